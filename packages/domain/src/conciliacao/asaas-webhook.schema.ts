/**
 * Asaas webhook payloads for charges ("cobranças") and what each event does to a Morada payment.
 *
 * Shapes from Asaas' documentation:
 * - https://docs.asaas.com/docs/receive-asaas-events-at-your-webhook-endpoint (the event object:
 *   `id` 'evt_…', `event`, and the entity, here `payment`);
 * - https://docs.asaas.com/docs/webhook-para-cobrancas (pt-BR) / https://docs.asaas.com/docs/payment-events
 *   (the PAYMENT_* event list and the JSON of a payment event).
 * Asaas warns that new attributes may appear at any time, so every object is loose: unknown keys
 * pass through, unknown events are accepted and ignored.
 */
import { z } from 'zod';
import { MSG_COBRANCA_BANCARIA } from '../messages/cobranca-bancaria';

const W = MSG_COBRANCA_BANCARIA.conciliacao.webhook;

/** The charge events Asaas documents (docs.asaas.com/docs/webhook-para-cobrancas). */
export const EVENTOS_ASAAS_COBRANCA = [
  'PAYMENT_CREATED',
  'PAYMENT_AWAITING_RISK_ANALYSIS',
  'PAYMENT_APPROVED_BY_RISK_ANALYSIS',
  'PAYMENT_REPROVED_BY_RISK_ANALYSIS',
  'PAYMENT_AUTHORIZED',
  'PAYMENT_UPDATED',
  'PAYMENT_CONFIRMED',
  'PAYMENT_RECEIVED',
  'PAYMENT_CREDIT_CARD_CAPTURE_REFUSED',
  'PAYMENT_ANTICIPATED',
  'PAYMENT_OVERDUE',
  'PAYMENT_DELETED',
  'PAYMENT_RESTORED',
  'PAYMENT_REFUNDED',
  'PAYMENT_PARTIALLY_REFUNDED',
  'PAYMENT_REFUND_IN_PROGRESS',
  'PAYMENT_RECEIVED_IN_CASH_UNDONE',
  'PAYMENT_CHARGEBACK_REQUESTED',
  'PAYMENT_CHARGEBACK_DISPUTE',
  'PAYMENT_AWAITING_CHARGEBACK_REVERSAL',
  'PAYMENT_DUNNING_RECEIVED',
  'PAYMENT_DUNNING_REQUESTED',
  'PAYMENT_BANK_SLIP_VIEWED',
  'PAYMENT_CHECKOUT_VIEWED',
] as const;
export type EventoAsaasCobranca = (typeof EVENTOS_ASAAS_COBRANCA)[number];

/** Events that mean the tenant paid: the receipt is posted. */
const RECEBIMENTO = new Set(['PAYMENT_RECEIVED', 'PAYMENT_CONFIRMED']);

/** 'YYYY-MM-DD' (Asaas dates); a trailing time, if any, is dropped. */
const dataAsaas = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(?:[ T].*)?$/, W.data)
  .transform((s) => s.slice(0, 10));

/** A charge as Asaas sends it inside a payment event. Only what Morada reads is checked. */
export const asaasCobrancaSchema = z.looseObject({
  object: z.literal('payment').optional(),
  id: z.string().min(1),
  customer: z.string().min(1),
  /** Amount charged, in reais; after payment, what was paid (interest and fine included). */
  value: z.number().nonnegative(),
  /** value minus Asaas' fee. */
  netValue: z.number().nullish(),
  originalValue: z.number().nullish(),
  interestValue: z.number().nullish(),
  status: z.string().min(1),
  billingType: z.string().min(1),
  dueDate: dataAsaas,
  originalDueDate: dataAsaas.nullish(),
  /** The day Asaas received it. */
  paymentDate: dataAsaas.nullish(),
  /** The day the customer paid (Asaas: "data em que o cliente efetuou o pagamento"). */
  clientPaymentDate: dataAsaas.nullish(),
  confirmedDate: dataAsaas.nullish(),
  /** The day the money is available in the Asaas account. */
  creditDate: dataAsaas.nullish(),
  estimatedCreditDate: dataAsaas.nullish(),
  /** Morada's own reference, set when the charge was created (the payment's id). */
  externalReference: z.string().nullish(),
  description: z.string().nullish(),
  nossoNumero: z.string().nullish(),
  invoiceUrl: z.string().nullish(),
  bankSlipUrl: z.string().nullish(),
  deleted: z.boolean().optional(),
});

