import { MSG } from '@morada/domain';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { buscarUsuarioRow } from '../usuarios';
import { limitadores } from './auth.limits';

/** The admin's view of an account's sign-in limits (mounted under /usuarios, beside the user screen). */
export const bloqueioLoginRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin)
  // What the sign-in limits hold on the account now, so the admin sees why before lifting them.
  .get('/:id/limites-login', async (c) => {
    const deps = c.var.deps;
    const row = await buscarUsuarioRow(deps.db, c.req.param('id'));
    if (!row) throw notFound(MSG.api.usuarioNaoEncontrado);
    return c.json(await limitadores(deps).login.estado(row.email));
  })
  // Lifts the sign-in limits of the account (after an attack, or a user who mistyped too often).
  .post('/:id/desbloquear-acesso', async (c) => {
    const deps = c.var.deps;
    const row = await buscarUsuarioRow(deps.db, c.req.param('id'));
    if (!row) throw notFound(MSG.api.usuarioNaoEncontrado);
    await limitadores(deps).login.desbloquear(row.email);
    return c.json({ ok: true, mensagem: MSG.api.acessoDesbloqueado });
  });
