import { inicioDaPagina } from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { listarLancamentos } from './lancamentos.repository';
import { candidatosDoLancamento } from './candidatos.service';
import { conciliarLancamento, descartarLancamento, desfazerLancamento } from './lancamentos.service';

export const endpointsLancamentos = [
  endpoint('GET /api/cobranca/lancamentos', async ({ c, deps, query }) => {
    const { dados, total } = await listarLancamentos(deps.db, query, inicioDaPagina(query));
    c.header('X-Total-Count', String(total));
    return c.json(dados);
  }),
  endpoint('POST /api/cobranca/lancamentos/{id}/desfazer', async ({ c, deps, params, usuario }) =>
    c.json(await desfazerLancamento(deps, params.id, usuario.id)),
  ),
  endpoint('GET /api/cobranca/lancamentos/{id}/candidatos', async ({ c, deps, params, query }) =>
    c.json(await candidatosDoLancamento(deps, params.id, query.busca)),
  ),
  endpoint('POST /api/cobranca/lancamentos/{id}/conciliar', async ({ c, deps, params, body, usuario }) =>
    c.json(await conciliarLancamento(deps, params.id, body.pagamentoId, usuario.id)),
  ),
  endpoint('POST /api/cobranca/lancamentos/{id}/descartar', async ({ c, deps, params }) =>
    c.json(await descartarLancamento(deps, params.id)),
  ),
];
