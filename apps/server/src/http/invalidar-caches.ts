import type { MiddlewareHandler } from 'hono';
import { avancarGeracao } from '../db/geracoes.repository';
import { cacheExistenteDaGeracao, registrarEscritaAqui } from '../lib/cache-por-geracao';
import type { AppEnv } from './context';

/**
 * After a successful write whose route declares `invalida` in the API contract, what it made
 * stale is dropped: the named generations are bumped (the cached property reads here at once, in
 * every other process within ~100 ms), and this process's cached public pages, which read both,
 * see the write on their next read. Runs after escritaDeclarada, which found the route
 * (c.var.rota). A refused request (401, 403, 4xx) changed nothing, and must not let anyone empty
 * the caches.
 */
export const invalidarCaches: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const nomes = c.var.rota?.invalida;
  if (c.res.status >= 400 || !nomes?.length) return;
  const deps = c.var.deps;
  for (const nome of nomes) {
    const cache = cacheExistenteDaGeracao(deps, nome);
    if (cache) await cache.invalidar();
    else await avancarGeracao(deps.db, nome);
  }
  registrarEscritaAqui(deps);
};
