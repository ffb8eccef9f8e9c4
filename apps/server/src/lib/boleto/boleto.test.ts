import {
  codigoBarrasDeLinha,
  formatarLinhaDigitavel,
  linhaDeCodigoBarras,
  linhaDigitavelValida,
  montarBoleto,
  montarCodigoBarras,
} from '@morada/domain';
import { describe, expect, it } from 'vitest';
import { barrasI2of5 } from './i2of5';

// The FEBRABAN core (módulos, fator, código de barras) lives in packages/domain/src/banco with its tests.

describe('boleto local (banco 999)', () => {
  const cedente = {
    banco: '999' as const,
    agencia: '1234',
    agenciaDv: '',
    conta: '00012345',
    contaDv: '',
    carteira: '17',
    convenio: '',
  };
  it('builds our own boleto whose linha round-trips', () => {
    const b = montarBoleto(cedente, { sequencia: 42, vencimento: '2026-12-05', valorCentavos: 250000 });
    expect(b.nossoNumero.numero + b.nossoNumero.dv).toBe('00000000420');
    const livre = '00000000420' + '1234' + '00012345' + '17';
    const codigo = montarCodigoBarras({
      banco: '999',
      vencimento: '2026-12-05',
      valor: 2500,
      campoLivre: livre,
    });
    expect(b.codigoBarras).toBe(codigo);
    expect(codigo.slice(0, 4)).toBe('9999');
    expect(codigo.slice(5, 19)).toBe('16510000250000');
    expect(codigo.slice(19)).toBe(livre);
    const linha = linhaDeCodigoBarras(codigo);
    expect(linhaDigitavelValida(formatarLinhaDigitavel(linha))).toBe(true);
    expect(codigoBarrasDeLinha(formatarLinhaDigitavel(linha))).toBe(codigo);
  });
  it('the domain rule of bank 999 gives old boletos the same numbers (montarBoleto)', () => {
    // Nossos números the removed lib/boleto/nosso-numero.ts (gerarNossoNumero) gave for agência 0001.
    // By hand for 1: módulo 11 of 0001 0000000001, weights 2..9 from the right: 1·2 + 1·4 = 6 → 11 − 6 = 5.
    const antigos: [number, string][] = [
      [1, '00000000015'],
      [7, '00000000074'],
      [42, '00000000422'],
      [1234, '00000012340'],
      [9_999_999, '00099999990'],
    ];
    const conta = { ...cedente, agencia: '0001' };
    for (const [n, antigo] of antigos) {
      const novo = montarBoleto(conta, { sequencia: n, vencimento: '2026-12-05', valorCentavos: 250000 });
      expect(novo.nossoNumero.numero + novo.nossoNumero.dv).toBe(antigo);
      expect(novo.codigoBarras).toBe(
        montarCodigoBarras({
          banco: '999',
          vencimento: '2026-12-05',
          valor: 2500,
          campoLivre: antigo + '0001' + '00012345' + '17',
        }),
      );
    }
  });
  it('refuses a sequence out of range', () => {
    expect(() =>
      montarBoleto(cedente, { sequencia: 0, vencimento: '2026-12-05', valorCentavos: 1 }),
    ).toThrow();
  });
});

describe('I2of5', () => {
  it('encodes start, pairs and stop', () => {
    const el = barrasI2of5('12');
    // start 4 + 10 for one pair + stop 3
    expect(el).toHaveLength(17);
    expect(el.slice(0, 4).every((e) => !e.largo)).toBe(true);
    // '1' = wnnnw in the bars, '2' = nwnnw in the spaces
    expect(
      el
        .slice(4, 14)
        .map((e) => (e.largo ? 'w' : 'n'))
        .join(''),
    ).toBe('wnnwnnnnww');
    expect(el.slice(-3).map((e) => e.largo)).toEqual([true, false, false]);
    expect(barrasI2of5('0'.repeat(44))).toHaveLength(4 + 220 + 3);
    expect(() => barrasI2of5('123')).toThrow();
  });
});
