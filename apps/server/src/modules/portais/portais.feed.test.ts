import { MSG } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoComTokens, type Tokens } from '../../test/contexto';
import type { TestContext } from '../../test/test-app';
import { alterarImovel, caminhoDoFeed, idsDoFeed, lerPortais } from './portais.fixture';

let ctx: TestContext;
let t: Tokens;
beforeAll(async () => ({ ctx, t } = await contextoComTokens()));
afterAll(() => ctx.close());

const lerFeed = async () => {
  const { urlFeed } = await lerPortais(ctx, t.admin);
  const res = await ctx.request(caminhoDoFeed(urlFeed));
  expect(res.status).toBe(200);
  return res.text();
};
const publicar = (id: string, publicar: boolean) =>
  ctx.request(`/api/admin/portais/imoveis/${id}`, { method: 'PUT', token: t.admin, json: { publicar } });

/** The body every unknown address gets: the feed's 404 must not differ from it. */
const corpoDe404 = async () => {
  const res = await ctx.request('/api/nada-aqui');
  expect(res.status).toBe(404);
  return res.json();
};

describe('GET /api/portais/vrsync.xml', () => {
  it('no token made yet, a missing or a wrong token: the same 404 as an unknown address', async () => {
    const esperado = await corpoDe404();
    expect(esperado).toMatchObject({ erro: MSG.api.rotaNaoEncontrada });
    const antes = await ctx.request('/api/portais/vrsync.xml?token=qualquer');
    expect([antes.status, await antes.json()]).toEqual([404, esperado]);
    const { urlFeed } = await lerPortais(ctx, t.admin);
    const token = new URL(urlFeed).searchParams.get('token')!;
    for (const errado of ['', '?token=', '?token=abc', `?token=${token.slice(0, -1)}`, `?token=${token}x`]) {
      const res = await ctx.request(`/api/portais/vrsync.xml${errado}`);
      expect([errado, res.status, await res.json()]).toEqual([errado, 404, esperado]);
    }
  });

  it('answers XML with the marked, Disponível properties without pendências, to anyone holding the URL', async () => {
    const { urlFeed, imoveis } = await lerPortais(ctx, t.admin);
    const res = await ctx.request(caminhoDoFeed(urlFeed));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<ListingDataFeed xmlns="http://www.vivareal.com/schemas/1.0/VRSync"',
      ),
    ).toBe(true);
    expect(xml).toContain('<Provider>');
    const esperados = imoveis
      .filter((i) => i.publicarNosPortais && i.status === 'Disponível')
      .map((i) => i.id);
    expect(esperados.length).toBeGreaterThan(0);
    expect(idsDoFeed(xml)).toEqual(esperados);
    expect(imoveis.filter((i) => i.noFeed).map((i) => i.id)).toEqual(esperados);
  });

  it('marking adds a property, unmarking takes it out', async () => {
    const { imoveis } = await lerPortais(ctx, t.admin);
    const fora = imoveis.find(
      (i) => !i.publicarNosPortais && i.status === 'Disponível' && !i.pendencias.length,
    )!;
    const dentro = imoveis.find((i) => i.noFeed)!;
    expect(idsDoFeed(await lerFeed())).not.toContain(fora.id);
    expect((await publicar(fora.id, true)).status).toBe(200);
    expect(idsDoFeed(await lerFeed())).toContain(fora.id);
    expect((await publicar(dentro.id, false)).status).toBe(200);
    expect(idsDoFeed(await lerFeed())).not.toContain(dentro.id);
    await publicar(dentro.id, true);
    await publicar(fora.id, false);
  });

  it('a property that becomes Ocupado (rented) leaves the feed, and comes back when Disponível again', async () => {
    const { imoveis } = await lerPortais(ctx, t.admin);
    const { id } = imoveis.find((i) => i.noFeed)!;
    await alterarImovel(ctx, id, { status: 'Ocupado' });
    expect(idsDoFeed(await lerFeed())).not.toContain(id);
    expect((await lerPortais(ctx, t.admin)).imoveis.find((i) => i.id === id)).toMatchObject({
      publicarNosPortais: true,
      noFeed: false,
    });
    await alterarImovel(ctx, id, { status: 'Disponível' });
    expect(idsDoFeed(await lerFeed())).toContain(id);
  });

  it('escapes a title with "&" (and keeps it readable)', async () => {
    const { imoveis } = await lerPortais(ctx, t.admin);
    const { id, titulo } = imoveis.find((i) => i.noFeed)!;
    await alterarImovel(ctx, id, { titulo: 'Casa & Quintal <3 vagas> em "Moema"' });
    const xml = await lerFeed();
    expect(xml).toContain('<Title>Casa &amp; Quintal &lt;3 vagas&gt; em &quot;Moema&quot;</Title>');
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    await alterarImovel(ctx, id, { titulo });
  });

  it('a new token: the old URL answers 404, the new one the feed', async () => {
    const antiga = (await lerPortais(ctx, t.admin)).urlFeed;
    const res = await ctx.request('/api/admin/portais/token', { method: 'POST', token: t.admin });
    expect(res.status).toBe(200);
    const { urlFeed: nova } = (await res.json()) as { urlFeed: string };
    expect(nova).not.toBe(antiga);
    expect((await lerPortais(ctx, t.admin)).urlFeed).toBe(nova);
    const velha = await ctx.request(caminhoDoFeed(antiga));
    expect([velha.status, await velha.json()]).toEqual([404, await corpoDe404()]);
    expect((await ctx.request(caminhoDoFeed(nova))).status).toBe(200);
  });
});
