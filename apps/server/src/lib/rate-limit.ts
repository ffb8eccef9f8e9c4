/**
 * Fixed-window failure counter kept in memory (one process). `agora` is injectable so tests can
 * move time without waiting. Several processes behind a balancer each keep their own window.
 */
export class RateLimiter {
  private readonly janelas = new Map<string, { inicio: number; n: number }>();
  constructor(
    readonly maximo: number,
    readonly janelaMs: number,
    private readonly agora: () => number = Date.now,
  ) {}

  private atual(chave: string) {
    const j = this.janelas.get(chave);
    if (!j || this.agora() - j.inicio >= this.janelaMs) return undefined;
    return j;
  }
  /** Attempts counted for the key in the current window. */
  contagem(chave: string): number {
    return this.atual(chave)?.n ?? 0;
  }
  /** True when the key already used its allowance in the current window. */
  bloqueado(chave: string): boolean {
    return this.contagem(chave) >= this.maximo;
  }
  registrar(chave: string): void {
    const j = this.atual(chave);
    if (j) j.n += 1;
    else this.janelas.set(chave, { inicio: this.agora(), n: 1 });
    if (this.janelas.size > 50_000) this.limparVencidas();
  }
  /**
   * Gives one registered attempt back (e.g. a sign-in that turned out right). Counting first and
   * refunding after lets the check and the count happen in one synchronous step, so a parallel
   * burst cannot slip past the limit while the slow work (scrypt) runs.
   */
  devolver(chave: string): void {
    const j = this.atual(chave);
    if (j && j.n > 0) j.n -= 1;
  }
  limpar(chave: string): void {
    this.janelas.delete(chave);
  }
  /** Forgets every key `criterio` accepts (e.g. all the addresses of one account). */
  limparSe(criterio: (chave: string) => boolean): void {
    for (const k of [...this.janelas.keys()]) if (criterio(k)) this.janelas.delete(k);
  }
  private limparVencidas() {
    for (const [k] of this.janelas) if (!this.atual(k)) this.janelas.delete(k);
  }
}
