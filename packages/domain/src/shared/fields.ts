import { z } from 'zod';
import './erro-zod';
import { isDataReal } from '../financeiro/datas';

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

/** '3.200', '1.500.000': dots that only ever separate groups of exactly three digits. */
const MILHARES_COM_PONTO = /^[1-9]\d{0,2}(\.\d{3})+$/;

/**
 * Reads a number typed the Brazilian way, or NaN. With a comma, dots are thousands separators and
 * the comma is the decimal mark ('3.200,50' → 3200.5). Without one, a dot before groups of exactly
 * three digits separates thousands ('3.200' → 3200, '1.500.000' → 1500000); any other dot is a
 * decimal point ('2.5', '3200.50').
 */
export const lerNumeroBR = (valor: string | number): number => {
  if (typeof valor === 'number') return valor;
  const texto = valor.trim().replace(/\s/g, '');
  if (!/^-?[\d.,]+$/.test(texto) || !/\d/.test(texto)) return Number.NaN;
  const sinal = texto.startsWith('-') ? '-' : '';
  const corpo = sinal ? texto.slice(1) : texto;
  let normalizado: string;
  if (corpo.includes(',')) {
    const [inteiro = '', decimal, ...resto] = corpo.split(',');
    if (resto.length > 0 || (inteiro.includes('.') && !MILHARES_COM_PONTO.test(inteiro))) return Number.NaN;
    normalizado = `${inteiro.replace(/\./g, '')}.${decimal}`;
  } else if (MILHARES_COM_PONTO.test(corpo)) {
    normalizado = corpo.replace(/\./g, '');
  } else {
    normalizado = corpo;
  }
  return Number(`${sinal}${normalizado}`);
};

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
