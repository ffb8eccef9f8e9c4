import { MSG } from '@morada/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { RateLimiter } from '../lib/rate-limit';
import { LOGIN_MAX_FALHAS } from '../modules/auth/controle-login';
import { CACHE_IMOVEIS_CONFERIR_MS } from '../modules/imoveis/imoveis.cache';
import { esperarErro, idDoUsuario } from '../test/http-helpers';
import { createTestContext, DEMO, type TestContext } from '../test/test-app';
import { imovelSemContrato } from '../modules/imoveis/imoveis.fixture';

/**
 * Two app instances on one database stand for two server processes (docs/decisions/019): each has
 * its own limiters and cache in memory, so whatever they agree on went through the database. Runs
 * on SQLite (server) and PostgreSQL (server-pg).
 */
let ctx: TestContext;
let outro: ReturnType<typeof createApp>;
beforeEach(async () => {
  ctx = await createTestContext();
  outro = createApp({ ...ctx.deps });
});
afterEach(() => ctx.close());

const loginEm = (app: ReturnType<typeof createApp>, senha: string, token?: string) =>
  app.request('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ email: DEMO.admin.email, senha }),
  });

const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('state shared through the database', () => {
  it('sign-in failures on one process count on the other, and an unlock on one lifts both', async () => {
    // The admin's token first: afterwards the account is locked from this address.
    const admin = await ctx.adminToken();
    for (let i = 0; i < LOGIN_MAX_FALHAS; i++) {
      const app = i % 2 === 0 ? ctx.app : outro;
      expect((await loginEm(app, `errada${i}`)).status).toBe(401);
    }
    await esperarErro(await loginEm(outro, DEMO.admin.senha), 429, MSG.auth.muitasTentativas);
    await esperarErro(await loginEm(ctx.app, DEMO.admin.senha), 429, MSG.auth.muitasTentativas);

    const id = await idDoUsuario(ctx, DEMO.admin.email);
    const r = await ctx.request(`/api/usuarios/${id}/desbloquear-acesso`, { method: 'POST', token: admin });
    expect(r.status).toBe(200);
    expect((await loginEm(outro, DEMO.admin.senha)).status).toBe(200);
  });

  it('a parallel burst split over two processes admits exactly the limit', async () => {
    const a = new RateLimiter(ctx.db, 'rajada', 7, 60_000);
    const b = new RateLimiter(ctx.db, 'rajada', 7, 60_000);
    const r = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).admitir('ip')));
    expect(r.filter(Boolean)).toHaveLength(7);
    expect(await b.contagem('ip')).toBe(7);
  });

  it("a property write on one process empties the other's property cache", async () => {
    const titulo = async (id: string) =>
      ((await (await outro.request(`/api/imoveis/${id}`)).json()) as { titulo: string }).titulo;
    const alvo = await ctx.db.selectFrom('imoveis').select(['id', 'titulo']).executeTakeFirstOrThrow();
    expect(await titulo(alvo.id)).toBe(alvo.titulo);
    // Changed behind the API's back: the other process keeps answering from its cache…
    await ctx.db
      .updateTable('imoveis')
      .set({ titulo: 'Mudado no banco' })
      .where('id', '=', alvo.id)
      .execute();
    await dormir(CACHE_IMOVEIS_CONFERIR_MS + 50);
    expect(await titulo(alvo.id)).toBe(alvo.titulo);

    // …until a write through this process's API bumps the shared generation.
    const semContrato = await imovelSemContrato(ctx, alvo.id);
    const admin = await ctx.adminToken();
    const apagar = await ctx.request(`/api/imoveis/${semContrato.id}`, { method: 'DELETE', token: admin });
    expect(apagar.status).toBeLessThan(300);
    await dormir(CACHE_IMOVEIS_CONFERIR_MS + 50);
    expect(await titulo(alvo.id)).toBe('Mudado no banco');
    expect((await outro.request(`/api/imoveis/${semContrato.id}`)).status).toBe(404);
  });
});
