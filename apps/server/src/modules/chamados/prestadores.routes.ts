import { randomUUID } from 'node:crypto';
import { MSG_CHAMADOS } from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import {
  alterarPrestador,
  excluirOuDesativarPrestador,
  inserirPrestador,
  listarPrestadores,
  obterPrestador,
} from './prestadores.repository';

const naoEncontrado = () => notFound(MSG_CHAMADOS.api.prestadorNaoEncontrado);

/** The suppliers' registry (admin only). */
export const endpointsPrestadores = [
  endpoint('GET /api/admin/prestadores', async ({ c, deps }) => c.json(await listarPrestadores(deps.db))),
  endpoint('POST /api/admin/prestadores', async ({ c, deps, body }) => {
    const id = randomUUID();
    await inserirPrestador(deps.db, id, body, deps.now().toISOString());
    return c.json((await obterPrestador(deps.db, id))!, 201);
  }),
  endpoint('PUT /api/admin/prestadores/{id}', async ({ c, deps, params, body }) => {
    if (!(await alterarPrestador(deps.db, params.id, body))) throw naoEncontrado();
    return c.json((await obterPrestador(deps.db, params.id))!);
  }),
  endpoint('DELETE /api/admin/prestadores/{id}', async ({ c, deps, params }) => {
    if (!(await excluirOuDesativarPrestador(deps.db, params.id))) throw naoEncontrado();
    return c.body(null, 204);
  }),
];
