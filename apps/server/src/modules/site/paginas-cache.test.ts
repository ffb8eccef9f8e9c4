import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { CACHE_IMOVEIS_CONFERIR_MS } from '../imoveis/imoveis.cache';
import { createTestContext, type TestContext } from '../../test/test-app';
import { cachePaginas } from './paginas';
import { criarShellDoSite, servirSiteContando } from './paginas.fixture';

// Issue 38: a public page is rendered once per URL and kept, until a write changes what it shows.
// Every test reads the rendered pages through the server as a browser would, and counts renders.
const dist = criarShellDoSite();
let ctx: TestContext;
let site: Hono;
let renders = 0;
let admin: string;

/** The site served by an app instance over the test database: `app` stands for one process. */
const servirSite = (app: Hono, deps: TestContext['deps']) =>
  servirSiteContando(app, dist, cachePaginas(deps), () => renders++);

const html = async (s: Hono, caminho: string, headers: Record<string, string> = {}) => {
  const res = await s.request(caminho, { headers });
  expect(res.status, caminho).toBe(200);
  return res.text();
};
const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  ctx = await createTestContext();
  site = servirSite(ctx.app as unknown as Hono, ctx.deps);
  admin = await ctx.adminToken();
}, 60_000);
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});
beforeEach(() => {
  renders = 0;
});

describe('public pages from a cache', () => {
  it('renders a URL once: the next visitors get the same page without a render', async () => {
    const primeira = await html(site, '/sobre?origem=cache');
    const outras = await Promise.all([1, 2, 3].map(() => html(site, '/sobre?origem=cache')));
    expect(outras).toEqual([primeira, primeira, primeira]);
    expect(renders).toBe(1);
    // Another URL is another page.
    await html(site, '/contato?origem=cache');
    expect(renders).toBe(2);
  });

  it('each encoding carries the same page, and a browser holding it gets 304 with no body', async () => {
    const semCompressao = await site.request('/imoveis?cidade=cache');
    const texto = await semCompressao.text();
    const br = await site.request('/imoveis?cidade=cache', { headers: { 'Accept-Encoding': 'br, gzip' } });
    const gz = await site.request('/imoveis?cidade=cache', { headers: { 'Accept-Encoding': 'gzip' } });
    expect([semCompressao.headers.get('Content-Encoding'), br.headers.get('Content-Encoding')]).toEqual([
      null,
      'br',
    ]);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(texto);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(texto);
    expect(renders).toBe(1);

    const etag = semCompressao.headers.get('ETag')!;
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    // Each encoding has its own tag: the bytes differ.
    expect([br.headers.get('ETag'), gz.headers.get('ETag'), br.headers.get('Vary')]).toEqual([
      etag.replace(/"$/, '-br"'),
      etag.replace(/"$/, '-gzip"'),
      'Accept-Encoding',
    ]);
    const revalidada = await site.request('/imoveis?cidade=cache', { headers: { 'If-None-Match': etag } });
    expect([revalidada.status, await revalidada.text()]).toEqual([304, '']);
    const comBr = { 'Accept-Encoding': 'br', 'If-None-Match': `W/"x", ${br.headers.get('ETag')}` };
    expect((await site.request('/imoveis?cidade=cache', { headers: comBr })).status).toBe(304);
    // The identity tag does not validate the brotli copy.
    const trocada = await site.request('/imoveis?cidade=cache', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag },
    });
    expect(trocada.status).toBe(200);
    const outraVersao = await site.request('/imoveis?cidade=cache', {
      headers: { 'If-None-Match': 'W/"x"' },
    });
    expect(outraVersao.status).toBe(200);
  });

  it('a signed-in visitor gets the page everyone gets, and never fills the cache with his own', async () => {
    // The admin comes first and fills the cache; an anonymous visitor then gets the same bytes.
    const doAdmin = await html(site, '/imoveis?pagina=1', { Authorization: `Bearer ${admin}` });
    const daInquilina = await html(site, '/imoveis?pagina=1', {
      Authorization: `Bearer ${await ctx.tenantToken()}`,
    });
    const anonimo = await html(site, '/imoveis?pagina=1');
    expect([doAdmin, daInquilina]).toEqual([anonimo, anonimo]);
    const ocupados = await ctx.db
      .selectFrom('imoveis')
      .select('titulo')
      .where('status', '!=', 'Disponível')
      .execute();
    for (const { titulo } of ocupados) expect(anonimo).not.toContain(titulo);
  });

  it('a property removed through the API leaves the listing at once; a refused write keeps the cache', async () => {
    const removivel = await ctx.db
      .selectFrom('imoveis')
      .leftJoin('contratos', 'contratos.imovel_id', 'imoveis.id')
      .select(['imoveis.id', 'imoveis.titulo'])
      .where('imoveis.status', '=', 'Disponível')
      .where('contratos.id', 'is', null)
      .executeTakeFirstOrThrow();
    const url = `/imoveis?q=${encodeURIComponent(removivel.titulo)}`;
    // The property's id is in its link and in the page's data.
    expect(await html(site, url)).toContain(removivel.id);

    // A tenant may not delete: 403, nothing changed, the page stays cached.
    const recusada = await ctx.request(`/api/imoveis/${removivel.id}`, {
      method: 'DELETE',
      token: await ctx.tenantToken(),
    });
    expect(recusada.status).toBe(403);
    await html(site, url);
    expect(renders).toBe(1);

    const removida = await ctx.request(`/api/imoveis/${removivel.id}`, { method: 'DELETE', token: admin });
    expect(removida.status).toBeLessThan(300);
    expect(await html(site, url)).not.toContain(removivel.id);
    expect(renders).toBe(2);
  });

  it("the agency's new name is on every page at once after the settings are saved", async () => {
    const antes = await html(site, '/sobre');
    expect(antes).not.toContain('Imobiliária Cache Nova');
    const config = (await (
      await ctx.request('/api/configuracoes/completa', { token: admin })
    ).json()) as object;
    const salvo = await ctx.request('/api/configuracoes', {
      method: 'PUT',
      token: admin,
      json: { ...config, nome: 'Imobiliária Cache Nova' },
    });
    expect(salvo.status).toBe(200);
    expect(await html(site, '/sobre')).toContain('Imobiliária Cache Nova');
  });

  it("another process's write reaches this process's pages within the generation check", async () => {
    // A second app instance on the same database: its writes reach this one only through the
    // shared generation counters (docs/decisions/019).
    const outroDeps = { ...ctx.deps };
    const outro = createApp(outroDeps);
    const antes = await html(site, '/contato');
    expect(antes).not.toContain('Morada Outro Processo');
    const config = (await (
      await ctx.request('/api/configuracoes/completa', { token: admin })
    ).json()) as object;
    const salvo = await outro.request('/api/configuracoes', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...config, nome: 'Morada Outro Processo' }),
    });
    expect(salvo.status).toBe(200);
    await dormir(CACHE_IMOVEIS_CONFERIR_MS + 20);
    expect(await html(site, '/contato')).toContain('Morada Outro Processo');
  });
});
