import type { Deps } from '../../http/context';
import { issueToken } from '../../http/auth';
import { buscarUsuarioRow, rowParaUsuario } from '../usuarios';
import { registrarUltimoAcesso } from './sessao.repository';

/**
 * Signs the user in: records the access and answers { token, usuario } (POST /api/auth/login's
 * shape). Reads the row after writing, so a token issued right after a password change carries the
 * account's new token version.
 */
export const abrirSessao = async (deps: Deps, usuarioId: string) => {
  const agora = deps.now().toISOString();
  await registrarUltimoAcesso(deps.db, usuarioId, agora);
  const row = (await buscarUsuarioRow(deps.db, usuarioId))!;
  return { token: await issueToken(deps, row), usuario: rowParaUsuario(row) };
};
