import {
  indiceMesParamsSchema,
  indicesFiltroSchema,
  MSG_REAJUSTE,
  variacaoManualSchema,
} from '@morada/domain';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';
import { parseOrThrow, readJson, readQuery } from '../../http/validate';
import { gravarIndiceManual, listarIndices } from './indices.repository';
import { atualizarIndicesSgs, INDICES_SGS } from './sgs.client';

// Mounted at /api/indices (admin only): the monthly series the reajustes accumulate.
export const indicesRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => {
    const lista = await listarIndices(c.var.deps.db, readQuery(c, indicesFiltroSchema));
    c.header('X-Total-Count', String(lista.length));
    return c.json(lista);
  })
  .post('/atualizar', requireAdmin, async (c) => {
    const resultado = await atualizarIndicesSgs(c.var.deps);
    // Nothing answered: the Banco Central is out of reach (502); otherwise each failure is listed.
    if (resultado.erros.length === INDICES_SGS.length)
      throw new HttpError(502, 'ERRO_PROVEDOR', MSG_REAJUSTE.erros.sgsIndisponivel);
    return c.json(resultado);
  })
  .put('/:indice/:mes', requireAdmin, async (c) => {
    const { indice, mes } = parseOrThrow(indiceMesParamsSchema, c.req.param());
    const { variacao } = await readJson(c, variacaoManualSchema);
    const deps = c.var.deps;
    return c.json(await gravarIndiceManual(deps.db, indice, mes, variacao, deps.now().toISOString()));
  });
