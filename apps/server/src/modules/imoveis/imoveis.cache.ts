import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../../http/context';

/** How long a public read may be served from memory: what another process's write can lag. */
export const CACHE_IMOVEIS_TTL_MS = 5_000;
/** Distinct listings and details kept at once (least recently used go first). */
export const CACHE_IMOVEIS_MAX = 1_000;

type Entrada = { valor: Promise<unknown>; expira: number };

/**
 * The public listing and detail are most of the site's traffic and change rarely, while a
 * substring search over 100k properties costs tens of milliseconds. So their answers are kept in
 * memory for a few seconds, per filter and per id, and dropped at once on any property write made
 * by this process (other processes behind a load balancer see it within the TTL).
 */
export class CacheImoveis {
  private readonly entradas = new Map<string, Entrada>();

  constructor(
    private readonly agora: () => number = Date.now,
    private readonly ttlMs = CACHE_IMOVEIS_TTL_MS,
    private readonly max = CACHE_IMOVEIS_MAX,
  ) {}

  /** The cached answer for `chave`, or `carregar()`'s (shared by concurrent callers). */
  obter<T>(chave: string, carregar: () => Promise<T>): Promise<T> {
    const agora = this.agora();
    const achada = this.entradas.get(chave);
    if (achada && achada.expira > agora) {
      // Re-inserting keeps the Map in least-recently-used order.
      this.entradas.delete(chave);
      this.entradas.set(chave, achada);
      return achada.valor as Promise<T>;
    }
    const valor = carregar();
    this.entradas.set(chave, { valor, expira: agora + this.ttlMs });
    // A failed read must not be served to the next caller.
    valor.catch(() => this.entradas.get(chave)?.valor === valor && this.entradas.delete(chave));
    while (this.entradas.size > this.max) this.entradas.delete(this.entradas.keys().next().value!);
    return valor;
  }

  invalidar(): void {
    this.entradas.clear();
  }
}

/**
 * The cache key of a listing: the caller's role (an admin's listing holds every status, the
 * public one only available properties) and the validated filter.
 */
export const chaveListagem = (filtro: unknown, admin: boolean): string =>
  `lista:${admin ? 'admin' : 'publico'}:${JSON.stringify(filtro)}`;

const porDeps = new WeakMap<Deps, CacheImoveis>();

/** The cache of one app instance (tests build many, each with its own database). */
export const cacheImoveis = (deps: Deps): CacheImoveis => {
  let cache = porDeps.get(deps);
  if (!cache) {
    cache = new CacheImoveis();
    porDeps.set(deps, cache);
  }
  return cache;
};

/** The API paths whose writes change what a property read answers (contracts occupy properties). */
const ESCREVE_IMOVEIS = /^\/api\/(imoveis|contratos)(\/|$)/;

/**
 * After a successful write to properties or contracts, the cached property reads are dropped.
 * A refused request (401, 403, 4xx) changed nothing, and must not let anyone empty the cache.
 */
export const invalidarCacheImoveis: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const escrita = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  if (escrita && c.res.status < 400 && ESCREVE_IMOVEIS.test(c.req.path)) {
    cacheImoveis(c.var.deps).invalidar();
  }
};
