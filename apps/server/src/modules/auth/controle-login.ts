import type { Db } from '../../db/database';
import { Espacador, RateLimiter } from '../../lib/rate-limit';

/** Failures of one account from one address before that pair is refused (429) for the window. */
export const LOGIN_MAX_FALHAS = 10;
/** Failures from one address across accounts (credential stuffing) before it is refused. */
export const LOGIN_MAX_FALHAS_IP = 30;
/** Attempts from one address, successful ones included, before it is refused. */
export const LOGIN_MAX_TENTATIVAS_IP = 60;
/** Failures of one account from all addresses after which unknown devices are slowed down. */
export const LOGIN_FALHAS_LENTIDAO = 10;
/** While slowed down, one attempt per account from unknown devices every this many ms… */
export const LOGIN_INTERVALO_LENTO_MS = 5_000;
/** …and an attempt that would have to wait longer than this is refused (429) instead. */
export const LOGIN_ESPERA_MAX_MS = 10_000;
export const JANELA_LOGIN_MS = 15 * 60 * 1000;

export type TentativaLogin = {
  email: string;
  ip: string;
  /** The browser carries this account's signed device cookie (it signed in here before). */
  dispositivoConhecido: boolean;
};

/** Answer of `iniciar`: refused, or allowed after waiting `esperaMs`. */
export type Admissao = { bloqueado: true } | { bloqueado: false; esperaMs: number };

const par = (t: TentativaLogin) => `${t.email}\n${t.ip}`;

/**
 * Sign-in throttling that an attacker cannot turn against the account's owner (OWASP's "device
 * cookie" scheme). Hard limits are per (account, address) and per address; failures of one account
 * from everywhere only slow unknown devices down — one attempt every few seconds, shared — so a
 * distributed guesser gets a trickle while the owner, on a device they signed in from before,
 * is never delayed. An admin can lift everything for an account (`desbloquear`). Every count lives
 * in the database, so all the server's processes enforce one set of limits (docs/decisions/019).
 */
export class ControleLogin {
  private readonly falhasPar: RateLimiter;
  private readonly falhasIp: RateLimiter;
  private readonly tentativasIp: RateLimiter;
  private readonly falhasConta: RateLimiter;
  /** Per account: the turns of slowed-down attempts. */
  private readonly lenta: Espacador;
  /** How a slowed-down attempt waits; tests replace it to keep time virtual. */
  esperar: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms));

  constructor(db: Db, agora: () => number = Date.now) {
    this.falhasPar = new RateLimiter(db, 'login-par', LOGIN_MAX_FALHAS, JANELA_LOGIN_MS, agora);
    this.falhasIp = new RateLimiter(db, 'login-falhas-ip', LOGIN_MAX_FALHAS_IP, JANELA_LOGIN_MS, agora);
    this.tentativasIp = new RateLimiter(db, 'login-ip', LOGIN_MAX_TENTATIVAS_IP, JANELA_LOGIN_MS, agora);
    this.falhasConta = new RateLimiter(db, 'login-conta', Number.POSITIVE_INFINITY, JANELA_LOGIN_MS, agora);
    this.lenta = new Espacador(
      db,
      'login-lenta',
      LOGIN_INTERVALO_LENTO_MS,
      LOGIN_ESPERA_MAX_MS,
      JANELA_LOGIN_MS,
      agora,
    );
  }

  /**
   * Checks and counts the attempt as a failure, each limit in one atomic step (so a parallel burst
   * cannot slip past while scrypt runs, on any process); `sucesso` refunds it. A refused attempt
   * leaves no count behind.
   */
  async iniciar(t: TentativaLogin): Promise<Admissao> {
    const contados: [RateLimiter, string][] = [];
    const devolverTudo = () => Promise.all(contados.map(([l, k]) => l.devolver(k)));
    for (const [limite, chave] of [
      [this.tentativasIp, t.ip],
      [this.falhasIp, t.ip],
      [this.falhasPar, par(t)],
    ] as const) {
      if (!(await limite.admitir(chave))) {
        await devolverTudo();
        return { bloqueado: true };
      }
      contados.push([limite, chave]);
    }
    let esperaMs = 0;
    if (!t.dispositivoConhecido && (await this.falhasConta.contagem(t.email)) >= LOGIN_FALHAS_LENTIDAO) {
      const espera = await this.lenta.reservar(t.email);
      if (espera === undefined) {
        await devolverTudo();
        return { bloqueado: true };
      }
      esperaMs = espera;
    }
    await this.falhasConta.registrar(t.email);
    return { bloqueado: false, esperaMs };
  }

  /** The password was right: the failure counted by `iniciar` is given back. */
  async sucesso(t: TentativaLogin): Promise<void> {
    await this.falhasIp.devolver(t.ip);
    await this.falhasPar.limpar(par(t));
    await this.falhasConta.devolver(t.email);
  }

  /** Lifts every limit tied to the account (an admin's unlock); per-address limits stay. */
  async desbloquear(email: string): Promise<void> {
    await this.falhasPar.limparPrefixo(`${email}\n`);
    await this.falhasConta.limpar(email);
    await this.lenta.limpar(email);
  }
}
