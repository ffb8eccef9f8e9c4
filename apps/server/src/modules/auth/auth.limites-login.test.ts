import { MSG } from '@morada/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextoComRelogio } from '../../test/contexto';
import { esperarErro } from '../../test/http-helpers';
import { DEMO, type TestContext } from '../../test/test-app';
import { limitadores } from './auth.limits';
import {
  JANELA_LOGIN_MS,
  LOGIN_ESPERA_MAX_MS,
  LOGIN_FALHAS_LENTIDAO,
  LOGIN_INTERVALO_LENTO_MS,
  LOGIN_MAX_FALHAS,
  LOGIN_MAX_FALHAS_IP,
  LOGIN_MAX_TENTATIVAS_IP,
  LOGIN_TENTATIVAS_RESERVA,
} from './controle-login';
import { lerColuna } from '../../test/banco';

let ctx: TestContext;
let relogio: { agora: Date };
beforeEach(async () => ({ ctx, relogio } = await contextoComRelogio()));
afterEach(() => ctx.close());

describe('sign-in throttling cannot lock the owner out', () => {
  /** Waits the throttle asks for, recorded instead of slept: the tests' clock is virtual. */
  let esperas: number[];
  beforeEach(() => {
    ctx.deps.env.TRUST_PROXY = true;
    esperas = [];
    limitadores(ctx.deps).login.esperar = async (ms) => {
      esperas.push(ms);
    };
  });
  const de = (ip: string, email: string, senha: string, cookie?: string) =>
    ctx.request('/api/auth/login', {
      method: 'POST',
      headers: { 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}) },
      json: { email, senha },
    });
  /** The device cookie a successful sign-in sets (name=value only, as a browser sends it back). */
  const cookieDe = (res: Response) => res.headers.get('Set-Cookie')!.split(';')[0]!;
  const atacar = async (n: number, email: string = DEMO.admin.email) => {
    for (let i = 0; i < n; i++) expect((await de(`198.18.0.${i}`, email, 'chute')).status).toBe(401);
  };

  it('failures from many addresses do not block the right password: unknown devices are slowed', async () => {
    await atacar(LOGIN_FALHAS_LENTIDAO + 1);
    const res = await de('203.0.113.50', DEMO.admin.email, DEMO.admin.senha);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { usuario: { email: string } }).usuario.email).toBe(DEMO.admin.email);
    expect(esperas).toEqual([LOGIN_INTERVALO_LENTO_MS]);
  });

  it('while an account is under attack, unknown devices get one attempt every few seconds, then 429', async () => {
    await atacar(LOGIN_FALHAS_LENTIDAO);
    const admitidas = [];
    for (let i = 0; i < 4; i++) admitidas.push((await de(`192.0.2.${i}`, DEMO.admin.email, 'chute')).status);
    // Slots at +0 s, +5 s, +10 s are admitted (waiting); the next would wait 15 s > 10 s, so it
    // takes one of its address's reserve attempts at the longest wait instead.
    expect(admitidas).toEqual([401, 401, 401, 401]);
    expect(esperas).toEqual([LOGIN_INTERVALO_LENTO_MS, 2 * LOGIN_INTERVALO_LENTO_MS, LOGIN_ESPERA_MAX_MS]);
    relogio.agora = new Date(relogio.agora.getTime() + 3 * LOGIN_INTERVALO_LENTO_MS);
    expect((await de('192.0.2.9', DEMO.admin.email, DEMO.admin.senha)).status).toBe(200);
  });

  it('sixty strangers cannot shut the owner out: the right password from a new device gets in, slowly', async () => {
    // The audit's attack: a wrong password every 250 ms, each from another address.
    const ataque = async (n: number, rede: string) => {
      for (let i = 0; i < n; i++) {
        expect([401, 429]).toContain((await de(`${rede}.${i}`, DEMO.admin.email, 'chute')).status);
        relogio.agora = new Date(relogio.agora.getTime() + 250);
      }
    };
    await ataque(60, '198.18.1');
    // Three sign-ins in a row by the owner, on devices and networks never seen, while it goes on.
    for (let i = 0; i < 3; i++) {
      esperas = [];
      const res = await de(`203.0.113.${70 + i}`, DEMO.admin.email, DEMO.admin.senha);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { usuario: { email: string } }).usuario.email).toBe(DEMO.admin.email);
      expect(esperas).toHaveLength(1);
      expect(esperas[0]).toBeLessThanOrEqual(LOGIN_ESPERA_MAX_MS);
      await ataque(20, `198.18.${2 + i}`);
    }
  });

  it('while the slow lane is full, each address gets a few attempts at the longest wait, then 429', async () => {
    await atacar(LOGIN_FALHAS_LENTIDAO);
    // Fill the lane: turns at +0 s, +5 s and +10 s.
    for (let i = 0; i < 3; i++) await de(`192.0.2.${i}`, DEMO.admin.email, 'chute');
    esperas = [];
    for (let i = 0; i < LOGIN_TENTATIVAS_RESERVA; i++)
      expect((await de('203.0.113.9', DEMO.admin.email, 'chute')).status).toBe(401);
    expect(esperas).toEqual(Array(LOGIN_TENTATIVAS_RESERVA).fill(LOGIN_ESPERA_MAX_MS));
    await esperarErro(
      await de('203.0.113.9', DEMO.admin.email, DEMO.admin.senha),
      429,
      MSG.auth.muitasTentativas,
    );
    // Another new address still gets in, and the lane frees as time passes.
    expect((await de('203.0.113.10', DEMO.admin.email, DEMO.admin.senha)).status).toBe(200);
    relogio.agora = new Date(relogio.agora.getTime() + JANELA_LOGIN_MS + 1);
    expect((await de('203.0.113.9', DEMO.admin.email, DEMO.admin.senha)).status).toBe(200);
  });

  it('a device the owner signed in from before is never slowed down', async () => {
    const cookie = cookieDe(await de('203.0.113.50', DEMO.admin.email, DEMO.admin.senha));
    expect(cookie).toMatch(/^morada_dispositivo=/);
    await atacar(LOGIN_FALHAS_LENTIDAO + 1);
    expect((await de('203.0.113.51', DEMO.admin.email, DEMO.admin.senha, cookie)).status).toBe(200);
    expect(esperas).toEqual([]);
    // A forged cookie, or another account's, is an unknown device: it waits its turn.
    const forjado = cookie.replace(/=.*/, '=admin%40morada.com.br.AAAA');
    for (const c of [forjado, 'morada_dispositivo=x'])
      expect((await de('203.0.113.52', DEMO.admin.email, DEMO.admin.senha, c)).status).toBe(200);
    expect(esperas).toEqual([LOGIN_INTERVALO_LENTO_MS, 2 * LOGIN_INTERVALO_LENTO_MS]);
  });

  it('blocks one address on one account after 10 failures; other addresses still sign in', async () => {
    for (let i = 0; i < LOGIN_MAX_FALHAS; i++)
      expect((await de('198.51.100.1', DEMO.inquilina.email, `x${i}`)).status).toBe(401);
    await esperarErro(
      await de('198.51.100.1', DEMO.inquilina.email, DEMO.inquilina.senha),
      429,
      MSG.auth.muitasTentativas,
    );
    expect((await de('198.51.100.2', DEMO.inquilina.email, DEMO.inquilina.senha)).status).toBe(200);
    relogio.agora = new Date(relogio.agora.getTime() + 15 * 60 * 1000 + 1);
    expect((await de('198.51.100.1', DEMO.inquilina.email, DEMO.inquilina.senha)).status).toBe(200);
  });

  it('an admin unlocks an account; a tenant cannot; an unknown user is 404', async () => {
    const admin = await ctx.adminToken();
    const inquilina = await ctx.login(DEMO.inquilina.email, DEMO.inquilina.senha);
    const alvo = await lerColuna(ctx.db, 'usuarios', 'id', { email: DEMO.inquilina.email });
    for (let i = 0; i < LOGIN_MAX_FALHAS; i++) await de('198.51.100.1', DEMO.inquilina.email, 'x');
    await atacar(2, DEMO.inquilina.email);
    expect((await de('198.51.100.1', DEMO.inquilina.email, DEMO.inquilina.senha)).status).toBe(429);

    const limites = async (id: string, token?: string) =>
      ctx.request(`/api/usuarios/${id}/limites-login`, { token });
    await esperarErro(await limites(alvo.id), 401, MSG.auth.naoAutenticado);
    await esperarErro(await limites(alvo.id, inquilina), 403, MSG.auth.semPermissao);
    await esperarErro(await limites('nao-existe', admin), 404, MSG.api.usuarioNaoEncontrado);
    const visto = await limites(alvo.id, admin);
    expect([visto.status, await visto.json()]).toEqual([
      200,
      { falhasRecentes: LOGIN_MAX_FALHAS + 2, dispositivosNovosLentos: true, enderecosBloqueados: 1 },
    ]);

    const desbloquear = (id: string, token?: string) =>
      ctx.request(`/api/usuarios/${id}/desbloquear-acesso`, { method: 'POST', token });
    await esperarErro(await desbloquear(alvo.id), 401, MSG.auth.naoAutenticado);
    await esperarErro(await desbloquear(alvo.id, inquilina), 403, MSG.auth.semPermissao);
    await esperarErro(await desbloquear('nao-existe', admin), 404, MSG.api.usuarioNaoEncontrado);
    const ok = await desbloquear(alvo.id, admin);
    expect([ok.status, await ok.json()]).toEqual([200, { ok: true, mensagem: MSG.api.acessoDesbloqueado }]);
    esperas = [];
    expect((await de('198.51.100.1', DEMO.inquilina.email, DEMO.inquilina.senha)).status).toBe(200);
    expect(esperas).toEqual([]);
    expect(await (await limites(alvo.id, admin)).json()).toEqual({
      falhasRecentes: 0,
      dispositivosNovosLentos: false,
      enderecosBloqueados: 0,
    });
  });

  it('blocks an address that fails across many accounts', async () => {
    for (let i = 0; i < LOGIN_MAX_FALHAS_IP; i++) await de('198.51.100.7', `naoexiste${i}@x.com`, 'x');
    await esperarErro(
      await de('198.51.100.7', DEMO.inquilina.email, DEMO.inquilina.senha),
      429,
      MSG.auth.muitasTentativas,
    );
    expect((await de('198.51.100.8', DEMO.inquilina.email, DEMO.inquilina.senha)).status).toBe(200);
  });

  it('successful sign-ins are throttled too, and do not use up the failure allowance', async () => {
    for (let i = 0; i < LOGIN_MAX_TENTATIVAS_IP - LOGIN_MAX_FALHAS_IP + 1; i++)
      expect((await de('198.51.100.3', DEMO.admin.email, DEMO.admin.senha)).status).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FALHAS_IP - 2; i++) await de('198.51.100.3', `naoexiste${i}@x.com`, 'x');
    expect((await de('198.51.100.3', DEMO.inquilina.email, DEMO.inquilina.senha)).status).toBe(200);
    await esperarErro(
      await de('198.51.100.3', DEMO.inquilina.email, DEMO.inquilina.senha),
      429,
      MSG.auth.muitasTentativas,
    );
  });
});
