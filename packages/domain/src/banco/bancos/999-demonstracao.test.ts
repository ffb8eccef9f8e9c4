import { describe, expect, it } from 'vitest';
import { montarBoleto } from '../montar-boleto';
import { contaDeTeste } from './conta-de-teste';
import { problemasDaConta, regrasDoBanco } from './index';

// No published source: bank 999 is fictitious. The expected numbers are those of the layout the
// server's local provider always issued (apps/server/src/lib/boleto/nosso-numero.ts: sequence 42 of
// agência 1234 → 00000000420; its boleto.test.ts pins positions 6–19 of the barcode), worked by hand.
const demo = (outros: Parameters<typeof contaDeTeste>[1] = {}) =>
  contaDeTeste('999', { agencia: '1234', conta: '00012345', carteira: '17', ...outros });

describe('Banco de demonstração (999)', () => {
  it('keeps the old local layout (nosso número 10 + DV, agência, conta, carteira)', () => {
    // DV of 1234 0000000042, weights 2..9 from the right: 2·2 + 4·3 + 4·4 + 3·5 + 2·6 + 1·7 = 66;
    // 66 % 11 = 0 → 11 → 0.
    const b = montarBoleto(demo(), { sequencia: 42, vencimento: '2026-12-05', valorCentavos: 250000 });
    expect(b.nossoNumero).toEqual({ numero: '0000000042', dv: '0', impresso: '0000000042-0' });
    expect(b.codigoBarras.slice(0, 4)).toBe('9999');
    expect(b.codigoBarras.slice(5, 19)).toBe('16510000250000');
    expect(b.codigoBarras.slice(19)).toBe('0000000042' + '0' + '1234' + '00012345' + '17');
  });
  it('the current demo account (agência 0001, conta 00012345, carteira 17)', () => {
    // DV of 0001 0000000007, weights 2..9 from the right: 7·2 + 1·4 = 18; 18 % 11 = 7 → 4.
    const r = regrasDoBanco('999');
    const conta = demo({ agencia: '0001' });
    expect(r.nossoNumero(conta, 7).impresso).toBe('0000000007-4');
    expect(r.agenciaCodigoImpresso(conta)).toBe('0001 / 00012345');
  });
  it('refuses a long agência or conta and a sequence past 10 digits', () => {
    expect(problemasDaConta(demo({ agencia: '12345', conta: '123456789' }))).toEqual([
      { campo: 'agencia', mensagem: 'Agência deve ter de 1 a 4 dígitos neste banco' },
      { campo: 'conta', mensagem: 'Conta deve ter de 1 a 8 dígitos neste banco' },
    ]);
    expect(() => regrasDoBanco('999').nossoNumero(demo(), 10_000_000_000)).toThrow(
      'O nosso número passou do limite deste banco (9.999.999.999)',
    );
  });
});
