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
import { codificacaoAceita } from '../../static';

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

/** HTML compressed for the wire (a rendered page is 10–35 KB; brotli makes it 5–8). */
const responderHtml = async (c: Context, html: string, status: number) => {
  const codificacao = codificacaoAceita(c);
  const cabecalhos: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };
  const bruto = Buffer.from(html);
  if (codificacao === 'br') {
    const corpo = await brotli(bruto, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return c.body(new Uint8Array(corpo), status as 200, { ...cabecalhos, 'Content-Encoding': 'br' });
  }
  if (codificacao === 'gzip') {
    const corpo = await gz(bruto, { level: 6 });
    return c.body(new Uint8Array(corpo), status as 200, { ...cabecalhos, 'Content-Encoding': 'gzip' });
  }
  return c.body(bruto, status as 200, cabecalhos);
};

export type OpcoesPaginas = {
  /** The site's built client (dist/ with index.html and .vite/manifest.json). */
  dist: string;
  carregar: () => Promise<ModuloSsr | undefined>;
  /** PUBLIC_URL: canonical and Open Graph URLs. */
  base: string;
  /** Answers the page's API reads in-process (the app's own fetch). */
  api: (caminho: string, init: RequestInit, c: Context) => Promise<Response>;
};

/**
 * The public pages rendered on the server (issue 12). Answers undefined for what is not a public
 * page (the login, tenant and owner areas), which the caller serves as the client app's shell.
 */
export const paginasDoSite = ({ dist, carregar, base, api }: OpcoesPaginas) => {
  let molde: Molde | undefined;
  // Imported at start, so the first visitor does not wait for the bundle to load.
  void carregar().catch((e: unknown) => console.error('Renderização do site indisponível:', e));
  return async (c: Context): Promise<Response | undefined> => {
    const modulo = await carregar();
    if (!modulo) return undefined;
    const url = new URL(c.req.url);
    const resposta = await modulo.renderizar({
      url: `${url.pathname}${url.search}`,
      base,
      fetch: (input, init) => {
        const alvo = new URL(input);
        return api(`${alvo.pathname}${alvo.search}`, init, c);
      },
    });
    if (resposta.tipo === 'spa') return undefined;
    if (resposta.tipo === 'redirecionar') return c.redirect(resposta.para, 301);
    molde = lerMolde(dist, molde);
    return responderHtml(c, montarHtml(molde, resposta, modulo), resposta.status);
  };
};
