import { MSG } from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { conflict, notFound } from '../../http/errors';
import { diaDaAgencia } from '../configuracoes';
import { aplicarReajustes } from './aplicacao';
import { historicoDoContrato, inquilinoDoContrato } from './reajustes.repository';
import { dispensarNoContrato, listarPendentes } from './reajustes.service';

/** /api/reajustes/** (admin) and a contract's history (admin, or its own tenant). */
export const endpointsReajustes = [
  endpoint('GET /api/reajustes/pendentes', async ({ c, deps }) => {
    const lista = await listarPendentes(deps);
    c.header('X-Total-Count', String(lista.length));
    return c.json(lista);
  }),
  endpoint('POST /api/reajustes/aplicar', async ({ c, deps, usuario, body: { contratoIds } }) =>
    c.json(await aplicarReajustes(deps, contratoIds, usuario.id)),
  ),
  endpoint(
    'POST /api/reajustes/dispensar',
    async ({ c, deps, usuario, body: { contratoId, aniversario } }) => {
      const { hoje } = await diaDaAgencia(deps);
      const r = await deps.db
        .transaction()
        .execute((trx) =>
          dispensarNoContrato(trx, contratoId, aniversario, hoje, usuario.id, deps.now().toISOString()),
        );
      if ('motivo' in r) throw r.naoEncontrado ? notFound(r.motivo) : conflict(r.motivo);
      return c.json(r);
    },
  ),
  endpoint('GET /api/contratos/{id}/reajustes', async ({ c, deps: { db }, usuario, params: { id } }) => {
    const dono = await inquilinoDoContrato(db, id);
    // Someone else's contract answers like an unknown one.
    if (!dono || (usuario.perfil !== 'admin' && dono !== usuario.id))
      throw notFound(MSG.api.contratoNaoEncontrado);
    const lista = await historicoDoContrato(db, id);
    c.header('X-Total-Count', String(lista.length));
    return c.json(lista);
  }),
];
