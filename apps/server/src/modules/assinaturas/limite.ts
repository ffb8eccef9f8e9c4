import type { Context } from 'hono';
import { clientIp } from '../../http/client-ip';
import type { AppEnv, Deps } from '../../http/context';
import { tooManyRequests } from '../../http/errors';
import { RateLimiter } from '../../lib/rate-limit';

/**
 * A per-IP limit of the public writes and lookups (`maximo` per 10 minutes), like the contact
 * form's: one limiter per Deps (per app), counted in the database so every process shares it.
 */
export const limitePorIp = (nome: string, maximo: number) => {
  const limites = new WeakMap<Deps, RateLimiter>();
  return async (c: Context<AppEnv>): Promise<void> => {
    const deps = c.var.deps;
    if (!limites.has(deps))
      limites.set(deps, new RateLimiter(deps.db, nome, maximo, 10 * 60 * 1000, () => deps.now().getTime()));
    const lim = limites.get(deps)!;
    const ip = clientIp(c);
    if ((await lim.bloqueado(ip)) || !(await lim.admitir(ip))) throw tooManyRequests();
  };
};
