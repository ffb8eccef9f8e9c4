import { z } from 'zod';

/** A boleto in the billing provider's shape (section 3) plus linha digitável and PIX (DESIGN §6). */
export const boletoSchema = z.object({
  id: z.string(),
  dateCreated: z.string(),
  dueDate: z.string(),
  value: z.number(),
  description: z.string(),
  status: z.string(),
  invoiceUrl: z.string().nullable(),
  bankSlipUrl: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  linhaDigitavel: z.string().nullable(),
  pixCopiaECola: z.string().nullable(),
});
export type Boleto = z.infer<typeof boletoSchema>;

export const clienteCobrancaSchema = z.object({ usuarioId: z.string().min(1).max(64) });
export const cobrancaSchema = z.object({ pagamentoId: z.string().min(1).max(64) });
/** POST /api/financeiro/clientes: the tenant's customer id at the billing provider. */
export const clienteCobrancaCriadoSchema = z.object({ id: z.string() });
export type ClienteCobrancaCriado = z.infer<typeof clienteCobrancaCriadoSchema>;
