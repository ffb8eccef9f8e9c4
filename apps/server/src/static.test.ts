import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { jwtSecretFor } from './bootstrap';
import { loadEnv } from './env';
import { armazenamentoEmDisco, pastaDaArea } from './lib/armazenamento';
import { servirFotos, servirSpa } from './static';

const raiz = mkdtempSync(join(tmpdir(), 'morada-static-'));
afterAll(() => rmSync(raiz, { recursive: true, force: true }));

const site = join(raiz, 'site');
mkdirSync(join(site, 'assets'), { recursive: true });
writeFileSync(join(site, 'index.html'), '<html>site</html>');
writeFileSync(join(site, 'assets', 'app-123.js'), 'console.log(1)');
const fotos = pastaDaArea(raiz, 'fotos');
mkdirSync(fotos, { recursive: true });
writeFileSync(join(fotos, 'a.png'), 'png');
writeFileSync(join(raiz, 'segredo.txt'), 'segredo');

const app = new Hono();
servirFotos(app, armazenamentoEmDisco(raiz));
servirSpa(app, '/admin', join(raiz, 'nao-existe'), 'O back office');
servirSpa(app, '', site, 'O site');

describe('static serving', () => {
  it('sends built text files brotli- or gzip-compressed to clients that accept it; images as they are', async () => {
    const codigo = 'export const x = 1;\n'.repeat(200);
    writeFileSync(join(site, 'assets', 'grande-456.js'), codigo);
    const br = await app.request('/assets/grande-456.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect([br.headers.get('Content-Encoding'), br.headers.get('Vary')]).toEqual(['br', 'Accept-Encoding']);
    const bytesBr = Buffer.from(await br.arrayBuffer());
    expect(bytesBr.length).toBeLessThan(codigo.length / 10);
    expect(brotliDecompressSync(bytesBr).toString()).toBe(codigo);
    const gz = await app.request('/assets/grande-456.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(codigo);
    const cru = await app.request('/assets/grande-456.js');
    expect([cru.headers.get('Content-Encoding'), await cru.text()]).toEqual([null, codigo]);
    const html = await app.request('/imoveis', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotliDecompressSync(Buffer.from(await html.arrayBuffer())).toString()).toBe('<html>site</html>');
    const foto = await app.request('/uploads/fotos/a.png', { headers: { 'Accept-Encoding': 'br' } });
    expect([foto.headers.get('Content-Encoding'), await foto.text()]).toEqual([null, 'png']);
  });

  it('serves files with long cache for hashed assets and photos, SPA fallback elsewhere', async () => {
    const js = await app.request('/assets/app-123.js');
    expect([js.status, js.headers.get('Content-Type'), js.headers.get('Cache-Control')]).toEqual([
      200,
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ]);
    const rota = await app.request('/imoveis/123');
    expect([rota.status, await rota.text(), rota.headers.get('Cache-Control')]).toEqual([
      200,
      '<html>site</html>',
      'no-cache',
    ]);
    expect((await app.request('/assets/sumiu.js')).status).toBe(404);
    const foto = await app.request('/uploads/fotos/a.png');
    expect([foto.status, foto.headers.get('Content-Type')]).toEqual([200, 'image/png']);
  });

  it('refuses path tricks', async () => {
    for (const p of [
      '/uploads/fotos/..%2Fsegredo.txt',
      '/uploads/fotos/%2e%2e/segredo.txt',
      '/uploads/fotos/..\\segredo.txt',
      '/uploads/fotos/%00a.png',
      '/uploads/fotos/%E0%A4%A',
    ]) {
      const res = await app.request(p);
      // Either refused, or the URL parser already collapsed the dots and the SPA answers: never the file.
      const texto = await res.text();
      expect(texto, p).not.toContain('segredo');
      expect([404, 200], p).toContain(res.status);
    }
    const spa = await app.request('/..%2Fsegredo.txt');
    expect(await spa.text()).toBe('<html>site</html>');
  });

  it('a missing build answers a pt-BR page telling to build', async () => {
    const res = await app.request('/admin/usuarios');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
  });
});

describe('jwtSecretFor', () => {
  it('generates the secret once into DATA_DIR with mode 600, and prefers JWT_SECRET', () => {
    const env = loadEnv({ DATA_DIR: join(raiz, 'data') });
    const s1 = jwtSecretFor(env);
    expect(s1.length).toBeGreaterThanOrEqual(32);
    expect(jwtSecretFor(env)).toBe(s1);
    expect(statSync(join(raiz, 'data', 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(jwtSecretFor({ ...env, JWT_SECRET: 'x'.repeat(40) })).toBe('x'.repeat(40));
  });
});
