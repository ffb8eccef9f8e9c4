import { MSG_ACESSO, type StatusUsuario } from '@morada/domain';
import type { UsuarioRow } from '../../db/types';
import { violacaoDoBanco } from '../../db/violacao';
import type { Deps } from '../../http/context';
import { enviarEmail } from '../emails';
import { hashPassword } from '../../lib/password';
import { getConfiguracao } from '../configuracoes';
import { buscarUsuarioPorEmail, inserirUsuario } from '../usuarios';

type Registro = { nome: string; email: string; senha: string };

/**
 * Self-registration (always a tenant, spec §6) that never tells which e-mails have an account
 * (issue 31): the caller answers the same whatever happens here, and both paths cost the same (one
 * scrypt, one lookup, one insert). A new address becomes an active tenant; for an address that has
 * an account (active, pending or inactive) nothing is created or changed and its owner is told by
 * e-mail (outbox, and SMTP when configured) what happened and what to do instead.
 */
export const registrarInquilino = async (deps: Deps, dados: Registro): Promise<void> => {
  // Hashed before anything depends on the address, so the existing-address path pays for it too.
  const senhaHash = await hashPassword(dados.senha, deps.passwordCost);
  const existente = await buscarUsuarioPorEmail(deps.db, dados.email);
  if (!existente && (await criarInquilino(deps, dados, senhaHash))) return;
  const dono = existente ?? (await buscarUsuarioPorEmail(deps.db, dados.email));
  if (dono) await avisarDono(deps, dono);
};

/** False when a parallel sign-up with the same address got there first (it is the owner now). */
const criarInquilino = async (deps: Deps, dados: Registro, senhaHash: string): Promise<boolean> => {
  try {
    await inserirUsuario(
      deps.db,
      {
        nome: dados.nome,
        email: dados.email,
        telefone: '',
        perfil: 'inquilino',
        status: 'ativo',
        senhaHash,
      },
      deps.now(),
    );
    return true;
  } catch (e) {
    if (violacaoDoBanco(e) === 'duplicado') return false;
    throw e;
  }
};

/** Someone tried to register this address again: its owner learns it, and how to get in. */
const avisarDono = async (deps: Deps, dono: UsuarioRow): Promise<void> => {
  const { nome: agencia } = await getConfiguracao(deps.db);
  await enviarEmail(deps, {
    para: dono.email,
    assunto: MSG_ACESSO.cadastroExistenteAssunto(agencia),
    corpo: MSG_ACESSO.cadastroExistente(dono.status as StatusUsuario, {
      nome: dono.nome,
      agencia,
      login: `${deps.env.PUBLIC_URL.replace(/\/+$/, '')}/login`,
    }),
  });
};
