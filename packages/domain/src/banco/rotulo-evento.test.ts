import { describe, expect, it } from 'vitest';
import { rotuloDoEvento } from './rotulo-evento';

describe('rotuloDoEvento', () => {
  it('names Asaas events and statement credits in pt-BR, bank occurrences by code', () => {
    expect(rotuloDoEvento('asaas', 'PAYMENT_RECEIVED')).toBe('Pagamento recebido');
    expect(rotuloDoEvento('asaas', 'PAYMENT_REFUNDED')).toBe('Pagamento estornado');
    expect(rotuloDoEvento('extrato', 'CREDIT')).toBe('Crédito');
    expect(rotuloDoEvento('retorno', '06')).toBe('Ocorrência 06');
  });
  it('keeps the code of an event it has no name for', () => {
    expect(rotuloDoEvento('asaas', 'PAYMENT_BANK_SLIP_VIEWED')).toBe('PAYMENT_BANK_SLIP_VIEWED');
    expect(rotuloDoEvento('extrato', 'OTHER')).toBe('OTHER');
  });
});
