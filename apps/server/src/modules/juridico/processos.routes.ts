import { MSG } from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import {
  atualizarProcesso,
  excluirProcesso,
  inserirProcesso,
  listarProcessos,
  obterProcesso,
} from './juridico.repository';

// Admin only.
export const endpointsProcessos = [
  endpoint('GET /api/juridico/processos', async ({ c, deps, query: { busca, pagina, limite } }) => {
    const { dados, total } = await listarProcessos(deps.db, busca, limite, (pagina - 1) * limite);
    c.header('X-Total-Count', String(total));
    return c.json(dados);
  }),
  endpoint('POST /api/juridico/processos', async ({ c, deps, body }) => {
    const id = await inserirProcesso(deps.db, body, deps.now().toISOString());
    return c.json((await obterProcesso(deps.db, id))!, 201);
  }),
  endpoint('PUT /api/juridico/processos/{id}', async ({ c, deps: { db }, params: { id }, body }) => {
    if (!(await obterProcesso(db, id))) throw notFound(MSG.api.processoNaoEncontrado);
    await atualizarProcesso(db, id, body);
    return c.json((await obterProcesso(db, id))!);
  }),
  endpoint('DELETE /api/juridico/processos/{id}', async ({ c, deps: { db }, params: { id } }) => {
    if (!(await obterProcesso(db, id))) throw notFound(MSG.api.processoNaoEncontrado);
    await excluirProcesso(db, id);
    return c.body(null, 204);
  }),
];
