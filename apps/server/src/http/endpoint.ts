import { createHash, timingSafeEqual } from 'node:crypto';
import { MSG_COBRANCA_BANCARIA } from '@morada/domain';
import { ROTAS_API, type ChaveRota, type DefinicaoRota, type RotaDe } from '@morada/domain/api';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { requireAuth, requireRole } from './auth';
import type { AppEnv, Deps, SessionUser } from './context';
import { unauthorized } from './errors';
import { parseOrThrow, readJson, readQuery } from './validate';

type Saida<S> = S extends z.ZodType ? z.output<S> : never;
type PapeisDe<K extends ChaveRota> = RotaDe<K>['papeis'][number];

/**
 * What a handler receives, already checked against the route's declaration: the signed-in user
 * (for a route that is not public), the path parameters, the query string and the JSON body,
 * each parsed by the contract's own schema (a bad one was a 400 before the handler ran).
 */
export type Pedido<K extends ChaveRota> = {
  c: Context<AppEnv>;
  deps: Deps;
  usuario: 'publico' extends PapeisDe<K> ? SessionUser | undefined : SessionUser;
  params: RotaDe<K> extends { parametros: infer S } ? Saida<S> : Record<string, never>;
  query: RotaDe<K> extends { consulta: infer S } ? Saida<S> : Record<string, never>;
  body: RotaDe<K> extends { corpo: infer S } ? Saida<S> : undefined;
};

/** A route of the contract with the code that answers it (after its guard, when not public). */
export type Endpoint = {
  rota: DefinicaoRota;
  guarda: MiddlewareHandler<AppEnv> | undefined;
  atender: (c: Context<AppEnv>) => Promise<Response>;
};

const declaracoes = new Map<string, DefinicaoRota>(ROTAS_API.map((r) => [`${r.metodo} ${r.caminho}`, r]));

/**
 * The JSON body through the declared schema. A route whose fields are all optional (generate the
 * next 12 months, charge every late payment) may be called with no body at all: an empty body is
 * then `{}`. Where the schema requires something, an empty body is not JSON (400 JSON_INVALIDO).
 */
const lerCorpo = async <S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> => {
  if ((await c.req.text()).trim() === '' && schema.safeParse({}).success) return parseOrThrow(schema, {});
  return readJson(c, schema);
};

/**
 * A provider's call: the header must carry the secret configured in the environment, compared in
 * constant time. Unset on the server, every call is refused (a webhook no one configured is closed).
 */
const guardaDoSegredo =
  ({ cabecalho, variavel }: NonNullable<DefinicaoRota['segredoNoCabecalho']>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const esperado = c.var.deps.env[variavel];
    if (!esperado || !segredoIgual(c.req.header(cabecalho) ?? '', esperado))
      throw unauthorized(MSG_COBRANCA_BANCARIA.api.segredoInvalido);
    await next();
  };

const segredoIgual = (recebido: string, esperado: string): boolean => {
  const a = createHash('sha256').update(recebido).digest();
  const b = createHash('sha256').update(esperado).digest();
  return timingSafeEqual(a, b);
};

/** Who may call: none for a public route, any session, or a session of one of the listed profiles. */
const guardaDe = (rota: DefinicaoRota): MiddlewareHandler<AppEnv> | undefined => {
  if (rota.segredoNoCabecalho) return guardaDoSegredo(rota.segredoNoCabecalho);
  if (rota.papeis.includes('publico')) return undefined;
  if (rota.papeis.includes('autenticado')) return requireAuth;
  return requireRole(...rota.papeis.flatMap((p) => (p === 'publico' || p === 'autenticado' ? [] : [p])));
};

/**
 * The one place a route's code is attached to its declaration in the API contract
 * (@morada/domain/api): the roles are checked (401/403), then the path parameters, the query
 * string and the JSON body are parsed with the declared schemas (400 in pt-BR), before the
 * handler runs. The body limit, the media type, idempotency and cache invalidation are applied to
 * every write by the middleware in app.ts, from the same declaration. A handler restates none of it.
 */
export const endpoint = <K extends ChaveRota>(
  chave: K,
  responder: (pedido: Pedido<K>) => Response | Promise<Response>,
): Endpoint => {
  const rota = declaracoes.get(chave);
  if (!rota) throw new Error(`Rota não declarada no contrato: ${chave}`);
  const atender = async (c: Context<AppEnv>): Promise<Response> => {
    const pedido = {
      c,
      deps: c.var.deps,
      usuario: c.var.usuario,
      params: rota.parametros ? parseOrThrow(rota.parametros, c.req.param()) : {},
      query: rota.consulta ? readQuery(c, rota.consulta) : {},
      body: rota.corpo ? await lerCorpo(c, rota.corpo) : undefined,
    } as Pedido<K>;
    return responder(pedido);
  };
  return { rota, guarda: guardaDe(rota), atender };
};

/** `/api/contratos/{id}` as Hono writes it under the /api app: `/contratos/:id`. */
const caminhoHono = (caminho: string) => caminho.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1');

/** A literal segment beats a parameter (/contratos/novo before /contratos/:id), as in acharRota. */
const literais = (e: Endpoint) => e.rota.caminho.split('/').filter((s) => !s.startsWith('{')).length;

/** Attaches the endpoints to the API app, each route once. */
export const montarEndpoints = <A extends Hono<AppEnv>>(app: A, endpoints: readonly Endpoint[]): A => {
  const vistos = new Set<string>();
  for (const e of [...endpoints].sort((a, b) => literais(b) - literais(a))) {
    const chave = `${e.rota.metodo} ${e.rota.caminho}`;
    if (vistos.has(chave)) throw new Error(`Rota implementada duas vezes: ${chave}`);
    vistos.add(chave);
    const caminho = caminhoHono(e.rota.caminho);
    if (e.guarda) app.on(e.rota.metodo, caminho, e.guarda, e.atender);
    else app.on(e.rota.metodo, caminho, e.atender);
  }
  return app;
};
