import { configuracaoPublicaSchema, configuracaoSchema } from '@morada/domain';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { readJson } from '../../http/validate';
import { getConfiguracao, saveConfiguracao } from './configuracoes.repository';

export const configuracoesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const cfg = await getConfiguracao(c.var.deps.db);
    // The public part: the agency's identity and contacts (no billing internals, no sender address).
    return c.json(configuracaoPublicaSchema.parse(cfg));
  })
  .get('/completa', requireAdmin, async (c) => c.json(await getConfiguracao(c.var.deps.db)))
  .put('/', requireAdmin, async (c) => {
    const body = await readJson(c, configuracaoSchema);
    return c.json(await saveConfiguracao(c.var.deps.db, body));
  });
