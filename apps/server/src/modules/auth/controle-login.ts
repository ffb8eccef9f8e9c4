import type { LimitesLogin } from '@morada/domain';
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
/** …and no attempt waits longer than this for its turn. */
export const LOGIN_ESPERA_MAX_MS = 10_000;
/**
 * While the slow lane is full, each address still gets this many attempts per account and window,
 * each after the longest wait: the owner on a new device and a new network always gets in, slowly.
 */
export const LOGIN_TENTATIVAS_RESERVA = 3;
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
 * is never delayed. When many addresses keep that shared lane full, each address still gets a few
 * attempts at the longest wait (`LOGIN_TENTATIVAS_RESERVA`): the owner on a new device is slowed
 * down, never shut out, and the attacker pays for each guess with an address. An admin can lift everything for an account (`desbloquear`). Every count lives
 * in the database, so all the server's processes enforce one set of limits (docs/decisions/019).
 */
export class ControleLogin {
  private readonly falhasPar: RateLimiter;
  private readonly falhasIp: RateLimiter;
  private readonly tentativasIp: RateLimiter;
  private readonly falhasConta: RateLimiter;
  /** Per account: the turns of slowed-down attempts. */
  private readonly lenta: Espacador;
  /** Per (account, address): attempts let through while the slow lane is full. */
  private readonly reserva: RateLimiter;
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
    this.reserva = new RateLimiter(db, 'login-reserva', LOGIN_TENTATIVAS_RESERVA, JANELA_LOGIN_MS, agora);
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
    if (!t.dispositivoConhecido && (await this.sobAtaque(t.email))) {
      const espera = await this.lenta.reservar(t.email);
      if (espera !== undefined) esperaMs = espera;
      else if (await this.reserva.admitir(par(t))) {
        // The lane is full: whoever fills it cannot shut this address out, only make it wait.
        esperaMs = LOGIN_ESPERA_MAX_MS;
      } else {
        await devolverTudo();
        return { bloqueado: true };
      }
    }
    await this.falhasConta.registrar(t.email);
    return { bloqueado: false, esperaMs };
  }

  /** Failures of the account from everywhere reached the point where unknown devices are slowed. */
  private async sobAtaque(email: string): Promise<boolean> {
    return (await this.falhasConta.contagem(email)) >= LOGIN_FALHAS_LENTIDAO;
  }

  /** What an admin sees of the account's limits (the current 15-minute window). */
  async estado(email: string): Promise<LimitesLogin> {
    const falhas = await this.falhasConta.contagem(email);
    return {
      falhasRecentes: falhas,
      dispositivosNovosLentos: falhas >= LOGIN_FALHAS_LENTIDAO,
      enderecosBloqueados: await this.falhasPar.chavesNoLimite(`${email}\n`),
    };
  }

  /** The password was right: the failure counted by `iniciar` is given back. */
  async sucesso(t: TentativaLogin): Promise<void> {
    await this.falhasIp.devolver(t.ip);
    await this.falhasPar.limpar(par(t));
    await this.reserva.limpar(par(t));
    await this.falhasConta.devolver(t.email);
  }

  /** Lifts every limit tied to the account (an admin's unlock); per-address limits stay. */
  async desbloquear(email: string): Promise<void> {
    await this.falhasPar.limparPrefixo(`${email}\n`);
    await this.reserva.limparPrefixo(`${email}\n`);
    await this.falhasConta.limpar(email);
    await this.lenta.limpar(email);
  }
}
