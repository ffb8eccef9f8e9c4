import { cepParamsSchema } from '@morada/domain';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { parseOrThrow } from '../../http/validate';
import { buscarEnderecoPorCep } from './cep.client';

// Mounted at /api/cep (admin only: the property form's address autofill; not an open proxy).
export const cepRoutes = new Hono<AppEnv>().get('/:cep', requireAdmin, async (c) => {
  const { cep } = parseOrThrow(cepParamsSchema, c.req.param());
  const { env } = c.var.deps;
  return c.json(await buscarEnderecoPorCep({ url: env.CEP_URL, timeoutMs: env.CEP_TIMEOUT_MS }, cep));
});
