import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asaasWebhookSchema, efeitoDoEvento } from './asaas-webhook.schema';

/*
 * The payment event in the shape Asaas documents: event id and envelope from
 * https://docs.asaas.com/docs/receive-asaas-events-at-your-webhook-endpoint, the payment object's
 * fields from https://docs.asaas.com/docs/webhook-para-cobrancas (its example JSON; ids, amounts
 * and dates below are those of the example, except where a test changes them).
 */
const recebido = {
  id: 'evt_05b708f961d739ea7eba7e4db318f621&368604920',
  event: 'PAYMENT_RECEIVED',
  dateCreated: '2024-06-12 16:45:03',
  payment: {
    object: 'payment',
    id: 'pay_080225913252',
    dateCreated: '2021-01-01',
    customer: 'cus_G7Dvo4iphUNk',
    subscription: 'sub_VXJBYgP2u0eO',
    installment: null,
    paymentLink: null,
    dueDate: '2021-01-01',
    originalDueDate: '2021-01-01',
    value: 100,
    netValue: 94.51,
    originalValue: null,
    interestValue: null,
    nossoNumero: null,
    description: 'Pedido 056984',
    externalReference: '056984',
    billingType: 'CREDIT_CARD',
    status: 'RECEIVED',
    pixTransaction: null,
    confirmedDate: '2021-01-01',
    paymentDate: '2021-01-01',
    clientPaymentDate: '2021-01-01',
    installmentNumber: null,
    creditDate: '2021-02-01',
    custody: null,
    estimatedCreditDate: '2021-02-01',
    invoiceUrl: 'https://www.asaas.com/i/080225913252',
    bankSlipUrl: null,
    transactionReceiptUrl: 'https://www.asaas.com/comprovantes/4937311816045162',
    invoiceNumber: '00005101',
    deleted: false,
    anticipated: false,
    anticipable: false,
    lastInvoiceViewedDate: '2021-01-01 12:54:56',
    lastBankSlipViewedDate: null,
    postalService: false,
    creditCard: { creditCardNumber: '8829', creditCardBrand: 'MASTERCARD', creditCardToken: 'a75a1d98' },
    discount: { value: 0, dueDateLimitDays: 0, limitedDate: null, type: 'FIXED' },
    fine: { value: 0, type: 'FIXED' },
    interest: { value: 0, type: 'PERCENTAGE' },
    split: [],
    chargeback: null,
    refunds: null,
  },
};

/** A boleto paid late, received at Asaas the next business day (same envelope, another charge). */
const boletoPagoComJuros = {
  ...recebido,
  id: 'evt_boleto_1',
  event: 'PAYMENT_CONFIRMED',
  payment: {
    ...recebido.payment,
    id: 'pay_boleto_1',
    billingType: 'BOLETO',
    status: 'CONFIRMED',
    dueDate: '2024-03-05',
    value: 1873.4,
    originalValue: 1850,
    interestValue: 23.4,
    netValue: 1872.41,
    externalReference: 'pagamento-42',
    clientPaymentDate: '2024-03-08',
    paymentDate: null,
    confirmedDate: '2024-03-11',
    creditDate: null,
    estimatedCreditDate: '2024-03-12',
  },
};

const comEvento = (event: string, payment: Record<string, unknown> = {}) =>
  asaasWebhookSchema.parse({
    ...recebido,
    id: `evt_${event}`,
    event,
    payment: { ...recebido.payment, ...payment },
  });

describe('asaasWebhookSchema', () => {
  it('accepts the documented payment event and keeps unknown fields', () => {
    const evento = asaasWebhookSchema.parse(recebido);
    expect(evento.id).toBe('evt_05b708f961d739ea7eba7e4db318f621&368604920');
    expect(evento.payment?.value).toBe(100);
    expect((evento.payment as Record<string, unknown>).invoiceNumber).toBe('00005101');
  });

  it('accepts events it does not know, with or without a payment', () => {
    expect(
      asaasWebhookSchema.safeParse({ id: 'evt_1', event: 'TRANSFER_DONE', transfer: { id: 't' } }).success,
    ).toBe(true);
    expect(asaasWebhookSchema.safeParse({ ...recebido, event: 'PAYMENT_SOMETHING_NEW' }).success).toBe(true);
  });

  it('refuses a body without event id or event', () => {
    const semId = asaasWebhookSchema.safeParse({ event: 'PAYMENT_RECEIVED', payment: recebido.payment });
    expect(semId.success).toBe(false);
    expect(semId.error?.issues.map((i) => i.path.join('.'))).toEqual(['id']);
    expect(asaasWebhookSchema.safeParse({ id: 'evt_1' }).success).toBe(false);
  });

  it('refuses a payment event without the payment, in pt-BR', () => {
    const r = asaasWebhookSchema.safeParse({ id: 'evt_1', event: 'PAYMENT_OVERDUE' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['payment', 'O evento de cobrança não traz o objeto "payment"'],
    ]);
  });

  it('refuses a receipt without any payment date', () => {
    const r = asaasWebhookSchema.safeParse({
      ...recebido,
      payment: { ...recebido.payment, paymentDate: null, clientPaymentDate: null, confirmedDate: null },
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [
        'payment.paymentDate',
        'O evento de recebimento não traz a data do pagamento (clientPaymentDate, paymentDate ou confirmedDate)',
      ],
    ]);
  });

  it('refuses a date that is not YYYY-MM-DD, and a value that is not a number', () => {
    const data = asaasWebhookSchema.safeParse({
      ...recebido,
      payment: { ...recebido.payment, dueDate: '01/01/2021' },
    });
    expect(data.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['payment.dueDate', 'Deve ser uma data no formato AAAA-MM-DD'],
    ]);
    const valor = asaasWebhookSchema.safeParse({
      ...recebido,
      payment: { ...recebido.payment, value: '100,00' },
    });
    expect(valor.error?.issues.map((i) => i.path.join('.'))).toEqual(['payment.value']);
  });
});

