import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import {
  ID_DADOS,
  ID_MODULOS_APP,
  SCRIPT_CARREGAR_APP,
  type ModuloSsr,
  type RespostaSsr,
} from '@morada/domain';
import type { Context } from 'hono';
import type { CachePorGeracao } from '../../lib/cache-por-geracao';
import { codificacaoAceita, type Codificacao } from '../../static';
import { urlDaPagina, type PaginaPronta } from './paginas-cache';

export { cachePaginas } from './paginas-cache';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Where `vite build --ssr` puts the site's server bundle, next to its dist/. */
export const distServidorDe = (dist: string) => join(dist, '..', 'dist-server');

/**
 * The site's server bundle, imported once. Undefined when it was not built (an old build, or a
 * checkout where only the client was built): the pages are then served as the client app's shell.
 */
export const carregadorDoBundle = (distServidor: string) => {
  let modulo: Promise<ModuloSsr | undefined> | undefined;
  return () => {
    const arquivo = join(distServidor, 'entry-server.js');
    modulo ??= existsSync(arquivo)
      ? (import(pathToFileURL(arquivo).href) as Promise<ModuloSsr>)
      : Promise.resolve(undefined);
    return modulo;
  };
};

type Manifesto = Record<string, { file: string; imports?: string[]; isEntry?: boolean; css?: string[] }>;

/**
 * The built index.html without its title, description and scripts (a page brings its own), the
 * app's entry and its preloads, and the manifest to find each page's chunks.
 */
type Molde = {
  html: string;
  entrada: string[];
  manifesto: Manifesto;
  /** The files the entry already loads (a page's preload list leaves them out). */
  daEntrada: Set<string>;
  versao: number;
};

/** A manifest entry's file and those it imports, transitively, into `destino`. */
const arquivosDe = (manifesto: Manifesto, chave: string, destino: Set<string>) => {
  const item = manifesto[chave];
  if (!item || destino.has(item.file)) return;
  destino.add(item.file);
  for (const i of item.imports ?? []) arquivosDe(manifesto, i, destino);
};

const MODULO = /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g;
const PRECARGA = /\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;

const lerMolde = (dist: string, anterior?: Molde): Molde => {
  const arquivo = join(dist, 'index.html');
  const versao = statSync(arquivo).mtimeMs;
  if (anterior?.versao === versao) return anterior;
  const original = readFileSync(arquivo, 'utf8');
  // The entry first, then what Vite preloads with it: loaded on the first interaction (montarHtml).
  const entrada = [...original.matchAll(MODULO), ...original.matchAll(PRECARGA)].map((m) => m[1]!);
  const html = original
    .replace(MODULO, '')
    .replace(PRECARGA, '')
    // The page's own title and description replace the shell's.
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/, '')
    // The stylesheet inline: the first paint waits for no second request (its font URLs are
    // absolute, /assets/...). Later pages are rendered in the browser and need no CSS again.
    .replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, css: string) => {
      const caminho = join(dist, css);
      return existsSync(caminho)
        ? `<style>${readFileSync(caminho, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`
        : tag;
    });
  const caminhoManifesto = join(dist, '.vite', 'manifest.json');
  const manifesto = existsSync(caminhoManifesto)
    ? (JSON.parse(readFileSync(caminhoManifesto, 'utf8')) as Manifesto)
    : {};
  const daEntrada = new Set<string>();
  for (const [chave, item] of Object.entries(manifesto))
    if (item.isEntry) arquivosDe(manifesto, chave, daEntrada);
  return { html, entrada, manifesto, daEntrada, versao };
};

/**
 * The page's chunk and the chunks it imports, minus those the entry already loads: preloaded in
 * <head> so hydration does not wait for a second round trip after main.js asks for them.
 */
const precarregamentos = (molde: Molde, fonte: string | undefined) => {
  const daPagina = new Set<string>();
  if (fonte) arquivosDe(molde.manifesto, fonte, daPagina);
  return [...daPagina].filter((f) => !molde.daEntrada.has(f)).map((f) => `/${f}`);
};

