// The client's types, read from the API contract (@morada/domain/api, decision 021). Only types
// come from it (`import type`): the contract's schemas never reach the apps' bundles.
import type { ChaveRota, RotaDe } from '@morada/domain/api';
import type { z } from 'zod';
import type { ApiClient, Arquivo, RequestOptions } from './client';

export type { ChaveRota, RotaDe } from '@morada/domain/api';

type Chave<M extends string, C extends string> = `${M} ${C}` & ChaveRota;

type Saida<S> = S extends z.ZodType ? z.output<S> : never;
/**
 * What the client sends: the schema's input, except where the server coerces a query-string text
 * (z.coerce, z.preprocess take `unknown`): there, the type it coerces to.
 */
type Envio<S> = S extends z.ZodType
  ? z.input<S> extends infer I
    ? { [K in keyof I]: unknown extends I[K] ? (K extends keyof z.output<S> ? z.output<S>[K] : I[K]) : I[K] }
    : never
  : never;

/** A route's JSON answer as the server produces it; void when it has none (204, or a file). */
export type Resposta<K extends ChaveRota> =
  RotaDe<K> extends { resposta: { schema: infer S } } ? Saida<S> : void;
/** A route's query string. */
export type Consulta<K extends ChaveRota> = RotaDe<K> extends { consulta: infer S } ? Envio<S> : never;
/** A route's JSON body. */
export type Corpo<K extends ChaveRota> =
  RotaDe<K> extends { corpo: infer S } ? z.input<S & z.ZodType> : never;
/** A route's path parameters. */
export type Parametros<K extends ChaveRota> =
  RotaDe<K> extends { parametros: infer S } ? z.input<S & z.ZodType> : never;
/** A multipart route's text fields. */
export type CamposMultipart<K extends ChaveRota> =
  RotaDe<K> extends { multipart: { campos: infer S } } ? Envio<S> : never;

/**
 * The routes that answer no JSON (204, or a file): the only ones a call may read by status alone,
 * so a route whose contract declares an answer cannot have it silently dropped.
 */
export type ChaveSemResposta = {
  [K in ChaveRota]: RotaDe<K> extends { resposta: { schema: z.ZodType } } ? never : K;
}[ChaveRota];

/** `RespostaDe<'GET', '/api/contratos/{id}'>`: the answer of a route, by method and path. */
export type RespostaDe<M extends string, C extends string> = Resposta<Chave<M, C>>;
export type ConsultaDe<M extends string, C extends string> = Consulta<Chave<M, C>>;
export type CorpoDe<M extends string, C extends string> = Corpo<Chave<M, C>>;
/** One row of a list answer. */
export type Item<T> = T extends readonly (infer E)[] ? E : never;

type Entrada<R> = (R extends { parametros: infer P } ? { parametros: z.input<P & z.ZodType> } : unknown) &
  (R extends { consulta: infer Q } ? { query?: Envio<Q> } : unknown) &
  (R extends { corpo: infer B } ? { json?: z.input<B & z.ZodType> } : unknown) &
  (R extends { multipart: { campos: infer F; tambemJson: true } }
    ? { form: FormData; json?: never } | { json: Envio<F>; form?: never }
    : R extends { multipart: unknown }
      ? { form: FormData }
      : unknown);

/** A call of a route: the parameters, query and body the contract declares, plus the message options. */
export type OpcoesRota<K extends ChaveRota> = Omit<RequestOptions, 'method' | 'query' | 'json' | 'form'> &
  Entrada<RotaDe<K>>;

type Bruta = Omit<RequestOptions, 'method'> & { parametros?: Record<string, unknown> };

/** 'PUT /api/indices/{indice}/{mes}' + { indice, mes } → ['PUT', '/indices/IPCA/2026-01'] (the client's base is /api). */
const resolver = (chave: string, o: Bruta): [string, RequestOptions] => {
  const [metodo, caminho = ''] = chave.split(' ');
  const { parametros, ...resto } = o;
  const path = caminho
    .replace(/^\/api/, '')
    .replace(/\{([^}]+)\}/g, (_, nome: string) => encodeURIComponent(String(parametros?.[nome] ?? '')));
  return [path, { ...resto, method: metodo as RequestOptions['method'] }];
};

/**
 * The calls of an ApiClient by route key, typed from the contract: `r.json('GET /api/contratos/{id}',
 * { parametros: { id }, acao })` answers what the contract's resposta.schema produces.
 */
export const rotas = (c: ApiClient) => {
  const chamar = <T>(ler: (path: string, o: RequestOptions) => Promise<T>, chave: string, o: object) => {
    const [path, opcoes] = resolver(chave, o as Bruta);
    return ler(path, opcoes);
  };
  return {
    /** The JSON answer. */
    json: <K extends ChaveRota>(chave: K, o: OpcoesRota<K>) =>
      chamar((p, x) => c.json<Resposta<K>>(p, x), chave, o),
    /** One page of a list answer and its X-Total-Count. */
    lista: <K extends ChaveRota>(chave: K, o: OpcoesRota<K>) =>
      chamar((p, x) => c.lista<Item<Resposta<K>>>(p, x), chave, o),
    /** A file answer (or a report's CSV/PDF form). */
    arquivo: <K extends ChaveRota>(chave: K, o: OpcoesRota<K>): Promise<Arquivo> =>
      chamar((p, x) => c.arquivo(p, x), chave, o),
    /** Only the success status: for the routes that answer no JSON. */
    vazio: <K extends ChaveSemResposta>(chave: K, o: OpcoesRota<K>): Promise<void> =>
      chamar((p, x) => c.vazio(p, x), chave, o),
    /**
     * Only the success status of a route that does answer JSON: where the specification has the
     * client leave the body unread (POST /api/contato and GET /api/auth/verify-token, spec §7).
     */
    semLerResposta: <K extends ChaveRota>(chave: K, o: OpcoesRota<K>): Promise<void> =>
      chamar((p, x) => c.vazio(p, x), chave, o),
  };
};
