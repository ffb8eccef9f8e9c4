import { MSG } from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { conflict, notFound } from '../../http/errors';
import { obterPagamento } from './pagamentos.repository';
import { enviarAvisos, valorDevido } from './pagamentos.service';
import { registrarRecebimento } from './recebimentos.service';

/** A payment's amount due, its receipt and its reminder (admin only). */
export const endpointsPagamentos = [
  endpoint('GET /api/pagamentos/{id}/devido', async ({ c, deps, params, query }) =>
    c.json(await valorDevido(deps, params.id, query.data)),
  ),
  endpoint('PATCH /api/pagamentos/{id}/pagar', async ({ c, deps, params, body, usuario }) => {
    if (!(await obterPagamento(deps.db, params.id))) throw notFound(MSG.api.pagamentoNaoEncontrado);
    return c.json(await registrarRecebimento(deps, params.id, body, usuario.id));
  }),
  endpoint('POST /api/pagamentos/{id}/lembrete', async ({ c, deps, params }) => {
    const p = await obterPagamento(deps.db, params.id);
    if (!p) throw notFound(MSG.api.pagamentoNaoEncontrado);
    if (p.status !== 'PENDING') throw conflict(MSG.api.pagamentoJaPago);
    return c.json(await enviarAvisos(deps, [p], 'lembrete'));
  }),
];
