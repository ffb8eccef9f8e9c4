import { rmSync } from 'node:fs';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servirSpa } from '../../static';
import { pedir, prepararAssinaturas, tokenDoPapel, type Links } from '../assinaturas/assinaturas.fixture';
import { cachePaginas, paginasDoSite } from './paginas';
import { BASE, carregar, criarShellDoSite } from './paginas.fixture';

const dist = criarShellDoSite();
let cenario: Awaited<ReturnType<typeof prepararAssinaturas>>;
let site: Hono;
let links: Links;

const pagina = async (caminho: string) => {
  const res = await site.request(caminho);
  return { res, html: await res.text() };
};
const robots = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];

beforeAll(async () => {
  cenario = await prepararAssinaturas();
  const { c } = cenario;
  site = new Hono();
  site.route('/', c.app as unknown as Hono);
  servirSpa(
    site,
    '',
    dist,
    'O site',
    paginasDoSite({
      dist,
      carregar,
      base: BASE,
      api: (caminho, init) => Promise.resolve(c.app.request(caminho, init)),
      cache: cachePaginas(c.deps),
    }),
  );
  const r = await pedir(c, cenario.contratoId);
  expect(r.status).toBe(201);
  links = (await r.json()) as Links;
}, 60_000);
afterAll(async () => {
  await cenario.c.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('signing and verification pages (issue 37), rendered on the server', () => {
  it('/assinar/{token} arrives with the document, its parties and the confirmation, not indexed', async () => {
    const { res, html } = await pagina(`/assinar/${tokenDoPapel(links, 'locatario')}`);
    expect(res.status).toBe(200);
    expect(html).toContain('<title>Assinatura eletrônica — Morada Imóveis</title>');
    expect(robots(html)).toBe('noindex');
    expect(html).toContain(links.documento.titulo);
    expect(html).toContain('Ver documento (PDF)');
    // No SMTP in the tests: the tenant confirms with the account's password.
    expect(html).toContain('Senha da sua conta');
    expect(html).toMatch(/<input[^>]*type="password"/);
    expect(html).toContain('morada-dados');
    // A private page is never kept (issue 38): the next request reads the link again.
    expect(res.headers.get('X-Cache')).toBe('MISS');
    const outra = await pagina(`/assinar/${tokenDoPapel(links, 'locatario')}`);
    expect(outra.res.headers.get('X-Cache')).toBe('MISS');
  });

  it('an unknown link is rendered as loading (the browser reads it and says why), not indexed', async () => {
    const { res, html } = await pagina('/assinar/desconhecido-desconhecido-123');
    expect(res.status).toBe(200);
    expect(robots(html)).toBe('noindex');
    expect(html).toContain('Carregando o documento...');
  });

  it('/verificar and /verificar/{codigo} arrive with the code field and the upload, not indexed', async () => {
    for (const caminho of ['/verificar', '/verificar/ACDE-FGHJ-KMNP']) {
      const { res, html } = await pagina(caminho);
      expect([caminho, res.status]).toEqual([caminho, 200]);
      expect(html).toContain('<title>Verificar documento assinado — Morada Imóveis</title>');
      expect(robots(html)).toBe('noindex');
      expect(html).toContain('Código de verificação');
      expect(html).toMatch(/<input[^>]*type="file"/);
    }
  });
});
