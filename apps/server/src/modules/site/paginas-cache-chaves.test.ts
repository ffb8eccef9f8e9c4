import { rmSync } from 'node:fs';
import type { Imovel } from '@morada/domain';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CachePorGeracao } from '../../lib/cache-por-geracao';
import { createTestContext, type TestContext } from '../../test/test-app';
import { criarCachePaginas, type PaginaPronta } from './paginas-cache';
import { criarShellDoSite, servirSiteContando } from './paginas.fixture';

// Issue 38: what a kept page is kept under (its normalized URL), what is never kept (private
// pages), what a write through the API changes, and the memory bound. X-Cache tells the visitor's
// request that rendered (MISS) from one answered from memory (HIT); a render counter agrees.
const dist = criarShellDoSite();
let ctx: TestContext;
let renders = 0;
let admin: string;

const servirSite = (cache: CachePorGeracao<PaginaPronta>) =>
  servirSiteContando(ctx.app as unknown as Hono, dist, cache, () => renders++);

let site: Hono;
const pedir = async (caminho: string, headers: Record<string, string> = {}, s = site) => {
  const res = await s.request(caminho, { headers });
  return { status: res.status, cache: res.headers.get('X-Cache'), html: await res.text() };
};

beforeAll(async () => {
  ctx = await createTestContext();
  site = servirSite(criarCachePaginas(ctx.deps));
  admin = await ctx.adminToken();
}, 60_000);
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});
beforeEach(() => {
  renders = 0;
});

describe('the page cache: keys, private pages, writes and its memory bound', () => {
  it('the order of the filters and campaign tags share one entry; other filters are other pages', async () => {
    expect((await pedir('/imoveis?tipo=Casa&operacao=Aluguel')).cache).toBe('MISS');
    expect((await pedir('/imoveis?operacao=Aluguel&tipo=Casa')).cache).toBe('HIT');
    expect((await pedir('/imoveis?utm_source=zap&operacao=Aluguel&tipo=Casa&fbclid=x1')).cache).toBe('HIT');
    expect(renders).toBe(1);
    const apartamentos = await pedir('/imoveis?tipo=Apartamento&operacao=Aluguel');
    expect([apartamentos.status, apartamentos.cache]).toEqual([200, 'MISS']);
    expect(renders).toBe(2);
  });

  it('a redirect is kept too, and a campaign link keeps its tags through it', async () => {
    const { id } = await ctx.db
      .selectFrom('imoveis')
      .select('id')
      .where('status', '=', 'Disponível')
      .executeTakeFirstOrThrow();
    const primeira = await site.request(`/imoveis/${id}?utm_campaign=verao`);
    expect(primeira.status).toBe(301);
    expect(primeira.headers.get('Location')).toMatch(
      new RegExp(`/imoveis/[\\w-]*${id}\\?utm_campaign=verao$`),
    );
    const segunda = await site.request(`/imoveis/${id}`);
    expect(segunda.headers.get('Location')).toMatch(new RegExp(`/imoveis/[\\w-]*${id}$`));
    expect(renders).toBe(1);
  });

  it('pages not indexed (login, a 404) and the private areas are rendered for each request, never kept', async () => {
    for (const caminho of ['/login', '/pagina-que-nao-existe']) {
      const [a, b] = [await pedir(caminho), await pedir(caminho)];
      expect([caminho, a.cache, b.cache]).toEqual([caminho, 'MISS', 'MISS']);
      expect(a.html).toContain('<meta name="robots" content="noindex"');
    }
    // The tenant's area is the client app's shell: no rendered page, no X-Cache.
    const area = await pedir('/locatario', { Authorization: `Bearer ${await ctx.tenantToken()}` });
    expect([area.status, area.cache, area.html]).toEqual([
      200,
      null,
      expect.stringContaining('<div id="root">'),
    ]);
    expect(renders).toBe(5);
  });

  it('a signed-in visitor (bearer or cookie) gets the anonymous page: no name, no e-mail of anyone', async () => {
    const anonimo = await pedir('/contato');
    const inquilina = await ctx.tenantToken();
    const comSessao = await pedir('/contato', {
      Authorization: `Bearer ${inquilina}`,
      Cookie: `sessao=${inquilina}`,
    });
    expect([comSessao.cache, comSessao.html]).toEqual(['HIT', anonimo.html]);
    // And a page first rendered for a signed-in admin is the anonymous page too.
    const doAdmin = await pedir('/sobre', { Authorization: `Bearer ${admin}`, Cookie: `sessao=${admin}` });
    expect(doAdmin.cache).toBe('MISS');
    expect((await pedir('/sobre')).html).toBe(doAdmin.html);
    const pessoas = await ctx.db.selectFrom('usuarios').select(['nome', 'email']).execute();
    for (const { nome, email } of pessoas) {
      expect(doAdmin.html).not.toContain(email);
      expect(doAdmin.html).not.toContain(`>${nome}<`);
    }
  });

  it("a price changed by the admin is on the property's page and in the listing at the next request", async () => {
    const alvo = await ctx.db
      .selectFrom('imoveis')
      .select('id')
      .where('status', '=', 'Disponível')
      .executeTakeFirstOrThrow();
    const redirecionada = await site.request(`/imoveis/${alvo.id}`);
    const pagina = redirecionada.headers.get('Location')!;
    const antes = await pedir(pagina);
    expect((await pedir('/imoveis')).html).not.toContain('1.234.567');
    expect((await pedir(pagina)).cache).toBe('HIT');
    expect(antes.html).not.toContain('1.234.567');

    const imovel = (await (await ctx.request(`/api/imoveis/${alvo.id}`, { token: admin })).json()) as Imovel;
    const form = new FormData();
    const campos = [
      'titulo',
      'tipo',
      'operacao',
      'endereco',
      'bairro',
      'cidade',
      'estado',
      'descricao',
    ] as const;
    for (const k of campos) form.append(k, String(imovel[k]));
    for (const k of ['areaUtil', 'quartos', 'banheiros', 'vagas', 'status', 'proprietarioId'] as const)
      if (imovel[k] !== undefined && imovel[k] !== null) form.append(k, String(imovel[k]));
    form.append('preco', '1234567');
    const salvo = await ctx.request(`/api/imoveis/${alvo.id}`, { method: 'PUT', token: admin, body: form });
    expect(salvo.status).toBe(200);

    const depois = await pedir(pagina);
    expect([depois.cache, depois.html]).toEqual(['MISS', expect.stringContaining('1.234.567')]);
    expect((await pedir('/imoveis')).html).toContain('1.234.567');
  });

  it('keeps no more bytes than its bound: the least recently used page leaves first', async () => {
    const sobre = await pedir('/sobre');
    // Room for one page of this size kept with its brotli and gzip copies, not for two.
    const pequeno = criarCachePaginas(ctx.deps, Math.round(sobre.html.length * 2.6));
    const s = servirSite(pequeno);
    for (const q of ['a', 'b', 'c']) expect((await pedir(`/sobre?de=${q}`, {}, s)).cache).toBe('MISS');
    expect(pequeno.bytesGuardados).toBeGreaterThan(sobre.html.length);
    expect(pequeno.bytesGuardados).toBeLessThanOrEqual(Math.round(sobre.html.length * 2.6));
    expect((await pedir('/sobre?de=c', {}, s)).cache).toBe('HIT');
    expect((await pedir('/sobre?de=b', {}, s)).cache).toBe('MISS');
    expect((await pedir('/sobre?de=b', {}, s)).cache).toBe('HIT');
  });
});
