import type { z } from 'zod';
import { MAX_CORPO_BYTES } from '../constants';
import { parametroId } from './respostas';

/**
 * Who may call a route. 'publico': anyone; 'autenticado': any signed-in user; the others: a
 * signed-in user of that profile (an admin is not implied: each route lists every profile it takes).
 */
export const PAPEIS = ['publico', 'autenticado', 'admin', 'inquilino', 'proprietario', 'corretor'] as const;
export type Papel = (typeof PAPEIS)[number];

export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error statuses a route can answer, each with the body of erroApiSchema. */
export type StatusErro = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

/**
 * Cached reads a successful write can make stale, by name (a generation counter each,
 * docs/decisions/019). 'imoveis': the property listing and detail (public and admin) and the
 * public pages; 'configuracoes': the public pages, which show the agency's name and contacts.
 */
export const CACHES_API = ['imoveis', 'configuracoes'] as const;
export type CacheApi = (typeof CACHES_API)[number];

/** A file a multipart route receives: its field, whether repeated, and the types it accepts. */
export type CampoArquivo = { campo: string; multiplo?: boolean; tipos: readonly string[]; descricao: string };

/**
 * One route of the HTTP API, as its callers see it: the single source the server's route table, the
 * OpenAPI document (/api/openapi.json), the reference page (/api/docs) and the contract tests read.
 * Paths use OpenAPI's `{param}` syntax, under /api.
 */
export type DefinicaoRota = {
  metodo: Metodo;
  caminho: `/api/${string}`;
  /** The reference page's section (pt-BR). */
  grupo: string;
  /** One line, pt-BR. */
  resumo: string;
  descricao?: string;
  papeis: readonly Papel[];
  /** Path parameters (strings in the URL). */
  parametros?: z.ZodObject;
  /** Query string. */
  consulta?: z.ZodObject;
  /** JSON body. */
  corpo?: z.ZodType;
  /**
   * multipart/form-data body: its text fields (a schema) and its files. `tambemJson`: without a
   * file, the same fields are also accepted as an application/json body.
   */
  multipart?: { campos?: z.ZodObject; arquivos: readonly CampoArquivo[]; tambemJson?: true };
  resposta: {
    /** 200 unless said; 204 has no body; 202 accepted for later (e-mail sent after the answer). */
    status?: 200 | 201 | 202 | 204;
    /** The JSON answer's shape (absent for files and 204). */
    schema?: z.ZodType;
    /**
     * A file answer's media type instead of JSON (application/pdf, text/csv…), or the types it may
     * come as (a document's PDF, DOC or DOCX; a statement's PDF or CSV by `?formato=`).
     */
    arquivo?: string | readonly string[];
    /**
     * The same answer also as a download, chosen by `?formato=` (the reports): the media types it
     * may come as besides JSON.
     */
    formatosArquivo?: readonly string[];
    /** A list's page: the filtered total travels in X-Total-Count. */
    totalNoCabecalho?: boolean;
    /** An example of the answer, for the reference page. */
    exemplo?: unknown;
  };
  /** Error statuses besides the ones the roles imply (401/403 are added from `papeis`). */
  erros?: readonly StatusErro[];
  /** An example of the JSON body. */
  exemploCorpo?: unknown;
  /**
   * The largest body the server reads, in bytes (413 above, before the handler runs). Only the
   * uploads declare one; every other write gets MAX_CORPO_BYTES (limiteCorpoDaRota).
   */
  limiteCorpo?: number;
  /** What a successful answer makes stale: the server drops those cached reads, in every process. */
  invalida?: readonly CacheApi[];
  /**
   * A money write that takes an Idempotency-Key header: a repeat of the same request with the same
   * key (same user) gets the first answer without writing again (security issue 31).
   */
  idempotente?: true;
  /**
   * A route a provider calls, not a person (a billing webhook): the shared secret it sends in this
   * header, compared with the server's environment variable. Wrong, missing or not configured →
   * 401 before the body is read (and nothing is written).
   */
  segredoNoCabecalho?: { cabecalho: string; variavel: 'ASAAS_WEBHOOK_TOKEN' };
};

/** The media types a file answer may come as (none for a JSON or empty answer). */
export const tiposDoArquivo = (r: Pick<DefinicaoRota, 'resposta'>): readonly string[] => {
  const { arquivo } = r.resposta;
  if (arquivo === undefined) return [];
  return typeof arquivo === 'string' ? [arquivo] : arquivo;
};