describe('asaasWebhookSchema as JSON Schema (the API reference)', () => {
  it('describes the body the provider sends', () => {
    const js = z.toJSONSchema(asaasWebhookSchema, { io: 'input', unrepresentable: 'any' }) as {
      required?: string[];
      properties?: Record<string, unknown>;
    };
    expect(js.required).toEqual(['id', 'event']);
    expect(Object.keys(js.properties ?? {})).toEqual(['id', 'event', 'dateCreated', 'payment']);
  });
});

describe('efeitoDoEvento', () => {
  it('PAYMENT_RECEIVED posts the receipt: value, customer payment date, credit date, fee', () => {
    expect(efeitoDoEvento(asaasWebhookSchema.parse(recebido))).toEqual({
      acao: 'receber',
      cobrancaId: 'pay_080225913252',
      referenciaExterna: '056984',
      dataPagamento: '2021-01-01',
      valorCentavos: 10000,
      dataCredito: '2021-02-01',
      tarifaCentavos: 549,
    });
  });

  it('PAYMENT_CONFIRMED of a late boleto: the day the tenant paid, interest included, estimated credit', () => {
    expect(efeitoDoEvento(asaasWebhookSchema.parse(boletoPagoComJuros))).toEqual({
      acao: 'receber',
      cobrancaId: 'pay_boleto_1',
      referenciaExterna: 'pagamento-42',
      dataPagamento: '2024-03-08',
      valorCentavos: 187340,
      dataCredito: '2024-03-12',
      tarifaCentavos: 99,
    });
  });

  it('falls back to paymentDate, then confirmedDate; no netValue → fee unknown', () => {
    const e1 = efeitoDoEvento(
      comEvento('PAYMENT_RECEIVED', { clientPaymentDate: null, paymentDate: '2024-01-09' }),
    );
    expect(e1).toMatchObject({ dataPagamento: '2024-01-09' });
    const e2 = efeitoDoEvento(
      comEvento('PAYMENT_CONFIRMED', {
        clientPaymentDate: null,
        paymentDate: null,
        confirmedDate: '2024-01-10',
        creditDate: null,
        estimatedCreditDate: null,
        netValue: null,
      }),
    );
    expect(e2).toMatchObject({ dataPagamento: '2024-01-10', dataCredito: null, tarifaCentavos: null });
  });

  it('rounds reais to centavos without float drift', () => {
    expect(
      efeitoDoEvento(comEvento('PAYMENT_RECEIVED', { value: 1234.57, netValue: 1233.58 })),
    ).toMatchObject({
      valorCentavos: 123457,
      tarifaCentavos: 99,
    });
  });

  it.each([
    ['PAYMENT_OVERDUE', 'vencer'],
    ['PAYMENT_DELETED', 'cancelar'],
    ['PAYMENT_REFUNDED', 'estornar'],
    ['PAYMENT_RECEIVED_IN_CASH_UNDONE', 'estornar'],
  ])('%s → %s, naming the charge', (evento, acao) => {
    expect(efeitoDoEvento(comEvento(evento))).toEqual({
      acao,
      cobrancaId: 'pay_080225913252',
      referenciaExterna: '056984',
    });
  });

  it.each([
    'PAYMENT_CREATED',
    'PAYMENT_UPDATED',
    'PAYMENT_RESTORED',
    'PAYMENT_PARTIALLY_REFUNDED',
    'PAYMENT_CHARGEBACK_REQUESTED',
    'PAYMENT_BANK_SLIP_VIEWED',
    'PAYMENT_SOMETHING_NEW',
  ])('%s → ignorar', (evento) => {
    expect(efeitoDoEvento(comEvento(evento))).toEqual({ acao: 'ignorar' });
  });

  it('an event of another entity is ignored', () => {
    expect(efeitoDoEvento(asaasWebhookSchema.parse({ id: 'evt_2', event: 'TRANSFER_DONE' }))).toEqual({
      acao: 'ignorar',
    });
  });
});
