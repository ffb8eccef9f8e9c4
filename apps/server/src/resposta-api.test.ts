import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { MSG } from '@morada/domain';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRIMIR_A_PARTIR_DE } from './app';
import { esperarErro } from './test/http-helpers';
import { createTestContext, type TestContext } from './test/test-app';

const NAVEGADOR = 'gzip, deflate, br, zstd';

type Bruta = { status: number; headers: Record<string, string | string[] | undefined>; corpo: Buffer };
/** A GET over a real socket, the body as sent (no automatic decompression). */
const getBruto = (porta: number, caminho: string, headers: Record<string, string> = {}) =>
  new Promise<Bruta>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port: porta, path: caminho, headers }, (res) => {
      const partes: Buffer[] = [];
      res.on('data', (p: Buffer) => partes.push(p));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, corpo: Buffer.concat(partes) }),
      );
    })
      .on('error', reject)
      .end();
  });

describe('API answers: compression only when worth it, headers on every answer (docs/decisions/017)', () => {
  let ctx: TestContext;
  let servidor: ReturnType<typeof serve>;
  let porta: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    // The production path: @hono/node-server and its lightweight responses.
    servidor = serve({ fetch: ctx.app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise((r) => servidor.once('listening', r));
    porta = (servidor.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => servidor.close(r));
    await ctx.close();
  });

  it('a small JSON answer is sent as it is, with no-store and the security headers', async () => {
    for (const r of [
      await getBruto(porta, '/api/health', { 'Accept-Encoding': NAVEGADOR }),
      await (async () => {
        const res = await ctx.request('/api/health', { headers: { 'Accept-Encoding': NAVEGADOR } });
        return {
          status: res.status,
          headers: Object.fromEntries(res.headers),
          corpo: Buffer.from(await res.arrayBuffer()),
        };
      })(),
    ]) {
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(r.corpo.toString('utf8'))).toEqual({ status: 'ok' });
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers['content-security-policy']).toContain("default-src 'self'");
      expect(r.headers['x-frame-options']).toBe('DENY');
      expect(r.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('a large listing travels gzip-compressed, with Vary, and decompresses to the same JSON', async () => {
    const r = await getBruto(porta, '/api/imoveis?limite=50', { 'Accept-Encoding': NAVEGADOR });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers.vary).toContain('Accept-Encoding');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['x-total-count']).toBeDefined();
    expect(r.headers['content-security-policy']).toContain("default-src 'self'");
    const texto = gunzipSync(r.corpo).toString('utf8');
    expect(Buffer.byteLength(texto)).toBeGreaterThanOrEqual(COMPRIMIR_A_PARTIR_DE);
    expect(r.corpo.length).toBeLessThan(Buffer.byteLength(texto));
    const semGzip = await getBruto(porta, '/api/imoveis?limite=50', { 'Accept-Encoding': 'identity' });
    expect(semGzip.headers['content-encoding']).toBeUndefined();
    expect(semGzip.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(semGzip.corpo.toString('utf8'))).toEqual(JSON.parse(texto));
  });

  it('an answer repeated word for word reuses its gzip; a different answer never gets another one', async () => {
    const [a, b] = [
      await getBruto(porta, '/api/imoveis?limite=50', { 'Accept-Encoding': NAVEGADOR }),
      await getBruto(porta, '/api/imoveis?limite=50', { 'Accept-Encoding': NAVEGADOR }),
    ];
    expect(b.corpo.equals(a.corpo)).toBe(true);
    const outra = await getBruto(porta, '/api/imoveis?limite=3', { 'Accept-Encoding': NAVEGADOR });
    const outraClara = await getBruto(porta, '/api/imoveis?limite=3', { 'Accept-Encoding': 'identity' });
    expect(outra.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(outra.corpo).toString('utf8'))).toEqual(
      JSON.parse(outraClara.corpo.toString('utf8')),
    );
    expect(gunzipSync(outra.corpo).equals(gunzipSync(a.corpo))).toBe(false);
  });

  it('gzip refused with q=0 is not sent', async () => {
    const r = await getBruto(porta, '/api/imoveis?limite=50', { 'Accept-Encoding': 'br, gzip;q=0' });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(Array.isArray(JSON.parse(r.corpo.toString('utf8')))).toBe(true);
  });

  it('errors keep their JSON, no-store and the security headers', async () => {
    const r = await getBruto(porta, '/api/nao-existe', { 'Accept-Encoding': NAVEGADOR });
    expect(r.status).toBe(404);
    expect(JSON.parse(r.corpo.toString('utf8')).erro).toBe(MSG.api.rotaNaoEncontrada);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['x-frame-options']).toBe('DENY');
  });

  it('body limits still hold on writes: 2 MB to contact is 413 with the pt-BR message', async () => {
    const res = await ctx.request('/api/contato', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mensagem: 'x'.repeat(2 * 1024 * 1024) }),
    });
    // Headers first: in this file serve() swapped in node-server's lightweight Response, whose
    // headers read after the body are rebuilt from its init (a test-only artefact).
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    await esperarErro(res, 413, MSG.api.corpoGrande);
  });
});
