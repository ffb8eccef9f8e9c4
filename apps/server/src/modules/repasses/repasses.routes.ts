import {
  extratoRepasseQuerySchema,
  hojeNaAgencia,
  mesSchema,
  MSG_REPASSE,
  pagarRepassesSchema,
} from '@morada/domain';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireAdmin, requireRole } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { responder } from '../exportacao';
import { tabelaExtratoRepasse } from './repasses.tabela';
import { listarRepasses, obterRepasse, pagarRepasses } from './repasses.service';

const E = MSG_REPASSE.erros;

/** The repasse of :id for the admin or its own owner; another owner's answers like an unknown one. */
const repasseVisivel = async (c: Context<AppEnv>) => {
  const id = c.req.param('id') ?? '';
  const r = id.length <= 120 ? await obterRepasse(c.var.deps.db, id) : undefined;
  if (!r || (c.var.usuario.perfil !== 'admin' && r.proprietario._id !== c.var.usuario.id))
    throw notFound(E.repasseNaoEncontrado);
  return r;
};

/** ?mes=YYYY-MM, the agency's current month when absent. */
export const mesQuerySchema = z.object({ mes: mesSchema.optional() });

// Mounted at /api/repasses: the owners' repasses (admin; an owner may read their own one).
export const repassesRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => {
    const deps = c.var.deps;
    const mes = readQuery(c, mesQuerySchema).mes ?? hojeNaAgencia(deps.now()).slice(0, 7);
    const lista = await listarRepasses(deps.db, mes);
    c.header('X-Total-Count', String(lista.length));
    return c.json(lista);
  })
  .post('/pagar', requireAdmin, async (c) => {
    const entrada = await readJson(c, pagarRepassesSchema);
    return c.json(await pagarRepasses(c.var.deps, entrada, c.var.usuario.id));
  })
  .get('/:id', requireRole('admin', 'proprietario'), async (c) => c.json(await repasseVisivel(c)))
  // The owner's statement of this repasse (extrato do proprietário), as PDF or CSV.
  .get('/:id/extrato', requireRole('admin', 'proprietario'), async (c) => {
    const r = await repasseVisivel(c);
    const { formato } = readQuery(c, extratoRepasseQuerySchema);
    return responder(c, formato, r, tabelaExtratoRepasse, `extrato_${r.mes}_${r.proprietario.nome}`);
  });
