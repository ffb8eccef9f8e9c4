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
import { lerGeracoes } from '../../db/geracoes.repository';
import type { Deps } from '../../http/context';
import { CachePorGeracao, escritasAqui } from '../../lib/cache-por-geracao';
import { codificacaoAceita } from '../../static';
import { CACHE_IMOVEIS_CONFERIR_MS } from '../imoveis';

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

/** A public page as rendered for everyone: HTML once, each encoding compressed on first demand. */
type PaginaPronta =
  | { tipo: 'pagina'; status: number; html: Buffer; etag: string; comprimida: Map<string, Promise<Buffer>> }
  | { tipo: 'redirecionar'; para: string }
  | { tipo: 'spa' };

const comprimir = (pagina: Extract<PaginaPronta, { tipo: 'pagina' }>, codificacao: 'br' | 'gzip') => {
  let corpo = pagina.comprimida.get(codificacao);
  if (!corpo) {
    corpo =
      codificacao === 'br'
        ? brotli(pagina.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : gz(pagina.html, { level: 6 });
    pagina.comprimida.set(codificacao, corpo);
  }
  return corpo;
};

/**
 * HTML compressed for the wire (a rendered page is 10–110 KB; brotli makes it 5–15), with a
 * validator: a browser or crawler that already holds this version gets 304 and no body.
 */
const responderHtml = async (c: Context, pagina: Extract<PaginaPronta, { tipo: 'pagina' }>) => {
  const cabecalhos: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ETag: pagina.etag,
  };
  if (pagina.status === 200 && c.req.header('If-None-Match') === pagina.etag)
    return c.body(null, 304, cabecalhos);
  const status = pagina.status as 200;
  const codificacao = codificacaoAceita(c);
  if (!codificacao) return c.body(new Uint8Array(pagina.html), status, cabecalhos);
  const corpo = await comprimir(pagina, codificacao);
  return c.body(new Uint8Array(corpo), status, { ...cabecalhos, 'Content-Encoding': codificacao });
};

export type OpcoesPaginas = {
  /** The site's built client (dist/ with index.html and .vite/manifest.json). */
  dist: string;
  carregar: () => Promise<ModuloSsr | undefined>;
  /** PUBLIC_URL: canonical and Open Graph URLs. */
  base: string;
  /** Answers the page's API reads in-process (the app's own fetch). */
  api: (caminho: string, init: RequestInit, c: Context) => Promise<Response>;
  /** Rendered pages kept per URL (cachePaginas); without it every request renders. */
  cache?: CachePorGeracao<PaginaPronta>;
};

/**
 * The public pages rendered on the server (issue 12). Answers undefined for what is not a public
 * page (the login, tenant and owner areas), which the caller serves as the client app's shell.
 * A public page is the same for every visitor (it reads the API with no session: a signed-in
 * visitor's token never reaches it), so it is rendered once per URL and kept (issue 38) until the
 * properties or the agency's settings change.
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
    const etag = `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
    return { tipo: 'pagina', status: resposta.status, html, etag, comprimida: new Map() };
  };
  return async (c: Context): Promise<Response | undefined> => {
    const endereco = new URL(c.req.url);
    const url = `${endereco.pathname}${endereco.search}`;
    const pronta = await (cache ? cache.obter(url, () => renderizar(url, c)) : renderizar(url, c));
    if (pronta.tipo === 'spa') return undefined;
    if (pronta.tipo === 'redirecionar') return c.redirect(pronta.para, 301);
    return responderHtml(c, pronta);
  };
};

/**
 * How long a rendered page is kept before it is rendered again (in the background, the old one
 * served meanwhile): the bound for a change made outside the API, which bumps no generation. Every
 * write through the API drops the pages at once; a minute keeps hot pages from re-rendering while
 * they are busiest.
 */
export const CACHE_PAGINAS_TTL_MS = 60_000;
/** Distinct URLs kept at once (a listing page is ~110 KB of HTML plus its compressed copies). */
export const CACHE_PAGINAS_MAX = 200;

const porDeps = new WeakMap<Deps, CachePorGeracao<PaginaPronta>>();

/**
 * The rendered pages of one app instance. They show properties and the agency's settings, so they
 * drop when either generation moves (another process's write, within CACHE_IMOVEIS_CONFERIR_MS)
 * or when this process wrote (at once).
 */
export const cachePaginas = (deps: Deps): CachePorGeracao<PaginaPronta> => {
  let cache = porDeps.get(deps);
  if (!cache) {
    const db = deps.db;
    cache = new CachePorGeracao<PaginaPronta>(
      Date.now,
      CACHE_PAGINAS_TTL_MS,
      CACHE_PAGINAS_MAX,
      { ler: () => lerGeracoes(db, ['imoveis', 'configuracoes']) },
      CACHE_IMOVEIS_CONFERIR_MS,
      () => escritasAqui(deps),
    );
    porDeps.set(deps, cache);
  }
  return cache;
};
