import { z } from 'zod';
import { paginacaoAdminSchema } from '../admin/paginacao-admin';

/** Where a payment event came from: the billing provider's webhook, a bank retorno, a statement. */
export const ORIGENS_LANCAMENTO = ['asaas', 'retorno', 'extrato'] as const;
export type OrigemLancamento = (typeof ORIGENS_LANCAMENTO)[number];

/**
 * What an event did: booked a receipt, changed the boleto, nothing to do, waits for an admin to
 * match it, or was reversed by an admin.
 */
export const SITUACOES_LANCAMENTO = ['lancado', 'atualizado', 'ignorado', 'pendente', 'desfeito'] as const;
export type SituacaoLancamento = (typeof SITUACOES_LANCAMENTO)[number];

/** One automatic posting as the admin's journal shows it (Financeiro → Lançamentos automáticos). */
export const lancamentoAutomaticoSchema = z.object({
  id: z.string(),
  origem: z.enum(ORIGENS_LANCAMENTO),
  tipo: z.string(),
  pagamentoId: z.string().nullable(),
  situacao: z.enum(SITUACOES_LANCAMENTO),
  /** Reais. */
  valor: z.number().nullable(),
  /** YYYY-MM-DD of the payment (or of the event). */
  data: z.string().nullable(),
  detalhe: z.string(),
  /** The file it came in (retorno, extrato); null for a webhook. */
  importacaoId: z.string().nullable(),
  criadoEm: z.string(),
  desfeitoEm: z.string().nullable(),
  /** True while the receipt it booked can still be reversed (not yet passed on to the owner). */
  podeDesfazer: z.boolean(),
});
export type LancamentoAutomatico = z.infer<typeof lancamentoAutomaticoSchema>;

export const lancamentosQuerySchema = paginacaoAdminSchema.extend({
  situacao: z.enum(SITUACOES_LANCAMENTO).optional(),
  origem: z.enum(ORIGENS_LANCAMENTO).optional(),
  /** The items of one imported file. */
  importacao: z.string().max(64).optional(),
});
export type LancamentosQuery = z.infer<typeof lancamentosQuerySchema>;
