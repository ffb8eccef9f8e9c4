import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import {
  caminhoDoImovel,
  imovelCamposSchema,
  MSG,
  SCRIPT_CARREGAR_APP,
  SCRIPT_TEMA,
  urlFotoCompartilhamento,
  type Imovel,
} from '@morada/domain';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASHES_SCRIPTS_INLINE } from '../../app';
import { servirSpa } from '../../static';
import { createTestContext, type TestContext } from '../../test/test-app';
import { criarImovel } from '../imoveis/imoveis.repository';
import { cachePaginas, paginasDoSite } from './paginas';
import { BASE, carregar, criarShellDoSite } from './paginas.fixture';

const dist = criarShellDoSite();

let ctx: TestContext;
let site: Hono;
let imoveis: Imovel[];

const pagina = async (caminho: string, headers: Record<string, string> = {}) => {
  const res = await site.request(caminho, { headers });
  return { res, html: await res.text() };
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const meta = (html: string, chave: string) =>
  new RegExp(`<meta (?:name|property)="${chave}" content="([^"]*)"`).exec(html)?.[1];
const modulos = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="morada-modulos">([\s\S]*?)<\/script>/.exec(html)![1]!,
  ) as string[];
const dados = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="morada-dados">([\s\S]*?)<\/script>/.exec(html)![1]!,
  ) as Record<string, unknown>;

