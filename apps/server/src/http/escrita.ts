import { MSG } from '@morada/domain';
import {
  indiceDeRotas,
  limiteCorpoDaRota,
  ROTAS_API,
  tiposDoCorpo,
  type DefinicaoRota,
} from '@morada/domain/api';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './context';
import { errorBody } from './errors';

/** The contract's routes by method, compiled once per process. */
const rotaDeclarada = indiceDeRotas<DefinicaoRota>(ROTAS_API);

/** One bodyLimit per distinct size (a handful: the default and the uploads'). */
const limitadores = new Map<number, MiddlewareHandler<AppEnv>>();
const limitador = (maxSize: number): MiddlewareHandler<AppEnv> => {
  let m = limitadores.get(maxSize);
  if (!m) {
    m = bodyLimit({ maxSize, onError: (c) => c.json(errorBody('CORPO_GRANDE', MSG.api.corpoGrande), 413) });
    limitadores.set(maxSize, m);
  }
  return m;
};

/** The media type of a request that carries a body (`multipart/form-data`), or undefined without one. */
const midiaDoCorpo = (req: Request): string | undefined => {
  if (!req.body && !req.headers.has('Content-Length')) return undefined;
  return (req.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
};

/**
 * The first step of every /api write: finds its route in the contract once (for the steps after it,
 * in c.var.rota: the cache invalidation reads `invalida`), refuses a body of a media type the route
 * does not declare (415, before reading it), and applies the route's declared body limit, or the
 * default of every write (MAX_CORPO_BYTES) for a route without one or an unknown path.
 */
export const escritaDeclarada: MiddlewareHandler<AppEnv> = async (c, next) => {
  const rota = rotaDeclarada(c.req.method, c.req.path);
  c.set('rota', rota);
  const aceitos = rota ? tiposDoCorpo(rota) : [];
  const midia = midiaDoCorpo(c.req.raw);
  if (aceitos.length && midia !== undefined && !aceitos.includes(midia)) {
    return c.json(errorBody('MIDIA_INVALIDA', MSG.api.tipoDeConteudo(aceitos)), 415);
  }
  return limitador(limiteCorpoDaRota(rota ?? {}))(c, next);
};
