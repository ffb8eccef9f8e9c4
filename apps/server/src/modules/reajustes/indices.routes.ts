import { MSG_REAJUSTE } from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { HttpError } from '../../http/errors';
import { gravarIndiceManual, listarIndices } from './indices.repository';
import { atualizarIndicesSgs, INDICES_SGS } from './sgs.client';

/** /api/indices (admin only): the monthly series the reajustes accumulate. */
export const endpointsIndices = [
  endpoint('GET /api/indices', async ({ c, deps, query }) => {
    const lista = await listarIndices(deps.db, query);
    c.header('X-Total-Count', String(lista.length));
    return c.json(lista);
  }),
  endpoint('POST /api/indices/atualizar', async ({ c, deps }) => {
    const resultado = await atualizarIndicesSgs(deps);
    // Nothing answered: the Banco Central is out of reach (502); otherwise each failure is listed.
    if (resultado.erros.length === INDICES_SGS.length)
      throw new HttpError(502, 'ERRO_PROVEDOR', MSG_REAJUSTE.erros.sgsIndisponivel);
    return c.json(resultado);
  }),
  endpoint(
    'PUT /api/indices/{indice}/{mes}',
    async ({ c, deps, params: { indice, mes }, body: { variacao } }) =>
      c.json(await gravarIndiceManual(deps.db, indice, mes, variacao, deps.now().toISOString())),
  ),
];