/** Declares a route, keeping its literal types (the typed client infers from them). */
export const rota = <const D extends DefinicaoRota>(d: D): D => d;

/** The body limit the server applies to a route: its own, or the default of every write. */
export const limiteCorpoDaRota = (r: Pick<DefinicaoRota, 'limiteCorpo'>): number =>
  r.limiteCorpo ?? MAX_CORPO_BYTES;

/** True when the route reads a request body (JSON or multipart), so its body limit applies to callers. */
export const recebeCorpo = (r: DefinicaoRota): boolean =>
  Boolean(r.corpo || r.multipart || r.limiteCorpo !== undefined);

/** The media types a route's body may come as (empty for a route that reads no body). */
export const tiposDoCorpo = (r: Pick<DefinicaoRota, 'corpo' | 'multipart'>): readonly string[] => {
  if (r.corpo) return ['application/json'];
  if (!r.multipart) return [];
  return r.multipart.tambemJson ? ['multipart/form-data', 'application/json'] : ['multipart/form-data'];
};

/**
 * The statuses a route may answer with an error: its own, plus 401/403 by its roles, 400 when it
 * reads input, 413 when it reads a body and 415 when that body has a declared media type.
 */
export const errosDaRota = (r: DefinicaoRota): StatusErro[] => {
  const erros = new Set<StatusErro>(r.erros ?? []);
  if (!r.papeis.includes('publico') || r.segredoNoCabecalho) erros.add(401);
  if (!r.papeis.includes('publico') && !r.papeis.includes('autenticado')) erros.add(403);
  if (r.parametros || r.consulta || r.corpo || r.multipart) erros.add(400);
  if (recebeCorpo(r)) erros.add(413);
  if (tiposDoCorpo(r).length) erros.add(415);
  return [...erros].sort((a, b) => a - b);
};

/** `/api/usuarios/{id}` → a RegExp matching concrete paths, with the parameters' names. */
export const padraoDoCaminho = (caminho: string): { re: RegExp; nomes: string[] } => {
  const nomes: string[] = [];
  const fonte = caminho
    .split(/(\{[^}]+\})/)
    .map((parte) => {
      const m = /^\{([^}]+)\}$/.exec(parte);
      if (!m) return parte.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      nomes.push(m[1]!);
      return '([^/]+)';
    })
    .join('');
  return { re: new RegExp(`^${fonte}/?$`), nomes };
};

/** The definition answering `metodo caminho` (a concrete path, no query), if any. */
export const acharRota = <R extends DefinicaoRota>(
  rotas: readonly R[],
  metodo: string,
  caminho: string,
): R | undefined => {
  const candidatas = rotas.filter((r) => r.metodo === metodo.toUpperCase());
  // A literal segment beats a parameter: /api/contratos/{id} must not take /api/contratos/novo-x.
  const literais = (r: R) => r.caminho.split('/').filter((s) => !s.startsWith('{')).length;
  return candidatas
    .filter((r) => padraoDoCaminho(r.caminho).re.test(caminho))
    .sort((a, b) => literais(b) - literais(a))[0];
};

/**
 * `acharRota` over a table compiled once (the server looks up every write): per method, each
 * route's pattern, in the same order of preference (more literal segments first).
 */
export const indiceDeRotas = <R extends DefinicaoRota>(
  rotas: readonly R[],
): ((metodo: string, caminho: string) => R | undefined) => {
  const literais = (r: R) => r.caminho.split('/').filter((s) => !s.startsWith('{')).length;
  const porMetodo = new Map<string, { re: RegExp; rota: R }[]>();
  for (const r of [...rotas].sort((a, b) => literais(b) - literais(a))) {
    const lista = porMetodo.get(r.metodo) ?? [];
    lista.push({ re: padraoDoCaminho(r.caminho).re, rota: r });
    porMetodo.set(r.metodo, lista);
  }
  return (metodo, caminho) => porMetodo.get(metodo.toUpperCase())?.find((x) => x.re.test(caminho))?.rota;
};

/**
 * An admin's DELETE of one record by `{id}`: 204 on success, 404 when absent; `d` adds the path,
 * the section, the summary and, when they apply, 409 and the caches it makes stale.
 */
export const exclusaoPorId = <
  const D extends Pick<DefinicaoRota, 'caminho' | 'grupo' | 'resumo' | 'erros' | 'invalida'>,
>(
  d: D,
) =>
  rota({
    metodo: 'DELETE',
    papeis: ['admin'],
    parametros: parametroId,
    resposta: { status: 204 },
    ...d,
  });
