type Entrada = { valor: Promise<unknown>; expira: number; renovando?: true; peso?: number };

/**
 * A bound in bytes besides the count (the rendered pages: 5–300 KB each): `pesar` tells what a read
 * value costs in memory, or undefined for one that must not be kept (it is shared by the callers
 * that asked while it was being read, then dropped).
 */
export type LimiteBytes<V> = { max: number; pesar: (valor: V) => number | undefined };

/** Where the cache reads (and bumps) the generation shared by every process (table geracoes). */
export type FonteGeracao = {
  ler: () => Promise<number | string>;
  /** Bumps it: for a cache whose owner writes (invalidar); a cache that only reads leaves it out. */
  avancar?: () => Promise<number | string>;
};

/**
 * Writes this process made, per app instance (its Deps): a cache compares the count on every read,
 * without asking the database, so a page read right after a write here never predates it.
 */
const escritas = new WeakMap<object, number>();
export const registrarEscritaAqui = (dono: object) => escritas.set(dono, (escritas.get(dono) ?? 0) + 1);
export const escritasAqui = (dono: object) => escritas.get(dono) ?? 0;

/**
 * The caches of an app instance that own a generation (by its name in table geracoes), so that the
 * write that makes it stale drops this process's entries at once (invalidar) without the caller
 * knowing which module keeps the cache. A cache not created yet holds nothing to drop.
 */
const donosDeGeracao = new WeakMap<object, Map<string, CachePorGeracao>>();
export const cacheDaGeracao = (dono: object, nome: string, criar: () => CachePorGeracao): CachePorGeracao => {
  let porNome = donosDeGeracao.get(dono);
  if (!porNome) donosDeGeracao.set(dono, (porNome = new Map()));
  let cache = porNome.get(nome);
  if (!cache) porNome.set(nome, (cache = criar()));
  return cache;
};
export const cacheExistenteDaGeracao = (dono: object, nome: string): CachePorGeracao | undefined =>
  donosDeGeracao.get(dono)?.get(nome);

/**
 * Reads kept in memory for a while, per key: shared by concurrent callers, the least recently used
 * dropped beyond `max`, each renewed after `ttlMs` (the bound, plus one read, for a change made
 * outside the API: the expired answer is served while its renewal runs).
 * What they were read from has a generation counter in the database (table geracoes,
 * docs/decisions/019): a write bumps it; this process drops its entries at once (invalidar, or
 * the count of its own writes moved) and every other process (one per core, or other machines on
 * one PostgreSQL) drops them when it next reads the counter, at most `conferirMs` later. The API's
 * property reads and the public pages rendered on the server are kept this way.
 */
export class CachePorGeracao<V = unknown> {
  private readonly entradas = new Map<string, Entrada>();
  private geracao: number | string | undefined;
  private conferidaEm = Number.NEGATIVE_INFINITY;
  private conferindo: Promise<void> | undefined;
  private escritasVistas = 0;

  constructor(
    private readonly agora: () => number,
    private readonly ttlMs: number,
    private readonly max: number,
    private readonly fonte?: FonteGeracao,
    private readonly conferirMs = 100,
    /** This process's writes (escritasAqui), when they do not go through invalidar. */
    private readonly escritasDaqui?: () => number,
    private readonly limite?: LimiteBytes<V>,
  ) {}

  private bytes = 0;
  /** The bytes the kept values weigh (with a LimiteBytes), never above its max once they are read. */
  get bytesGuardados() {
    return this.bytes;
  }

  private limpar() {
    this.entradas.clear();
    this.bytes = 0;
  }

  private remover(chave: string) {
    const entrada = this.entradas.get(chave);
    if (!entrada) return;
    this.entradas.delete(chave);
    this.bytes -= entrada.peso ?? 0;
  }

  /** A value just read: its weight counts, the least recently used leave beyond the byte bound. */
  private pesar(chave: string, valor: Promise<unknown>, lido: V) {
    const entrada = this.entradas.get(chave);
    if (!this.limite || entrada?.valor !== valor) return;
    const peso = this.limite.pesar(lido);
    if (peso === undefined) return this.remover(chave);
    entrada.peso = peso;
    this.bytes += peso;
    while (this.bytes > this.limite.max && this.entradas.size > 0)
      this.remover(this.entradas.keys().next().value!);
  }

  /** Reads the shared generation (at most every conferirMs) and forgets everything if it moved. */
  private conferir(): Promise<void> | undefined {
    const daqui = this.escritasDaqui?.();
    if (daqui !== undefined && daqui !== this.escritasVistas) {
      this.limpar();
      this.escritasVistas = daqui;
      // The write bumped the shared counter too: read it now, or the next read would clear again.
      this.conferidaEm = Number.NEGATIVE_INFINITY;
    }
    if (!this.fonte || this.agora() - this.conferidaEm < this.conferirMs) return undefined;
    this.conferindo ??= this.fonte
      .ler()
      .then((g) => {
        if (g !== this.geracao) this.limpar();
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
  async obter<T extends V>(chave: string, carregar: () => Promise<T>): Promise<T> {
    await this.conferir();
    const agora = this.agora();
    const achada = this.entradas.get(chave);
    if (achada) {
      // Re-inserting keeps the Map in least-recently-used order.
      this.entradas.delete(chave);
      this.entradas.set(chave, achada);
      // Past its TTL (nothing known changed: a write would have cleared it), the entry is still
      // served while one read renews it in the background: callers never queue behind the
      // renewal, and a hot page does not make every caller wait for a render every few seconds.
      if (achada.expira <= agora && !achada.renovando) this.renovar(chave, achada, carregar);
      return achada.valor as Promise<T>;
    }
    const valor = carregar();
    this.entradas.set(chave, { valor, expira: agora + this.ttlMs });
    // A failed read must not be served to the next caller.
    valor.then(
      (lido) => this.pesar(chave, valor, lido),
      () => this.entradas.get(chave)?.valor === valor && this.remover(chave),
    );
    while (this.entradas.size > this.max) this.remover(this.entradas.keys().next().value!);
    return valor;
  }

  /** Reads an expired entry again; its answer replaces it unless a write dropped it meanwhile. */
  private renovar(chave: string, antiga: Entrada, carregar: () => Promise<V>) {
    antiga.renovando = true;
    const valor = carregar();
    valor.then(
      (lido) => {
        if (this.entradas.get(chave) !== antiga) return;
        this.remover(chave);
        this.entradas.set(chave, { valor, expira: this.agora() + this.ttlMs });
        this.pesar(chave, valor, lido);
      },
      // A failed renewal: the next caller reads afresh.
      () => this.entradas.get(chave) === antiga && this.remover(chave),
    );
  }

  /** What was read changed here: forget everything and tell the other processes (bump the generation). */
  async invalidar(): Promise<void> {
    this.limpar();
    if (!this.fonte?.avancar) return;
    const g = await this.fonte.avancar();
    // Entries loaded while the bump was under way may predate the write.
    this.limpar();
    this.geracao = g;
    this.conferidaEm = this.agora();
  }
}
