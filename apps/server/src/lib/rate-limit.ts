import type { Db } from '../db/database';
import {
  contagemDesde,
  contarLimitesEsgotados,
  contarTentativa,
  devolverTentativa,
  excluirLimite,
  excluirLimitesComPrefixo,
  purgarLimitesVencidos,
  reservarVez,
} from './rate-limit.repository';

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
    return contagemDesde(this.db, this.chave(chave), this.agora() - this.janelaMs);
  }

  /** True when the key already used its allowance in the current window. */
  async bloqueado(chave: string): Promise<boolean> {
    return (await this.contagem(chave)) >= this.maximo;
  }

  /** Counts one attempt (opening a new window when the last one passed); answers the new count. */
  async registrar(chave: string): Promise<number> {
    const agora = this.agora();
    const n = await contarTentativa(this.db, this.chave(chave), agora, this.janelaMs);
    if (++this.contagens % PURGAR_A_CADA === 0) await purgarLimitesVencidos(this.db, agora);
    return n;
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
    await devolverTentativa(this.db, this.chave(chave), this.agora() - this.janelaMs);
  }

  async limpar(chave: string): Promise<void> {
    await excluirLimite(this.db, this.chave(chave));
  }

  /** How many keys starting with `prefixo` used their allowance in the current window. */
  async chavesNoLimite(prefixo: string): Promise<number> {
    return contarLimitesEsgotados(this.db, this.chave(prefixo), this.agora() - this.janelaMs, this.maximo);
  }

  /** Forgets every key starting with `prefixo` (e.g. all the addresses of one account). */
  async limparPrefixo(prefixo: string): Promise<void> {
    await excluirLimitesComPrefixo(this.db, this.chave(prefixo));
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
    const vez = await reservarVez(this.db, this.chave(chave), agora, {
      intervaloMs: this.intervaloMs,
      esperaMaxMs: this.esperaMaxMs,
      guardarMs: this.guardarMs,
    });
    return vez === undefined ? undefined : vez - agora;
  }

  async limpar(chave: string): Promise<void> {
    await excluirLimite(this.db, this.chave(chave));
  }
}
