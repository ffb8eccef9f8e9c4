import { z } from 'zod';
import { MEIOS_PAGAMENTO } from '../shared/enum-values';
import { statusPagamentoSchema } from '../shared/enums';
import { dataSchema, idSchema } from '../shared/fields';
import { reaisSchema } from '../shared/reais.schema';
import { MSG_FINANCEIRO } from '../messages/financeiro';

const E = MSG_FINANCEIRO.erros;

/** What the month is made of, in reais, frozen when the payment was generated. */
export const composicaoSchema = z.object({
  aluguel: z.number(),
  condominio: z.number(),
  iptu: z.number(),
  outros: z.number(),
  desconto: z.number(),
});

export const meioPagamentoSchema = z.enum(MEIOS_PAGAMENTO, {
  error: (iss) => (iss.input === undefined || iss.input === '' ? E.meioObrigatorio : E.meioInvalido),
});

/** One amount received and how it was applied (juros, then multa, then the components). */
export const recebimentoSchema = z.object({
  id: z.string(),
  data: z.string(),
  valor: z.number(),
  meio: meioPagamentoSchema,
  juros: z.number(),
  multa: z.number(),
  aluguel: z.number(),
  condominio: z.number(),
  iptu: z.number(),
  outros: z.number(),
});
export type RecebimentoPagamento = z.infer<typeof recebimentoSchema>;

/** A monthly payment of a contract (DESIGN §4, §10), with its boleto fields. */
export const pagamentoSchema = z.object({
  id: z.string(),
  contratoId: z.string(),
  competencia: z.string(),
  vencimento: z.string(),
  /** Last day to pay without multa and juros (the next business day when vencimento is not one). */
  prazo: z.string(),
  /** Amount due for the month (composition total). */
  valor: z.number(),
  composicao: composicaoSchema,
  status: statusPagamentoSchema,
  /** Day the payment was settled (the last amount received), null while open. */
  dataPagamento: z.string().nullable(),
  /** Sum received so far; null when nothing was received. */
  valorPago: z.number().nullable(),
  nossoNumero: z.string().nullable(),
  linhaDigitavel: z.string().nullable(),
  /** Open: multa/juros due today. Settled: multa/juros paid. */
  multa: z.number(),
  juros: z.number(),
  /** Open: what settles it today. Settled: the total received. */
  valorAtualizado: z.number(),
  recebimentos: z.array(recebimentoSchema),
  /** When the last cobrança was sent (ISO date-time), so nobody sends a second one the same day. */
  ultimaCobranca: z.string().nullable(),
});
export type Pagamento = z.infer<typeof pagamentoSchema>;

/** Money typed the way a form or JSON carries it, in reais, ≥ R$ 0,01 once rounded and within the boleto's range. */
const valorRecebidoSchema = reaisSchema({
  invalido: E.valorInvalido,
  obrigatorio: E.valorObrigatorio,
  minimo: 'positivo',
  maximo: 99_999_999.99,
});

/** PATCH /api/pagamentos/:id/pagar: what was actually received, when and how. */
export const pagarSchema = z.object({
  dataPagamento: z.string({ error: E.dataObrigatoria }).min(1, E.dataObrigatoria).pipe(dataSchema),
  valorRecebido: valorRecebidoSchema,
  meio: meioPagamentoSchema,
});
export type PagarEntrada = z.input<typeof pagarSchema>;

/** GET /api/pagamentos/:id/devido?data=: the amount due on a date, the screen's suggestion. */
export const valorDevidoQuerySchema = z.object({ data: dataSchema });
export const valorDevidoSchema = z.object({
  data: z.string(),
  prazo: z.string(),
  diasAtraso: z.number(),
  principal: z.number(),
  multa: z.number(),
  juros: z.number(),
  total: z.number(),
});
export type ValorDevido = z.infer<typeof valorDevidoSchema>;

export const pagamentoIdSchema = z.object({ id: idSchema });
