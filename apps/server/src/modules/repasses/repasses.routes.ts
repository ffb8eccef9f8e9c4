import { hojeNaAgencia, MSG_REPASSE } from '@morada/domain';
import type { Deps, SessionUser } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { responder } from '../exportacao';
import { tabelaExtratoRepasse } from './repasses.tabela';
import { listarRepasses, obterRepasse, pagarRepasses } from './repasses.service';

const E = MSG_REPASSE.erros;

/** The repasse of `id` for the admin or its own owner; another owner's answers like an unknown one. */
const repasseVisivel = async (deps: Deps, usuario: SessionUser, id: string) => {
  const r = id.length <= 120 ? await obterRepasse(deps.db, id) : undefined;
  if (!r || (usuario.perfil !== 'admin' && r.proprietario._id !== usuario.id))
    throw notFound(E.repasseNaoEncontrado);
  return r;
};

/** The owners' repasses (admin; an owner may read their own one). */
export const endpointsRepasses = [
  endpoint('GET /api/repasses', async ({ c, deps, query }) => {
    const mes = query.mes ?? hojeNaAgencia(deps.now()).slice(0, 7);
    const lista = await listarRepasses(deps.db, mes);
    c.header('X-Total-Count', String(lista.length));
    return c.json(lista);
  }),
  endpoint('POST /api/repasses/pagar', async ({ c, deps, usuario, body }) =>
    c.json(await pagarRepasses(deps, body, usuario.id)),
  ),
  endpoint('GET /api/repasses/{id}', async ({ c, deps, usuario, params }) =>
    c.json(await repasseVisivel(deps, usuario, params.id)),
  ),
  // The owner's statement of this repasse (extrato do proprietário), as PDF or CSV.
  endpoint('GET /api/repasses/{id}/extrato', async ({ c, deps, usuario, params, query: { formato } }) => {
    const r = await repasseVisivel(deps, usuario, params.id);
    return responder(c, formato, r, tabelaExtratoRepasse, `extrato_${r.mes}_${r.proprietario.nome}`);
  }),
];
