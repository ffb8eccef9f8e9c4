import { MSG, processoEntradaSchema } from '@morada/domain';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { idDoParametro, readJson, readQuery } from '../../http/validate';
import { buscaSchema } from './documentos.routes';
import {
  atualizarProcesso,
  excluirProcesso,
  inserirProcesso,
  listarProcessos,
  obterProcesso,
} from './juridico.repository';

// Mounted at /api/juridico/processos. Admin only.
export const processosRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin)
  .get('/', async (c) => {
    const { busca, pagina, limite } = readQuery(c, buscaSchema);
    const { dados, total } = await listarProcessos(c.var.deps.db, busca, limite, (pagina - 1) * limite);
    c.header('X-Total-Count', String(total));
    return c.json(dados);
  })
  .post('/', async (c) => {
    const deps = c.var.deps;
    const dados = await readJson(c, processoEntradaSchema);
    const id = await inserirProcesso(deps.db, dados, deps.now().toISOString());
    return c.json((await obterProcesso(deps.db, id))!, 201);
  })
  .put('/:id', async (c) => {
    const db = c.var.deps.db;
    const id = idDoParametro(c.req.param('id'));
    if (!(await obterProcesso(db, id))) throw notFound(MSG.api.processoNaoEncontrado);
    await atualizarProcesso(db, id, await readJson(c, processoEntradaSchema));
    return c.json((await obterProcesso(db, id))!);
  })
  .delete('/:id', async (c) => {
    const db = c.var.deps.db;
    const id = idDoParametro(c.req.param('id'));
    if (!(await obterProcesso(db, id))) throw notFound(MSG.api.processoNaoEncontrado);
    await excluirProcesso(db, id);
    return c.body(null, 204);
  });
