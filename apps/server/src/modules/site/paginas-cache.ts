import { lerGeracoes } from '../../db/geracoes.repository';
import type { Deps } from '../../http/context';
import { CachePorGeracao, escritasAqui } from '../../lib/cache-por-geracao';
import { CACHE_IMOVEIS_CONFERIR_MS } from '../imoveis';

/**
 * A public page as rendered for everyone (issue 38, docs/decisions/037): its HTML and, when it is
 * kept, its brotli and gzip copies made once. `privada` (a page not indexed: a signing link, a
 * login, a 404, a property no longer available) is answered to the request that rendered it and
 * never kept: what it shows can change without a generation bump (a signature) or is not worth
 * the memory.
 */
export type PaginaPronta =
  | {
      tipo: 'pagina';
      status: number;
      privada: boolean;
      /** The validator of the HTML; each encoding's ETag adds its name (etagDe). */
      hash: string;
      corpos: { identity: Buffer; br?: Buffer; gzip?: Buffer };
    }
  | { tipo: 'redirecionar'; para: string }
  | { tipo: 'spa' };

/**
 * How long a rendered page is kept before it is rendered again (in the background, the old one
 * served meanwhile): the bound for a change made outside the API, which bumps no generation. Every
 * write through the API drops the pages at once; a minute keeps hot pages from re-rendering while
 * they are busiest.
 */
export const CACHE_PAGINAS_TTL_MS = 60_000;
/** Distinct URLs kept at once; the byte bound below is what usually binds. */
export const CACHE_PAGINAS_MAX = 5_000;
/**
 * Memory for the kept pages, per process: a listing is ~110 KB of HTML plus ~25 KB compressed,
 * a property page ~40 KB, so 32 MB holds a few hundred of the busiest URLs.
 */
export const CACHE_PAGINAS_BYTES = 32 * 1024 * 1024;
/** What a kept entry costs besides its bodies (key, headers, the Map's slot). */
const SOBRA_POR_ENTRADA = 512;

/** The weight of a page kept, or undefined for what is never kept (private pages, the app's shell). */
export const pesoDaPagina = (pagina: PaginaPronta): number | undefined => {
  if (pagina.tipo === 'spa') return undefined;
  if (pagina.tipo === 'redirecionar') return SOBRA_POR_ENTRADA + pagina.para.length;
  if (pagina.privada) return undefined;
  const { identity, br, gzip } = pagina.corpos;
  return SOBRA_POR_ENTRADA + identity.length + (br?.length ?? 0) + (gzip?.length ?? 0);
};

/** Campaign and click tags: no page reads them, so they would only split one page into many entries. */
const RASTREIO = /^(utm_[a-z_]*|fbclid|gclid|msclkid)$/i;

/**
 * The URL a page is rendered and kept for: its path and its query, sorted by name (the order of
 * the filters does not change the page) and without tracking tags. `rastreio` is what was left
 * out, put back on a redirect so a campaign link keeps its tags.
 */
export const urlDaPagina = (endereco: URL): { url: string; rastreio: string } => {
  const pares = [...endereco.searchParams];
  const consulta = new URLSearchParams(
    pares.filter(([k]) => !RASTREIO.test(k)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ).toString();
  const rastreio = new URLSearchParams(pares.filter(([k]) => RASTREIO.test(k))).toString();
  return { url: consulta ? `${endereco.pathname}?${consulta}` : endereco.pathname, rastreio };
};

/**
 * The rendered pages of one app instance, bounded by `bytes`. They show properties and the
 * agency's settings, so they drop when either generation moves (another process's write, within
 * CACHE_IMOVEIS_CONFERIR_MS) or when this process wrote (at once). In memory only, like the API's
 * property cache: each process renders a page once per generation, and the generation is what
 * the processes share (table geracoes).
 */
export const criarCachePaginas = (deps: Deps, bytes = CACHE_PAGINAS_BYTES) =>
  new CachePorGeracao<PaginaPronta>(
    Date.now,
    CACHE_PAGINAS_TTL_MS,
    CACHE_PAGINAS_MAX,
    { ler: () => lerGeracoes(deps.db, ['imoveis', 'configuracoes']) },
    CACHE_IMOVEIS_CONFERIR_MS,
    () => escritasAqui(deps),
    { max: bytes, pesar: pesoDaPagina },
  );

const porDeps = new WeakMap<Deps, CachePorGeracao<PaginaPronta>>();

/** The app instance's page cache (one per Deps, shared by the site's handler and its tests). */
export const cachePaginas = (deps: Deps): CachePorGeracao<PaginaPronta> => {
  let cache = porDeps.get(deps);
  if (!cache) porDeps.set(deps, (cache = criarCachePaginas(deps)));
  return cache;
};
