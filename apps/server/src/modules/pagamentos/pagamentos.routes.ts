import { MSG, pagarSchema, valorDevidoQuerySchema } from '@morada/domain';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { idDoParametro, readJson, readQuery } from '../../http/validate';
import { obterPagamento } from './pagamentos.repository';
import { enviarAvisos, registrarRecebimento, valorDevido } from './pagamentos.service';

// Mounted at /api/pagamentos. Admin only.
export const pagamentosRoutes = new Hono<AppEnv>()
  .get('/:id/devido', requireAdmin, async (c) => {
    const id = idDoParametro(c.req.param('id'));
    const { data } = readQuery(c, valorDevidoQuerySchema);
    return c.json(await valorDevido(c.var.deps, id, data));
  })
  .patch('/:id/pagar', requireAdmin, async (c) => {
    const deps = c.var.deps;
    const id = idDoParametro(c.req.param('id'));
    if (!(await obterPagamento(deps.db, id))) throw notFound(MSG.api.pagamentoNaoEncontrado);
    const entrada = await readJson(c, pagarSchema);
    return c.json(await registrarRecebimento(deps, id, entrada, c.var.usuario.id));
  })
  .post('/:id/lembrete', requireAdmin, async (c) => {
    const deps = c.var.deps;
    const p = await obterPagamento(deps.db, idDoParametro(c.req.param('id')));
    if (!p) throw notFound(MSG.api.pagamentoNaoEncontrado);
    if (p.status !== 'PENDING') throw conflict(MSG.api.pagamentoJaPago);
    return c.json(await enviarAvisos(deps, [p], 'lembrete'));
  });
