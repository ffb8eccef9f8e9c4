import { describe, expect, it } from 'vitest';
import {
  codigoBarrasDeLinha,
  codigoBarrasValido,
  valorDoCodigoBarras,
  formatarLinhaDigitavel,
  linhaDeCodigoBarras,
  linhaDigitavelValida,
  montarCodigoBarras,
} from './codigo-barras';

// Published Banco do Brasil boleto (used as a valid example by brazilian-utils' test suite).
const LINHA_BB = '00190500954014481606906809350314337370000000100';

describe('código de barras e linha digitável', () => {
  it('validates a published bank boleto and converts it both ways', () => {
    expect(linhaDigitavelValida(LINHA_BB)).toBe(true);
    const codigo = codigoBarrasDeLinha(LINHA_BB);
    expect(codigo).toHaveLength(44);
    expect(codigoBarrasValido(codigo)).toBe(true);
    expect(linhaDeCodigoBarras(codigo)).toBe(LINHA_BB);
    expect(formatarLinhaDigitavel(LINHA_BB)).toBe('00190.50095 40144.816069 06809.350314 3 37370000000100');
  });
  it('rejects a linha with a wrong field or general check digit', () => {
    expect(() => codigoBarrasDeLinha(LINHA_BB.slice(0, 9) + '6' + LINHA_BB.slice(10))).toThrow('campo 1');
    expect(() => codigoBarrasDeLinha(LINHA_BB.slice(0, 32) + '4' + LINHA_BB.slice(33))).toThrow('geral');
    expect(linhaDigitavelValida('123')).toBe(false);
  });
  it('builds a barcode from reais or from centavos, the same digits', () => {
    const base = { banco: '999', vencimento: '2026-12-05', campoLivre: '1'.repeat(25) };
    const codigo = montarCodigoBarras({ ...base, valor: 2500 });
    expect(codigo.slice(0, 4)).toBe('9999');
    expect(codigo.slice(5, 19)).toBe('16510000250000');
    expect(montarCodigoBarras({ ...base, valorCentavos: 250000 })).toBe(codigo);
    expect(codigoBarrasDeLinha(formatarLinhaDigitavel(linhaDeCodigoBarras(codigo)))).toBe(codigo);
  });
  it('refuses a bad bank, campo livre or value', () => {
    const base = { banco: '999', vencimento: '2026-12-05', campoLivre: '1'.repeat(25) };
    expect(() => montarCodigoBarras({ ...base, banco: '99', valor: 1 })).toThrow('Banco deve ter 3 dígitos');
    expect(() => montarCodigoBarras({ ...base, campoLivre: '1', valor: 1 })).toThrow('Campo livre');
    expect(() => montarCodigoBarras({ ...base, valorCentavos: -1 })).toThrow('Valor fora do limite');
    expect(() => montarCodigoBarras({ ...base, valorCentavos: 10_000_000_000 })).toThrow(
      'Valor fora do limite',
    );
    expect(() => montarCodigoBarras({ ...base, valorCentavos: 1.5 })).toThrow('Valor fora do limite');
  });
});

describe('valorDoCodigoBarras', () => {
  it('reads the amount in centavos from positions 10–19', () => {
    const codigo = montarCodigoBarras({
      banco: '341',
      vencimento: '2026-12-10',
      valorCentavos: 150_075,
      campoLivre: '1'.repeat(25),
    });
    expect(valorDoCodigoBarras(codigo)).toBe(150_075);
  });
});
