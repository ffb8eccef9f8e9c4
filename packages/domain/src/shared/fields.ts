import { z } from 'zod';

/** Identifiers are opaque strings (UUID); anything else is refused before it reaches a query. */
export const idSchema = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);
export const idParamSchema = z.object({ id: idSchema });

/** Calendar date as the API carries it: YYYY-MM-DD. */
export const dataSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Data inválida');

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

/** Numeric text from a form or multipart field, checked with the spec's '{label} deve ser um número'. */
export const numeroTexto = (mensagem: string) =>
  z.union([z.string(), z.number()]).transform((v, ctx) => {
    const texto = String(v).trim().replace(',', '.');
    const n = Number(texto);
    if (texto === '' || !Number.isFinite(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message: mensagem });
      return z.NEVER;
    }
    return n;
  });

/** Pagination query: pagina from 1, limite capped so no caller can ask for the whole table. */
export const paginacaoSchema = z.object({
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
  limite: z.coerce.number().int().min(1).max(100).default(12),
});

export type Paginado<T> = { dados: T[]; total: number; pagina: number; limite: number };
