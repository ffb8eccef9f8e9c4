import { describe, expect, it } from 'vitest';
import { MSG_COBRANCA_BANCARIA } from '../messages/cobranca-bancaria';
import { extratoDaConta } from './conta-do-extrato';

const bb = { banco: '1', agencia: '1234-5', conta: '12345-6' };
const contaBB = { banco: '001', agencia: '1234', agenciaDv: '5', conta: '12345', contaDv: '6' };

describe('extratoDaConta', () => {
  it('accepts the same account written the bank’s way', () => {
    expect(extratoDaConta(bb, contaBB)).toBe(true);
    expect(extratoDaConta({ banco: '0001', agencia: '1234', conta: '0000123456' }, contaBB)).toBe(true);
    expect(extratoDaConta({ banco: '001', agencia: null, conta: '12345' }, contaBB)).toBe(true);
    expect(
      extratoDaConta({ banco: '1', agencia: '1234-5', conta: '12345-X' }, { ...contaBB, contaDv: 'x' }),
    ).toBe(true);
  });

  it('accepts an ACCTID prefixed by the branch (Itaú style)', () => {
    const itau = { banco: '0341', agencia: null, conta: '0987654321' };
    expect(extratoDaConta(itau, { banco: '341', agencia: '0987', conta: '65432', contaDv: '1' })).toBe(true);
    expect(extratoDaConta(itau, { banco: '341', agencia: '0988', conta: '65432', contaDv: '1' })).toBe(false);
  });

  it('refuses another bank, branch or account', () => {
    expect(extratoDaConta(bb, { ...contaBB, banco: '237' })).toBe(false);
    expect(extratoDaConta(bb, { ...contaBB, agencia: '4321' })).toBe(false);
    expect(extratoDaConta(bb, { ...contaBB, conta: '12346' })).toBe(false);
    expect(extratoDaConta(bb, { ...contaBB, contaDv: '7' })).toBe(false);
    expect(extratoDaConta({ ...bb, conta: '912345-6' }, contaBB)).toBe(false);
  });

  it('has the message the caller shows when it refuses', () => {
    expect(MSG_COBRANCA_BANCARIA.conciliacao.erros.outraConta('0237', '3456', '0012345')).toBe(
      'O extrato é de outra conta (banco 0237, agência 3456, conta 0012345): escolha a conta de cobrança deste extrato.',
    );
    expect(MSG_COBRANCA_BANCARIA.conciliacao.erros.outraConta('0341', null, '0987654321')).toBe(
      'O extrato é de outra conta (banco 0341, agência não informada, conta 0987654321): escolha a conta de cobrança deste extrato.',
    );
  });
});