beforeAll(async () => {
  ctx = await createTestContext();
  site = new Hono();
  site.route('/', ctx.app as unknown as Hono);
  servirSpa(
    site,
    '',
    dist,
    'O site',
    paginasDoSite({
      dist,
      carregar,
      base: BASE,
      api: (caminho, init) => Promise.resolve(ctx.app.request(caminho, init)),
      cache: cachePaginas(ctx.deps),
    }),
  );
  imoveis = (await (await ctx.request('/api/imoveis?limite=100')).json()) as Imovel[];
}, 60_000);
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('public pages rendered on the server (no JavaScript needed)', () => {
  it('/ answers the home with the featured properties, its own title, canonical URL and the agency as JSON-LD', async () => {
    const { res, html } = await pagina('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<title>Locação, venda e administração de imóveis — Morada Imóveis</title>');
    expect(html).not.toContain('Shell');
    expect(html).not.toContain('descrição do shell');
    // The stylesheet travels inside the page: no second request before the first paint.
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).not.toContain('index-1.css');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/" />`);
    const destaque = imoveis.find((i) => i.destaque)!;
    expect(html).toContain(destaque.titulo);
    expect(jsonLd(html)).toContainEqual(
      expect.objectContaining({ '@type': 'RealEstateAgent', name: 'Morada Imóveis', url: `${BASE}/` }),
    );
    // The browser starts from the same answers: the featured list is in the SWR cache it hydrates with.
    expect(JSON.stringify(dados(html))).toContain(destaque.id);
  });

  it('/imoveis lists the properties the API lists, with the filters of its URL, and an ItemList', async () => {
    const { res, html } = await pagina('/imoveis?tipo=Casa');
    expect(res.status).toBe(200);
    const casas = imoveis.filter((i) => i.tipo === 'Casa');
    expect(casas.length).toBeGreaterThan(0);
    for (const casa of casas) expect(html).toContain(casa.titulo);
    for (const outro of imoveis.filter((i) => i.tipo !== 'Casa')) expect(html).not.toContain(outro.titulo);
    const lista = jsonLd(html).find((o) => o['@type'] === 'ItemList')!;
    expect(lista.numberOfItems).toBe(casas.length);
    expect(JSON.stringify(lista)).toContain(`${BASE}${caminhoDoImovel(casas[0]!)}`);
    expect(html).toContain(`<link rel="canonical" href="${BASE}/imoveis?tipo=Casa" />`);
  });

  it("a property's page carries title, price, description, photo and RealEstateListing, and preloads its chunk", async () => {
    const imovel = imoveis.find((i) => i.operacao === 'Aluguel' && i.fotos.length > 0)!;
    const { res, html } = await pagina(caminhoDoImovel(imovel));
    expect(res.status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${imovel.titulo}</h1>`));
    const preco = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
      .format(imovel.preco)
      .replace(/\u00a0/g, ' ');
    expect(meta(html, 'og:title')).toBe(`${imovel.titulo} — ${preco}/mês — Morada Imóveis`);
    expect(meta(html, 'og:description')).toContain(`${preco}/mês`);
    // The preview is the photo's 1200 × 630 JPEG copy, announced with its size and type.
    expect(meta(html, 'og:image')).toBe(`${BASE}${urlFotoCompartilhamento(imovel.fotos[0]!)}`);
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['1200', '630']);
    expect(meta(html, 'og:image:type')).toBe('image/jpeg');
    expect(meta(html, 'og:url')).toBe(`${BASE}${caminhoDoImovel(imovel)}`);
    expect(meta(html, 'product:price:amount')).toBe(imovel.preco.toFixed(2));
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const anuncio = jsonLd(html).find((o) => o['@type'] === 'RealEstateListing')!;
    expect(anuncio).toMatchObject({
      name: imovel.titulo,
      url: `${BASE}${caminhoDoImovel(imovel)}`,
      offers: { '@type': 'Offer', price: imovel.preco.toFixed(2), priceCurrency: 'BRL' },
      about: { address: { addressLocality: imovel.cidade, addressCountry: 'BR' } },
    });
    // The app starts after the first paint: the entry, then the page's chunk and what it imports
    // (not what the entry already loads); no script tag loads before the page is shown.
    expect(modulos(html)).toEqual(['/assets/index-1.js', '/assets/imovel-1.js', '/assets/galeria-1.js']);
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
  });

  it('a malformed listing URL still opens: bad filter values are ignored, not an error page', async () => {
    const { res, html } = await pagina(
      '/imoveis?precoMin=abc&quartos=-2&ordem=qualquer&pagina=0&tipo=Castelo',
    );
    expect(res.status).toBe(200);
    for (const i of imoveis) expect(html).toContain(i.titulo);
  });

  it('the page is the same for everyone: a signed-in admin still gets only what is on offer', async () => {
    const token = await ctx.adminToken();
    const { html } = await pagina('/imoveis', { Authorization: `Bearer ${token}` });
    const ocupado = (
      await ctx.db.selectFrom('imoveis').select('titulo').where('status', '!=', 'Disponível').execute()
    )[0]!;
    expect(html).not.toContain(ocupado.titulo);
  });

  it('old and bare property URLs answer 301 to the canonical one (query kept)', async () => {
    const imovel = imoveis[0]!;
    for (const antigo of [
      `/imovel/${imovel.id}`,
      `/imoveis/${imovel.id}`,
      `/imoveis/outro-nome-${imovel.id}`,
    ]) {
      const res = await site.request(`${antigo}?ref=whatsapp`);
      expect([antigo, res.status, res.headers.get('Location')]).toEqual([
        antigo,
        301,
        `${caminhoDoImovel(imovel)}?ref=whatsapp`,
      ]);
    }
  });

  it('a missing property and an unknown path answer 404 with their page, not indexed', async () => {
    const ausente = await pagina('/imoveis/casa-centro-00000000-0000-4000-8000-000000000000');
    expect(ausente.res.status).toBe(404);
    expect(ausente.html).toContain(MSG.detalhe.naoEncontrado);
    expect(meta(ausente.html, 'robots')).toBe('noindex');
    const desconhecida = await pagina('/nao/existe');
    expect(desconhecida.res.status).toBe(404);
    expect(desconhecida.html).toContain(MSG.notFound.titulo);
    expect(meta(desconhecida.html, 'robots')).toBe('noindex');
  });

  it('/sobre and /contato are rendered with their titles', async () => {
    for (const [caminho, titulo] of [
      ['/sobre', 'Sobre nós — Morada Imóveis'],
      ['/contato', 'Contato — Morada Imóveis'],
    ] as const) {
      const { res, html } = await pagina(caminho);
      expect([caminho, res.status]).toEqual([caminho, 200]);
      expect(html).toContain(`<title>${titulo}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${BASE}${caminho}" />`);
    }
  });

  it('the login arrives rendered with its form, kept out of search results', async () => {
    for (const caminho of ['/login', '/login?session_expired=true']) {
      const { res, html } = await pagina(caminho);
      expect([caminho, res.status]).toEqual([caminho, 200]);
      expect(html).toContain('<title>Entrar — Morada Imóveis</title>');
      expect(meta(html, 'robots')).toBe('noindex');
      expect(html).toContain(`<link rel="canonical" href="${BASE}/login" />`);
      expect(html).toMatch(/<input[^>]*type="password"/);
      expect(html).toContain('morada-dados');
    }
    expect((await pagina('/login?session_expired=true')).html).toContain(MSG.auth.sessaoExpirada);
  });

  it('/login?aba=registrar arrives on its Registrar tab', async () => {
    const { html } = await pagina('/login?aba=registrar');
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Registrar<\/button>/);
    expect(html).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="false"[^>]*>Entrar<\/button>/);
    expect(html).toContain(MSG.auth.nomeCompleto);
  });

  it('the invitation and new-password pages are the client app, which loads at once', async () => {
    for (const caminho of ['/login?convite=abc123abc123', '/login?reset=abc123abc123']) {
      const { res, html } = await pagina(caminho);
      expect([caminho, res.status]).toEqual([caminho, 200]);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toMatch(/<script type="module"/);
    }
  });

  it('the tenant and owner areas stay the client app: the shell, nothing rendered', async () => {
    for (const caminho of ['/locatario', '/proprietario']) {
      const { res, html } = await pagina(caminho);
      expect([caminho, res.status]).toEqual([caminho, 200]);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('morada-dados');
    }
  });

  it('text from the database cannot break out of the page: titles with </script> stay data', async () => {
    const campos = imovelCamposSchema.parse({
      titulo: 'Casa </script><script>alert(1)</script> "aspas"',
      tipo: 'Casa',
      operacao: 'Venda',
      preco: '500000',
      endereco: 'Rua A, 1',
      bairro: 'Centro',
      cidade: 'Campinas',
      estado: 'SP',
      areaUtil: '100',
      descricao: 'Descrição com <b>tags</b> e </script>',
    });
    const perigoso = await criarImovel(ctx.db, campos, ['/uploads/fotos/x.png'], new Date());
    const { res, html } = await pagina(caminhoDoImovel(perigoso));
    expect(res.status).toBe(200);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(jsonLd(html).find((o) => o['@type'] === 'RealEstateListing')!.name).toBe(campos.titulo);
    expect(meta(html, 'og:title')).toContain('&quot;aspas&quot;');
  });

  it('every inline script of a page is one the CSP allows by its hash (and nothing else runs inline)', async () => {
    const { html } = await pagina('/');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toEqual([SCRIPT_CARREGAR_APP]);
    for (const script of [...inline, SCRIPT_TEMA])
      expect(HASHES_SCRIPTS_INLINE).toContain(
        `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
      );
    const csp = (await ctx.request('/api/health')).headers.get('Content-Security-Policy')!;
    for (const hash of HASHES_SCRIPTS_INLINE) expect(csp).toContain(hash);
    expect(/script-src [^;]*/.exec(csp)?.[0]).not.toContain('unsafe-inline');
  });

  it('sends the page brotli-compressed to browsers that accept it', async () => {
    const res = await site.request('/imoveis', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect([res.headers.get('Content-Encoding'), res.headers.get('Vary')]).toEqual(['br', 'Accept-Encoding']);
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(html).toContain('<div id="root"><');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the private areas and names the sitemap', async () => {
    const res = await ctx.request('/robots.txt');
    expect(res.status).toBe(200);
    const texto = await res.text();
    expect(texto).toContain('Disallow: /admin');
    expect(texto).toContain('Disallow: /locatario');
    expect(texto).toContain('Disallow: /corretor');
    expect(texto).toContain(`Sitemap: ${ctx.deps.env.PUBLIC_URL}/sitemap.xml`);
  });

  it('sitemap.xml lists the fixed pages and every available property by its canonical URL, not the others', async () => {
    const res = await ctx.request('/sitemap.xml');
    expect([res.status, res.headers.get('Content-Type')]).toEqual([200, 'application/xml; charset=utf-8']);
    const xml = await res.text();
    const base = ctx.deps.env.PUBLIC_URL;
    expect(xml).toContain(`<loc>${base}/imoveis</loc>`);
    const todos = (await ctx.db.selectFrom('imoveis').select(['id', 'status']).execute()) as {
      id: string;
      status: string;
    }[];
    expect(todos.some((i) => i.status !== 'Disponível')).toBe(true);
    for (const { id, status } of todos) {
      const imovel = (await (await ctx.request(`/api/imoveis/${id}`)).json()) as Imovel;
      expect([id, xml.includes(`<loc>${base}${caminhoDoImovel(imovel)}</loc>`)]).toEqual([
        id,
        status === 'Disponível',
      ]);
    }
  });
});
