import { z } from 'zod';
import './erro-zod';
import { isDataReal } from '../financeiro/datas';
import { lerNumeroBR } from './numero-br';

/**
 * `when` of a cross-field refinement: run it as soon as the fields it compares are text, even if
 * other fields have errors, so a form shows every error at once (zod skips it otherwise).
 */
export const quandoTexto =
  (...campos: string[]) =>
  (payload: z.core.ParsePayload): boolean => {
    const v = payload.value as Record<string, unknown> | null;
    return typeof v === 'object' && v !== null && campos.every((c) => typeof v[c] === 'string');
  };

/**
 * `when` of a refinement comparing parsed fields (dates, amounts): run it once those fields parsed
 * without errors, whatever the other fields hold, so the form shows every error at once.
 */
export const quandoCamposValidos =
  (...campos: string[]) =>
  (payload: z.core.ParsePayload): boolean => {
    const v = payload.value as Record<string, unknown> | null;
    if (typeof v !== 'object' || v === null || campos.some((c) => v[c] === undefined)) return false;
    return !payload.issues.some((i) => campos.includes(String(i.path?.[0])));
  };

/** Identifiers are opaque strings (UUID); anything else is refused before it reaches a query. */
export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
export const idParamSchema = z.object({ id: idSchema });

/** Calendar date as the API carries it: YYYY-MM-DD, a real day (no 30/02) between 1900 and 2199. */
export const dataSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida')
  .refine(isDataReal, 'Data inválida');

export const isoDateTimeSchema = z.string();

/** A form field that must be filled: trims, then requires something. */
export const textoObrigatorio = (mensagem: string, max = 500) =>
  z.string({ error: mensagem }).trim().min(1, mensagem).max(max);

export const textoOpcional = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

// Reading a typed number needs no zod: its own module, so the public listing's URL filter
// (imovel-busca.ts) does not pull zod and its error map into the site's first chunks.
export { lerNumeroBR } from './numero-br';

const numeroBR = (mensagem: string, inteiro: boolean) =>
  z.union([z.string(), z.number()]).transform((v, ctx) => {
    const n = lerNumeroBR(v);
    if (!Number.isFinite(n) || n < 0 || (inteiro && !Number.isInteger(n))) {
      ctx.addIssue({ code: 'custom', message: mensagem });
      return z.NEVER;
    }
    return n;
  });

/**
 * Numeric text from a form or multipart field, typed the Brazilian way ('3.200,00', '1.500.000',
 * '2,5'), checked with the spec's '{label} deve ser um número'. Negative numbers are refused.
 */
export const numeroTexto = (mensagem: string) => numeroBR(mensagem, false);

/** Like numeroTexto, for counts (quartos, vagas, andar): a fraction is refused with the same message. */
export const inteiroTexto = (mensagem: string) => numeroBR(mensagem, true);

/** Pagination query: pagina from 1, limite capped so no caller can ask for the whole table. */
export const paginacaoSchema = z.object({
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  limite: z.coerce.number().int().min(1).max(100).default(12),
});

export type Paginado<T> = { dados: T[]; total: number; pagina: number; limite: number };
