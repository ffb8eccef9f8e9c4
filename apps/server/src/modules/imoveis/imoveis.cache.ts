import type { MiddlewareHandler } from 'hono';
import { avancarGeracao, lerGeracao } from '../../db/geracoes.repository';
import type { AppEnv, Deps } from '../../http/context';

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

type Entrada = { valor: Promise<unknown>; expira: number };

/** Where the cache reads and bumps the generation shared by every process (table geracoes). */
export type FonteGeracao = { ler: () => Promise<number>; avancar: () => Promise<number> };

/**
 * The public listing and detail are most of the site's traffic and change rarely, while a
 * substring search over 100k properties costs tens of milliseconds. So their answers are kept in
 * memory, per filter and per id, for a few seconds at most. Any property write bumps a generation
 * counter in the database: this process drops its entries at once, and every other process (one
 * per core, or other machines on one PostgreSQL) drops them when it next reads the counter, at
 * most CACHE_IMOVEIS_CONFERIR_MS later (docs/decisions/019).
 */
export class CacheImoveis {
  private readonly entradas = new Map<string, Entrada>();
  private geracao: number | undefined;
  private conferidaEm = Number.NEGATIVE_INFINITY;
  private conferindo: Promise<void> | undefined;

  constructor(
    private readonly agora: () => number = Date.now,
    private readonly ttlMs = CACHE_IMOVEIS_TTL_MS,
    private readonly max = CACHE_IMOVEIS_MAX,
    private readonly fonte?: FonteGeracao,
    private readonly conferirMs = CACHE_IMOVEIS_CONFERIR_MS,
  ) {}

  /** Reads the shared generation (at most every conferirMs) and forgets everything if it moved. */
  private conferir(): Promise<void> | undefined {
    if (!this.fonte || this.agora() - this.conferidaEm < this.conferirMs) return undefined;
    this.conferindo ??= this.fonte
      .ler()
      .then((g) => {
        if (g !== this.geracao) this.entradas.clear();
        this.geracao = g;
        this.conferidaEm = this.agora();
      })
      // The read that follows reports a database that does not answer.
      .catch(() => undefined)
      .finally(() => {
        this.conferindo = undefined;
      });
    return this.conferindo;
  }

  /** The cached answer for `chave`, or `carregar()`'s (shared by concurrent callers). */
  async obter<T>(chave: string, carregar: () => Promise<T>): Promise<T> {
    await this.conferir();
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

  /** A property changed here: forget everything and tell the other processes (bump the generation). */
  async invalidar(): Promise<void> {
    this.entradas.clear();
    if (!this.fonte) return;
    const g = await this.fonte.avancar();
    // Entries loaded while the bump was under way may predate the write.
    this.entradas.clear();
    this.geracao = g;
    this.conferidaEm = this.agora();
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
    const db = deps.db;
    cache = new CacheImoveis(Date.now, CACHE_IMOVEIS_TTL_MS, CACHE_IMOVEIS_MAX, {
      ler: () => lerGeracao(db, 'imoveis'),
      avancar: () => avancarGeracao(db, 'imoveis'),
    });
    porDeps.set(deps, cache);
  }
  return cache;
};

/**
 * After a successful write whose route declares `invalida: ['imoveis']` in the API contract
 * (properties, contracts that occupy or free one, an owner's removal), the cached property reads
 * are dropped, in this process and (through the generation) in every other. Runs after
 * escritaDeclarada, which found the route (c.var.rota).
 * A refused request (401, 403, 4xx) changed nothing, and must not let anyone empty the cache.
 */
export const invalidarCacheImoveis: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status < 400 && c.var.rota?.invalida?.includes('imoveis')) {
    await cacheImoveis(c.var.deps).invalidar();
  }
};
