import { idSchema, paginacaoAdminSchema } from '@morada/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin, requireAuth } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { parseOrThrow, readQuery } from '../../http/validate';
import { listarDoUsuario, listarEmails, listarEnviadas, marcarLida } from './notificacoes.repository';

// Mounted at /api/notificacoes. A user reads and marks only their own; the admin sees what was sent.

export const notificacoesRoutes = new Hono<AppEnv>()
  .get('/', requireAuth, async (c) => {
    const lista = await listarDoUsuario(c.var.deps.db, c.var.usuario.id);
    c.header('X-Total-Count', String(lista.length));
    return c.json(lista);
  })
  .get('/enviadas', requireAdmin, async (c) => {
    const { pagina, limite } = readQuery(c, paginacaoAdminSchema);
    const { dados, total } = await listarEnviadas(c.var.deps.db, limite, (pagina - 1) * limite);
    c.header('X-Total-Count', String(total));
    return c.json(dados);
  })
  .get('/emails', requireAdmin, async (c) => {
    const { pagina, limite } = readQuery(c, paginacaoAdminSchema);
    const { dados, total } = await listarEmails(c.var.deps.db, limite, (pagina - 1) * limite);
    c.header('X-Total-Count', String(total));
    return c.json(dados);
  })
  .patch('/:id/lida', requireAuth, async (c) => {
    const { id } = parseOrThrow(z.object({ id: idSchema }), { id: c.req.param('id') });
    // Someone else's notification answers exactly like an unknown one: no existence leak.
    if (!(await marcarLida(c.var.deps.db, id, c.var.usuario.id))) throw notFound();
    return c.json({ id, lida: true });
  });
