import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Expired windows are deleted once every this many counts (per limiter instance). */
const PURGAR_A_CADA = 500;

/**
 * Fixed-window attempt counter kept in the database (table limites_taxa), so every process behind
 * a balancer — one worker per core, or several machines on one PostgreSQL — shares one window per
 * key (docs/decisions/019). Counting is one atomic upsert that answers the new count, so a parallel
 * burst cannot slip past the limit between a check and a count, across processes too. `agora` is
 * injectable so tests can move time without waiting.
 */
export class RateLimiter {
  private contagens = 0;
  constructor(
    private readonly db: Db,
    /** Names this limiter's rows ('login-ip', 'registro-ip'…): keys of two limiters never meet. */
    readonly nome: string,
    readonly maximo: number,
    readonly janelaMs: number,
    private readonly agora: () => number = Date.now,
  ) {}

  private chave(chave: string) {
    return `${this.nome}\n${chave}`;
  }

  /** Attempts counted for the key in the current window. */
  async contagem(chave: string): Promise<number> {
    const r = await this.db
      .selectFrom('limites_taxa')
      .select('n')
      .where('chave', '=', this.chave(chave))
      .where('inicio', '>', this.agora() - this.janelaMs)
      .executeTakeFirst();
    return r ? Number(r.n) : 0;
  }

  /** True when the key already used its allowance in the current window. */
  async bloqueado(chave: string): Promise<boolean> {
    return (await this.contagem(chave)) >= this.maximo;
  }

  /** Counts one attempt (opening a new window when the last one passed); answers the new count. */
  async registrar(chave: string): Promise<number> {
    const agora = this.agora();
    const vencida = sql<boolean>`limites_taxa.inicio <= ${agora - this.janelaMs}`;
    const r = await this.db
      .insertInto('limites_taxa')
      .values({ chave: this.chave(chave), inicio: agora, n: 1, expira: agora + this.janelaMs })
      .onConflict((oc) =>
        oc.column('chave').doUpdateSet({
          n: sql<number>`case when ${vencida} then 1 else limites_taxa.n + 1 end`,
          inicio: sql<number>`case when ${vencida} then cast(${agora} as bigint) else limites_taxa.inicio end`,
          expira: sql<number>`case when ${vencida} then cast(${agora + this.janelaMs} as bigint) else limites_taxa.expira end`,
        }),
      )
      .returning('n')
      .executeTakeFirstOrThrow();
    if (++this.contagens % PURGAR_A_CADA === 0) await purgarLimitesVencidos(this.db, agora);
    return Number(r.n);
  }

  /**
   * Counts the attempt if the key still has allowance, in one atomic step; false (nothing counted)
   * when the allowance is used up.
   */
  async admitir(chave: string): Promise<boolean> {
    if ((await this.registrar(chave)) <= this.maximo) return true;
    await this.devolver(chave);
    return false;
  }

  /** Gives one counted attempt back (e.g. a sign-in that turned out right); never below zero. */
  async devolver(chave: string): Promise<void> {
    await this.db
      .updateTable('limites_taxa')
      .set({ n: sql<number>`n - 1` })
      .where('chave', '=', this.chave(chave))
      .where('n', '>', 0)
      .where('inicio', '>', this.agora() - this.janelaMs)
      .execute();
  }

  async limpar(chave: string): Promise<void> {
    await this.db.deleteFrom('limites_taxa').where('chave', '=', this.chave(chave)).execute();
  }

  /** Forgets every key starting with `prefixo` (e.g. all the addresses of one account). */
  async limparPrefixo(prefixo: string): Promise<void> {
    const p = this.chave(prefixo);
    // substr, not LIKE: e-mails carry '_' and '%' would need escaping.
    await this.db
      .deleteFrom('limites_taxa')
      .where(sql<string>`substr(chave, 1, ${p.length})`, '=', p)
      .execute();
  }
}

/**
 * One admitted turn every `intervaloMs` per key, shared across processes: answers how long this
 * caller must wait for its turn, or undefined (nothing reserved) when that wait would pass
 * `esperaMaxMs`. The row's `inicio` is the last turn given.
 */
export class Espacador {
  constructor(
    private readonly db: Db,
    readonly nome: string,
    readonly intervaloMs: number,
    readonly esperaMaxMs: number,
    /** How long a turn is remembered. */
    readonly guardarMs: number,
    private readonly agora: () => number = Date.now,
  ) {}

  private chave(chave: string) {
    return `${this.nome}\n${chave}`;
  }

  async reservar(chave: string): Promise<number | undefined> {
    const agora = this.agora();
    const proxima = sql<number>`limites_taxa.inicio + ${this.intervaloMs}`;
    const vez = sql<number>`case when ${proxima} <= ${agora} then cast(${agora} as bigint) else ${proxima} end`;
    const r = await this.db
      .insertInto('limites_taxa')
      .values({ chave: this.chave(chave), inicio: agora, n: 0, expira: agora + this.guardarMs })
      .onConflict((oc) =>
        oc
          .column('chave')
          .doUpdateSet({ inicio: vez, expira: sql<number>`${vez} + ${this.guardarMs}` })
          .where(sql<boolean>`${proxima} - ${agora} <= ${this.esperaMaxMs}`),
      )
      .returning('inicio')
      .executeTakeFirst();
    return r ? Number(r.inicio) - agora : undefined;
  }

  async limpar(chave: string): Promise<void> {
    await this.db.deleteFrom('limites_taxa').where('chave', '=', this.chave(chave)).execute();
  }
}

/** Deletes the windows and turns nobody needs any more. */
export const purgarLimitesVencidos = async (db: Db, agora: number): Promise<void> => {
  await db.deleteFrom('limites_taxa').where('expira', '<', agora).execute();
};
