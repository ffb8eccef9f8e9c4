import { z } from 'zod';
import { MSG_ENTRADAS } from '../messages/entradas';

/** GET /api/cep/:cep — the CEP with or without its hyphen, answered as its 8 digits. */
export const cepParamsSchema = z.object({
  cep: z
    .string()
    .trim()
    .regex(/^\d{5}-?\d{3}$/, MSG_ENTRADAS.cepInvalido)
    .transform((v) => v.replace('-', '')),
});

/** The address of a CEP, as the property form fills it (empty parts are left for the user). */
export const enderecoCepSchema = z.object({
  cep: z.string(),
  endereco: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  estado: z.string(),
});
export type EnderecoCep = z.infer<typeof enderecoCepSchema>;
