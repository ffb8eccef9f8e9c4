import { MSG, MSG_CHAMADOS } from '@morada/domain';
import type { Context } from 'hono';
import type { AppEnv, Deps } from '../../http/context';
import { disposicaoAnexo } from '../../http/arquivos';
import { endpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { CONTENT_TYPES_COMPROVANTE, lerComprovante, nomeDoComprovante } from '../repasses';
import { obterChamado, type ChamadoLido } from './chamados.repository';

/** The receipt's bytes as a private download (never cached), or 404 when there is none. */
const baixar = async (c: Context<AppEnv>, deps: Deps, ch: ChamadoLido) => {
  const guardado = ch.comprovanteCaminho
    ? await lerComprovante(deps.armazenamento, ch.comprovanteCaminho)
    : undefined;
  if (!guardado) throw notFound(MSG.admin.downloadIndisponivelDescricao);
  const { bytes, formato } = guardado;
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': CONTENT_TYPES_COMPROVANTE[formato],
    'Content-Disposition': disposicaoAnexo(nomeDoComprovante(ch.comprovante?.nome ?? '', formato)),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
};

/** A concluded chamado's receipt: the admin's, and the owner's when the cost went to him. */
export const endpointsComprovanteChamado = [
  endpoint('GET /api/admin/chamados/{id}/comprovante', async ({ c, deps, params }) => {
    const ch = await obterChamado(deps.db, params.id);
    if (!ch) throw notFound(MSG_CHAMADOS.api.chamadoNaoEncontrado);
    return baixar(c, deps, ch);
  }),
  endpoint('GET /api/proprietario/chamados/{id}/comprovante', async ({ c, deps, usuario, params }) => {
    const ch = await obterChamado(deps.db, params.id);
    // Another owner's chamado, or a cost he did not pay, has no receipt for him.
    if (!ch || ch.proprietarioId !== usuario.id || ch.responsavel !== 'proprietario')
      throw notFound(MSG_CHAMADOS.api.chamadoNaoEncontrado);
    return baixar(c, deps, ch);
  }),
];
