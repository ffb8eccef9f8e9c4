import { aplicarReajustesSchema, dispensarReajusteSchema, MSG } from '@morada/domain';
import { Hono } from 'hono';
import { requireAdmin, requireRole } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { diaDaAgencia } from '../configuracoes';
import { idDoParametro, readJson } from '../../http/validate';
import { aplicarReajustes } from './aplicacao';
import { historicoDoContrato, inquilinoDoContrato } from './reajustes.repository';
import { dispensarNoContrato, listarPendentes } from './reajustes.service';

// Mounted at /api: /reajustes/** (admin) and a contract's history (admin, or its own tenant).
export const reajustesRoutes = new Hono<AppEnv>()
  .get('/reajustes/pendentes', requireAdmin, async (c) => {
    const lista = await listarPendentes(c.var.deps);
    c.header('X-Total-Count', String(lista.length));
    return c.json(lista);
  })
  .post('/reajustes/aplicar', requireAdmin, async (c) => {
    const { contratoIds } = await readJson(c, aplicarReajustesSchema);
    return c.json(await aplicarReajustes(c.var.deps, contratoIds, c.var.usuario.id));
  })
  .post('/reajustes/dispensar', requireAdmin, async (c) => {
    const deps = c.var.deps;
    const { contratoId, aniversario } = await readJson(c, dispensarReajusteSchema);
    const { hoje } = await diaDaAgencia(deps);
    const r = await deps.db
      .transaction()
      .execute((trx) =>
        dispensarNoContrato(trx, contratoId, aniversario, hoje, c.var.usuario.id, deps.now().toISOString()),
      );
    if ('motivo' in r) throw r.naoEncontrado ? notFound(r.motivo) : conflict(r.motivo);
    return c.json(r);
  })
  .get('/contratos/:id/reajustes', requireRole('admin', 'inquilino'), async (c) => {
    const db = c.var.deps.db;
    const id = idDoParametro(c.req.param('id'));
    const dono = await inquilinoDoContrato(db, id);
    // Someone else's contract answers like an unknown one.
    if (!dono || (c.var.usuario.perfil !== 'admin' && dono !== c.var.usuario.id))
      throw notFound(MSG.api.contratoNaoEncontrado);
    const lista = await historicoDoContrato(db, id);
    c.header('X-Total-Count', String(lista.length));
    return c.json(lista);
  });
