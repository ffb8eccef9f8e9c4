import { RateLimiter } from '../../lib/rate-limit';

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
 * is never delayed. An admin can lift everything for an account (`desbloquear`).
 */
export class ControleLogin {
  private readonly falhasPar: RateLimiter;
  private readonly falhasIp: RateLimiter;
  private readonly tentativasIp: RateLimiter;
  private readonly falhasConta: RateLimiter;
  /** Per account: when the last slowed-down attempt was admitted. */
  private readonly ultimaVezLenta = new Map<string, number>();
  /** How a slowed-down attempt waits; tests replace it to keep time virtual. */
  esperar: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms));

  constructor(private readonly agora: () => number = Date.now) {
    this.falhasPar = new RateLimiter(LOGIN_MAX_FALHAS, JANELA_LOGIN_MS, agora);
    this.falhasIp = new RateLimiter(LOGIN_MAX_FALHAS_IP, JANELA_LOGIN_MS, agora);
    this.tentativasIp = new RateLimiter(LOGIN_MAX_TENTATIVAS_IP, JANELA_LOGIN_MS, agora);
    this.falhasConta = new RateLimiter(Number.POSITIVE_INFINITY, JANELA_LOGIN_MS, agora);
  }

  /**
   * Checks and counts the attempt as a failure in one synchronous step (so a parallel burst cannot
   * slip past while scrypt runs); `sucesso` refunds it.
   */
  iniciar(t: TentativaLogin): Admissao {
    if (
      this.tentativasIp.bloqueado(t.ip) ||
      this.falhasIp.bloqueado(t.ip) ||
      this.falhasPar.bloqueado(par(t))
    ) {
      return { bloqueado: true };
    }
    let esperaMs = 0;
    if (!t.dispositivoConhecido && this.falhasConta.contagem(t.email) >= LOGIN_FALHAS_LENTIDAO) {
      const agora = this.agora();
      const vez = Math.max(agora, (this.ultimaVezLenta.get(t.email) ?? -Infinity) + LOGIN_INTERVALO_LENTO_MS);
      esperaMs = vez - agora;
      if (esperaMs > LOGIN_ESPERA_MAX_MS) return { bloqueado: true };
      this.ultimaVezLenta.set(t.email, vez);
      if (this.ultimaVezLenta.size > 50_000) this.esquecerVezesAntigas(agora);
    }
    this.tentativasIp.registrar(t.ip);
    this.falhasIp.registrar(t.ip);
    this.falhasPar.registrar(par(t));
    this.falhasConta.registrar(t.email);
    return { bloqueado: false, esperaMs };
  }

  /** The password was right: the failure counted by `iniciar` is given back. */
  sucesso(t: TentativaLogin): void {
    this.falhasIp.devolver(t.ip);
    this.falhasPar.limpar(par(t));
    this.falhasConta.devolver(t.email);
  }

  /** Lifts every limit tied to the account (an admin's unlock); per-address limits stay. */
  desbloquear(email: string): void {
    const prefixo = `${email}\n`;
    this.falhasPar.limparSe((k) => k.startsWith(prefixo));
    this.falhasConta.limpar(email);
    this.ultimaVezLenta.delete(email);
  }

  private esquecerVezesAntigas(agora: number) {
    for (const [k, v] of this.ultimaVezLenta) if (agora - v > JANELA_LOGIN_MS) this.ultimaVezLenta.delete(k);
  }
}
