import { MSG } from '@morada/domain';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FALHAS_IP } from '../modules/auth/controle-login';
import { esperarErro } from '../test/http-helpers';
import { createTestContext, DEMO, type TestContext } from '../test/test-app';
import { clientIp } from './client-ip';
import type { AppEnv, Deps } from './context';

const appCom = (trustProxy: boolean) =>
  new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('deps', { env: { TRUST_PROXY: trustProxy } } as Deps);
      await next();
    })
    .get('/', (c) => c.text(clientIp(c)));

const ipDe = async (app: Hono<AppEnv>, xff?: string) =>
  (await app.request('/', { headers: xff === undefined ? {} : { 'X-Forwarded-For': xff } })).text();

describe('clientIp', () => {
  it('with TRUST_PROXY takes the right-most X-Forwarded-For entry, the one the proxy appended', async () => {
    const app = appCom(true);
    expect(await ipDe(app, '1.1.1.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipDe(app, '203.0.113.7')).toBe('203.0.113.7');
    expect(await ipDe(app, ' 9.9.9.9 ,  8.8.8.8 ,198.51.100.2 , ')).toBe('198.51.100.2');
    expect(await ipDe(app)).toBe('local');
    expect(await ipDe(app, ' , ')).toBe('local');
  });

  it('without TRUST_PROXY ignores X-Forwarded-For', async () => {
    expect(await ipDe(appCom(false), '1.1.1.1, 203.0.113.7')).toBe('local');
  });
});

describe('per-IP limits behind a trusted proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    ctx.deps.env.TRUST_PROXY = true;
  });
  afterAll(() => ctx.close());

  it('forging the left-most X-Forwarded-For entry does not escape the login limit', async () => {
    const login = (forjado: string, email: string, senha: string) =>
      ctx.request('/api/auth/login', {
        method: 'POST',
        headers: { 'X-Forwarded-For': `${forjado}, 203.0.113.7` },
        json: { email, senha },
      });
    for (let i = 0; i < LOGIN_MAX_FALHAS_IP; i++) {
      expect((await login(`10.0.0.${i}`, `naoexiste${i}@x.com`, 'x')).status).toBe(401);
    }
    await esperarErro(
      await login('10.0.0.99', DEMO.inquilina.email, DEMO.inquilina.senha),
      429,
      MSG.auth.muitasTentativas,
    );
    const outroCliente = await ctx.request('/api/auth/login', {
      method: 'POST',
      headers: { 'X-Forwarded-For': '203.0.113.8' },
      json: { email: DEMO.inquilina.email, senha: DEMO.inquilina.senha },
    });
    expect(outroCliente.status).toBe(200);
  });
});
