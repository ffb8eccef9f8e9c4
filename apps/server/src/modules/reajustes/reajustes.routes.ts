import { aplicarReajustesSchema, idSchema, MSG } from '@morada/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin, requireRole } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { parseOrThrow, readJson } from '../../http/validate';
import { aplicarReajustes } from './aplicacao';
import { historicoDoContrato, inquilinoDoContrato } from './reajustes.repository';
import { listarPendentes } from './reajustes.service';

const idDe = (id: string) => parseOrThrow(z.object({ id: idSchema }), { id }).id;

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
  .get('/contratos/:id/reajustes', requireRole('admin', 'inquilino'), async (c) => {
    const db = c.var.deps.db;
    const id = idDe(c.req.param('id'));
    const dono = await inquilinoDoContrato(db, id);
    // Someone else's contract answers like an unknown one.
    if (!dono || (c.var.usuario.perfil !== 'admin' && dono !== c.var.usuario.id))
      throw notFound(MSG.api.contratoNaoEncontrado);
    const lista = await historicoDoContrato(db, id);
    c.header('X-Total-Count', String(lista.length));
    return c.json(lista);
  });
