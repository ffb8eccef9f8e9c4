import { avancarGeracao, lerGeracao } from '../../db/geracoes.repository';
import type { Deps } from '../../http/context';
import { cacheDaGeracao, CachePorGeracao } from '../../lib/cache-por-geracao';

/**
 * How long a public read may be served from memory at most: the bound for a change the generation
 * counter does not see (a write made outside the HTTP API).
 */
export const CACHE_IMOVEIS_TTL_MS = 5_000;
/** Distinct listings and details kept at once (least recently used go first). */
export const CACHE_IMOVEIS_MAX = 1_000;
/**
 * How often a process reads the shared generation (one primary-key read): what another process's
 * write can lag here. Concurrent requests share one read.
 */
export const CACHE_IMOVEIS_CONFERIR_MS = 100;

/**
 * The cache key of a listing: the caller's role (an admin's listing holds every status, the
 * public one only available properties) and the validated filter.
 */
export const chaveListagem = (filtro: unknown, admin: boolean): string =>
  `lista:${admin ? 'admin' : 'publico'}:${JSON.stringify(filtro)}`;

/**
 * The cache of one app instance (tests build many, each with its own database), registered under
 * its generation so that a write declaring `invalida: ['imoveis']` drops it (invalidarCaches).
 */
export const cacheImoveis = (deps: Deps): CachePorGeracao =>
  cacheDaGeracao(deps, 'imoveis', () => {
    const db = deps.db;
    return new CachePorGeracao(
      Date.now,
      CACHE_IMOVEIS_TTL_MS,
      CACHE_IMOVEIS_MAX,
      { ler: () => lerGeracao(db, 'imoveis'), avancar: () => avancarGeracao(db, 'imoveis') },
      CACHE_IMOVEIS_CONFERIR_MS,
    );
  });
