import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MSG } from '@morada/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { armazenamentoEmDisco, pastaDaArea } from './lib/armazenamento';
import { servirFotos, servirSpa } from './static';
import { contar, esperarErro } from './test/http-helpers';
import { createTestContext, DEMO, type TestContext } from './test/test-app';
import { lerColuna } from './test/banco';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(() => ctx.close());

describe('app shell', () => {
  it('runs on the dialect of its project: SQLite, or PostgreSQL in server-pg', async () => {
    const pg = Boolean(inject('pgBaseUrl'));
    const { rows } = await sql<{
      v: string;
    }>`select ${pg ? sql`version()` : sql`sqlite_version()`} as v`.execute(ctx.db);
    expect(String(rows[0]?.v)).toMatch(pg ? /^PostgreSQL/ : /^3\./);
  });

  it('GET /api/health', async () => {
    const res = await ctx.request('/api/health');
    expect([res.status, await res.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('unknown API routes answer JSON 404 with security headers and no cache', async () => {
    const res = await ctx.request('/api/nao-existe');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    await esperarErro(res, 404, MSG.api.rotaNaoEncontrada);
  });

  it('every answer carries a Permissions-Policy that turns off camera, microphone and geolocation', async () => {
    for (const path of ['/api/health', '/api/nao-existe', '/qualquer-pagina']) {
      const res = await ctx.request(path);
      expect(res.headers.get('Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=()');
    }
  });
});

describe('security headers', () => {
  let comSite: TestContext;
  const estaticos = mkdtempSync(join(tmpdir(), 'morada-headers-'));
  beforeAll(async () => {
    comSite = await createTestContext({ seed: false });
    // The built apps and the photos, mounted as index.ts mounts them (before the first request).
    mkdirSync(join(estaticos, 'site', 'assets'), { recursive: true });
    writeFileSync(join(estaticos, 'site', 'index.html'), '<html>site</html>');
    writeFileSync(join(estaticos, 'site', 'assets', 'app-1.js'), 'console.log(1)');
    mkdirSync(pastaDaArea(estaticos, 'fotos'), { recursive: true });
    writeFileSync(join(pastaDaArea(estaticos, 'fotos'), 'a.png'), 'png');
    servirFotos(comSite.app, armazenamentoEmDisco(estaticos));
    servirSpa(comSite.app, '', join(estaticos, 'site'), 'O site');
  });
  afterAll(async () => {
    await comSite.close();
    rmSync(estaticos, { recursive: true, force: true });
  });

  it('API answers, pages, assets and photos: HSTS for a year, no framing by anyone (XFO and CSP agree)', async () => {
    for (const path of [
      '/api/health',
      '/api/nao-existe',
      '/',
      '/imoveis/123',
      '/assets/app-1.js',
      '/uploads/fotos/a.png',
    ]) {
      const res = await comSite.request(path);
      expect(res.status, path).toBeLessThan(500);
      expect(
        {
          hsts: res.headers.get('Strict-Transport-Security'),
          xfo: res.headers.get('X-Frame-Options'),
          frameAncestors: res.headers.get('Content-Security-Policy')?.match(/frame-ancestors [^;]*/)?.[0],
        },
        path,
      ).toEqual({
        hsts: 'max-age=31536000; includeSubDomains',
        xfo: 'DENY',
        frameAncestors: "frame-ancestors 'none'",
      });
    }
    expect(await (await comSite.request('/imoveis/123')).text()).toBe('<html>site</html>');
  });
});

describe('body size', () => {
  let seeded: TestContext;
  beforeAll(async () => {
    seeded = await createTestContext();
  });
  afterAll(() => seeded.close());

  const DOIS_MB = 'x'.repeat(2 * 1024 * 1024);
  const acessoAdmin = async () =>
    (await lerColuna(seeded.db, 'usuarios', 'ultimo_acesso', { email: DEMO.admin.email })).ultimo_acesso;

  it('a 2 MB JSON body to login or contact is 413 with the JSON error, and nothing is stored', async () => {
    const antes = {
      usuarios: await contar(seeded, 'usuarios'),
      mensagens: await contar(seeded, 'mensagens_contato'),
      emails: await contar(seeded, 'emails'),
      acesso: await acessoAdmin(),
    };
    const contato = {
      nome: 'Rita',
      email: 'rita@x.com',
      telefone: '(11) 93333-4444',
      assunto: 'Visita',
      mensagem: 'Olá',
    };
    for (const [path, json] of [
      ['/api/auth/login', { email: DEMO.admin.email, senha: DEMO.admin.senha, enchimento: DOIS_MB }],
      ['/api/contato', { ...contato, enchimento: DOIS_MB }],
      ['/api/auth/register', { nome: 'Rita', email: 'rita@x.com', senha: 'segredo1', enchimento: DOIS_MB }],
    ] as const) {
      const res = await seeded.request(path, { method: 'POST', json });
      const corpo = await esperarErro(res, 413, MSG.api.corpoGrande);
      expect(corpo.codigo).toBe('CORPO_GRANDE');
      // The same body with a declared length is refused before it is read.
      const texto = JSON.stringify(json);
      const declarado = await seeded.request(path, {
        method: 'POST',
        body: texto,
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(texto)) },
      });
      await esperarErro(declarado, 413, MSG.api.corpoGrande);
    }
    expect({
      usuarios: await contar(seeded, 'usuarios'),
      mensagens: await contar(seeded, 'mensagens_contato'),
      emails: await contar(seeded, 'emails'),
      acesso: await acessoAdmin(),
    }).toEqual(antes);
    // The same requests under 1 MB go through: the limit, not the payload, refused them.
    expect(
      (
        await seeded.request('/api/auth/login', {
          method: 'POST',
          json: { email: DEMO.admin.email, senha: DEMO.admin.senha, enchimento: 'x' },
        })
      ).status,
    ).toBe(200);
  });
});