const montarHtml = (
  molde: Molde,
  pagina: Extract<RespostaSsr, { tipo: 'pagina' }>,
  modulo: ModuloSsr,
): string => {
  const modulos = [...molde.entrada, ...precarregamentos(molde, modulo.FONTE_DA_PAGINA[pagina.pagina])];
  return molde.html
    .replace('</head>', `  ${pagina.cabecalho}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      [
        `<div id="root">${pagina.corpo}</div>`,
        `<script type="application/json" id="${ID_DADOS}">${pagina.dados}</script>`,
        `<script type="application/json" id="${ID_MODULOS_APP}">${JSON.stringify(modulos)}</script>`,
        `<script>${SCRIPT_CARREGAR_APP}</script>`,
      ].join('\n    '),
    );
};

type Pagina = Extract<PaginaPronta, { tipo: 'pagina' }>;

const comprimir = (html: Buffer, codificacao: Codificacao) =>
  codificacao === 'br'
    ? brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } })
    : gz(html, { level: 6 });

/**
 * Each encoding has its own ETag (the bytes differ): a cache that stored the gzip copy revalidates
 * with the gzip tag and never gets a 304 for the brotli one.
 */
const etagDe = (pagina: Pagina, codificacao: Codificacao | 'identity') =>
  `W/"${pagina.hash}${codificacao === 'identity' ? '' : `-${codificacao}`}"`;

/** If-None-Match holds this tag: a list of tags (weak comparison) or `*`. */
const conhecida = (cabecalho: string | undefined, etag: string) =>
  cabecalho !== undefined &&
  cabecalho.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });

/**
 * HTML compressed for the wire (a rendered page is 10–110 KB; brotli makes it 5–15), with a
 * validator: a browser or crawler that already holds this version gets 304 and no body. A kept
 * page carries both copies made when it was rendered; a private one compresses for its request.
 */
const responderHtml = async (c: Context, pagina: Pagina, cacheado: 'HIT' | 'MISS') => {
  const codificacao = codificacaoAceita(c) ?? 'identity';
  const etag = etagDe(pagina, codificacao);
  const cabecalhos: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ETag: etag,
    'X-Cache': cacheado,
  };
  if (pagina.status === 200 && conhecida(c.req.header('If-None-Match'), etag))
    return c.body(null, 304, cabecalhos);
  if (codificacao !== 'identity') cabecalhos['Content-Encoding'] = codificacao;
  const html = pagina.corpos.identity;
  const corpo =
    codificacao === 'identity' ? html : (pagina.corpos[codificacao] ?? (await comprimir(html, codificacao)));
  return c.body(new Uint8Array(corpo), pagina.status as 200, cabecalhos);
};

/** Pages not to be indexed are the private ones (docs/decisions/037): never kept. */
const NAO_INDEXAR = /<meta name="robots" content="[^"]*noindex/;

export type OpcoesPaginas = {
  /** The site's built client (dist/ with index.html and .vite/manifest.json). */
  dist: string;
  carregar: () => Promise<ModuloSsr | undefined>;
  /** PUBLIC_URL: canonical and Open Graph URLs. */
  base: string;
  /** Answers the page's API reads in-process (the app's own fetch). */
  api: (caminho: string, init: RequestInit, c: Context) => Promise<Response>;
  /** Rendered pages kept per URL (cachePaginas); without it every request renders and compresses. */
  cache?: CachePorGeracao<PaginaPronta>;
};

/**
 * The public pages rendered on the server (issue 12). Answers undefined for what is not a public
 * page (the tenant, owner and corretor areas), which the caller serves as the client app's shell.
 * A public page is the same for every visitor (it reads the API with no session: a signed-in
 * visitor's token or cookie never reaches it, and the CSP allows its inline scripts by hash, not
 * by a per-request nonce), so it is rendered and compressed once per normalized URL and kept
 * (issue 38, docs/decisions/037) until the properties or the agency's settings change. A page not
 * indexed (a signing link, the login, a 404) is rendered for its request and never kept.
 */
export const paginasDoSite = ({ dist, carregar, base, api, cache }: OpcoesPaginas) => {
  let molde: Molde | undefined;
  // Imported at start, so the first visitor does not wait for the bundle to load.
  void carregar().catch((e: unknown) => console.error('Renderização do site indisponível:', e));
  const renderizar = async (url: string, c: Context): Promise<PaginaPronta> => {
    const modulo = await carregar();
    if (!modulo) return { tipo: 'spa' };
    const resposta = await modulo.renderizar({
      url,
      base,
      fetch: (input, init) => {
        const alvo = new URL(input);
        return api(`${alvo.pathname}${alvo.search}`, init, c);
      },
    });
    if (resposta.tipo !== 'pagina') return resposta;
    molde = lerMolde(dist, molde);
    const html = Buffer.from(montarHtml(molde, resposta, modulo));
    const hash = createHash('sha256').update(html).digest('base64url').slice(0, 22);
    const privada = NAO_INDEXAR.test(resposta.cabecalho);
    const pagina: Pagina = {
      tipo: 'pagina',
      status: resposta.status,
      privada,
      hash,
      corpos: { identity: html },
    };
    // A page to keep is compressed both ways now (in parallel, off the event loop), once.
    if (cache && !privada)
      [pagina.corpos.br, pagina.corpos.gzip] = await Promise.all([
        comprimir(html, 'br'),
        comprimir(html, 'gzip'),
      ]);
    return pagina;
  };
  return async (c: Context): Promise<Response | undefined> => {
    const { url, rastreio } = urlDaPagina(new URL(c.req.url));
    // The render this request started, if any: what tells a MISS from a page already kept (or
    // shared with a render under way, or an expired one served while it is renewed).
    let renderizada: PaginaPronta | undefined;
    const renderizarAqui = () => renderizar(url, c).then((p) => (renderizada = p));
    const pronta = await (cache ? cache.obter(url, renderizarAqui) : renderizarAqui());
    if (pronta.tipo === 'spa') return undefined;
    if (pronta.tipo === 'redirecionar')
      return c.redirect(
        rastreio ? `${pronta.para}${pronta.para.includes('?') ? '&' : '?'}${rastreio}` : pronta.para,
        301,
      );
    return responderHtml(c, pronta, pronta === renderizada ? 'MISS' : 'HIT');
  };
};
