import { MSG_COBRANCA_BANCARIA, problemasDaAlteracaoDaConta } from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { badRequest, notFound } from '../../http/errors';
import { atualizarConta, inserirConta, listarContas, obterConta } from './contas.repository';

const T = MSG_COBRANCA_BANCARIA;

export const endpointsContasCobranca = [
  endpoint('GET /api/cobranca/contas', async ({ c, deps }) => c.json(await listarContas(deps.db))),
  endpoint('POST /api/cobranca/contas', async ({ c, deps, body }) => {
    const problemas = problemasDaAlteracaoDaConta(undefined, body);
    if (problemas.length)
      throw badRequest(
        problemas[0]!.mensagem,
        problemas.map((p) => ({ [p.campo]: p.mensagem })),
      );
    return c.json(await inserirConta(deps.db, body, deps.now().toISOString()), 201);
  }),
  endpoint('PUT /api/cobranca/contas/{id}', async ({ c, deps, params, body }) => {
    const antes = await obterConta(deps.db, params.id);
    if (!antes) throw notFound(T.api.contaNaoEncontrada);
    const problemas = problemasDaAlteracaoDaConta(antes, body);
    if (problemas.length)
      throw badRequest(
        problemas[0]!.mensagem,
        problemas.map((p) => ({ [p.campo]: p.mensagem })),
      );
    return c.json((await atualizarConta(deps.db, params.id, body, deps.now().toISOString()))!);
  }),
];
