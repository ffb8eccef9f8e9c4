import { z } from 'zod';
import { statusPagamentoSchema } from '../shared/enums';
import { dataSchema } from '../shared/fields';

/** A monthly payment of a contract (DESIGN §4), with its boleto fields. */
export const pagamentoSchema = z.object({
  id: z.string(),
  contratoId: z.string(),
  competencia: z.string(),
  vencimento: z.string(),
  valor: z.number(),
  status: statusPagamentoSchema,
  dataPagamento: z.string().nullable(),
  valorPago: z.number().nullable(),
  nossoNumero: z.string().nullable(),
  linhaDigitavel: z.string().nullable(),
  multa: z.number(),
  juros: z.number(),
  valorAtualizado: z.number(),
});
export type Pagamento = z.infer<typeof pagamentoSchema>;

export const pagarSchema = z.object({
  dataPagamento: z.string({ error: 'Data de pagamento é obrigatória' }).pipe(dataSchema),
});
