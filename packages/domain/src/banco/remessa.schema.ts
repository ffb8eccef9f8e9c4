import { z } from 'zod';

/** One remessa file generated for a collection account: its sequential number and what it asks. */
export const remessaSchema = z.object({
  id: z.string(),
  contaId: z.string(),
  /** The account's sequential remessa number (NSA), as written in the file's header. */
  numero: z.number().int(),
  nomeArquivo: z.string(),
  criadoEm: z.string(),
  /** New boletos the file asks the bank to register. */
  registros: z.number().int(),
  /** Replaced or cancelled boletos the file asks the bank to write off (pedido de baixa). */
  baixas: z.number().int(),
});
export type Remessa = z.infer<typeof remessaSchema>;

/** GET /api/cobranca/contas/{id}/remessas: what waits for the next remessa, and the files so far. */
export const remessasDaContaSchema = z.object({
  pendentes: z.object({ registros: z.number().int(), baixas: z.number().int() }),
  remessas: z.array(remessaSchema),
});
export type RemessasDaConta = z.infer<typeof remessasDaContaSchema>;
