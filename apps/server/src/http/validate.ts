import { idSchema, MSG } from '@morada/domain';
// Importing the domain installs its pt-BR zod messages (shared/erro-zod): a schema's fallback
// (wrong type, bad enum in a query string) answers in Portuguese, never English.
import { z } from 'zod';
import { badRequest, HttpError } from './errors';

/**
 * Zod issues as DESIGN §5's erros list: one { campo: mensagem } per field, first message wins,
 * with nested paths joined by dots (inquilino.email).
 */
export const issuesToErros = (issues: readonly z.core.$ZodIssue[]): Record<string, string>[] => {
  const vistos = new Map<string, string>();
  for (const issue of issues) {
    const campo = issue.path.map(String).join('.') || '_';
    if (!vistos.has(campo)) vistos.set(campo, issue.message);
  }
  return [...vistos].map(([campo, mensagem]) => ({ [campo]: mensagem }));
};

/** Parses with a domain schema or throws a 400 whose erro is the first field's own message. */
export const parseOrThrow = <S extends z.ZodType>(schema: S, data: unknown): z.output<S> => {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  const erros = issuesToErros(r.error.issues);
  const primeira = Object.values(erros[0] ?? {})[0] ?? MSG.api.dadosInvalidos;
  throw badRequest(primeira, erros);
};

/** Reads a JSON body; a body that is not JSON is a 400, never a 500. */
export const readJson = async <S extends z.ZodType>(
  c: { req: { json: () => Promise<unknown> } },
  schema: S,
): Promise<z.output<S>> => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(400, 'JSON_INVALIDO', MSG.api.jsonInvalido);
  }
  return parseOrThrow(schema, body);
};

/** Reads the query string (first value of each key) through a schema. */
export const readQuery = <S extends z.ZodType>(
  c: { req: { query: () => Record<string, string> } },
  schema: S,
): z.output<S> => parseOrThrow(schema, c.req.query());

/** A route's `:id` checked like every id (opaque, 1–64 of [A-Za-z0-9_-]); 400 otherwise. */
export const idDoParametro = (id: string): string => parseOrThrow(z.object({ id: idSchema }), { id }).id;