/**
 * The body of an Asaas webhook call. `id` is the event id: the server processes each once.
 * A PAYMENT_* event must carry the charge, and a receipt event its payment date.
 */
export const asaasWebhookSchema = z
  .looseObject({
    id: z.string().min(1),
    event: z.string().min(1),
    dateCreated: z.string().nullish(),
    payment: asaasCobrancaSchema.optional(),
  })
  .superRefine((evento, ctx) => {
    if (!evento.event.startsWith('PAYMENT_')) return;
    if (!evento.payment) {
      ctx.addIssue({ code: 'custom', path: ['payment'], message: W.semCobranca });
      return;
    }
    const p = evento.payment;
    if (RECEBIMENTO.has(evento.event) && !(p.clientPaymentDate ?? p.paymentDate ?? p.confirmedDate))
      ctx.addIssue({ code: 'custom', path: ['payment', 'paymentDate'], message: W.semDataPagamento });
  });

export type AsaasCobranca = z.output<typeof asaasCobrancaSchema>;
export type AsaasWebhook = z.output<typeof asaasWebhookSchema>;
export type AsaasWebhookEntrada = z.input<typeof asaasWebhookSchema>;

/** Which Asaas charge (and Morada payment, by externalReference) an effect applies to. */
export interface CobrancaAsaasRef {
  cobrancaId: string;
  referenciaExterna: string | null;
}

export type EfeitoEventoAsaas =
  | (CobrancaAsaasRef & {
      acao: 'receber';
      /** The day the tenant paid: clientPaymentDate, else paymentDate, else confirmedDate. */
      dataPagamento: string;
      /** What the tenant paid (payment.value), in centavos. */
      valorCentavos: number;
      /** When the money is available: creditDate, else estimatedCreditDate, else null. */
      dataCredito: string | null;
      /** Asaas' fee (value − netValue), when netValue is known. */
      tarifaCentavos: number | null;
    })
  | (CobrancaAsaasRef & { acao: 'vencer' | 'cancelar' | 'estornar' })
  | { acao: 'ignorar' };

const centavos = (reais: number) => Math.round(reais * 100);

/**
 * What an Asaas event does to the payment it refers to. Pure: idempotency (one event id processed
 * once) and ordering are the server's job — note that a card or boleto sends PAYMENT_CONFIRMED and
 * later PAYMENT_RECEIVED for one charge, so 'receber' must book a charge once, whichever comes first.
 * - PAYMENT_RECEIVED, PAYMENT_CONFIRMED → receber
 * - PAYMENT_OVERDUE → vencer
 * - PAYMENT_DELETED → cancelar
 * - PAYMENT_REFUNDED, PAYMENT_RECEIVED_IN_CASH_UNDONE → estornar (the receipt is undone)
 * - anything else (created, updated, restored, partial refund, chargeback, viewed…, other
 *   entities) → ignorar: nothing Morada books changes; the admin sees those at Asaas.
 */
export function efeitoDoEvento(evento: AsaasWebhook): EfeitoEventoAsaas {
  const p = evento.payment;
  if (!p) return { acao: 'ignorar' };
  const ref: CobrancaAsaasRef = { cobrancaId: p.id, referenciaExterna: p.externalReference ?? null };
  switch (evento.event) {
    case 'PAYMENT_RECEIVED':
    case 'PAYMENT_CONFIRMED': {
      const dataPagamento = p.clientPaymentDate ?? p.paymentDate ?? p.confirmedDate;
      if (!dataPagamento) return { acao: 'ignorar' }; // the schema refuses this; kept for hand-built input
      return {
        ...ref,
        acao: 'receber',
        dataPagamento,
        valorCentavos: centavos(p.value),
        dataCredito: p.creditDate ?? p.estimatedCreditDate ?? null,
        tarifaCentavos: p.netValue == null ? null : centavos(p.value) - centavos(p.netValue),
      };
    }
    case 'PAYMENT_OVERDUE':
      return { ...ref, acao: 'vencer' };
    case 'PAYMENT_DELETED':
      return { ...ref, acao: 'cancelar' };
    case 'PAYMENT_REFUNDED':
    case 'PAYMENT_RECEIVED_IN_CASH_UNDONE':
      return { ...ref, acao: 'estornar' };
    default:
      return { acao: 'ignorar' };
  }
}
