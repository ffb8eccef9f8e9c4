import { describe, expect, it } from 'vitest';
import {
  codigoBarrasDeLinha,
  codigoBarrasValido,
  formatarLinhaDigitavel,
  linhaDeCodigoBarras,
  linhaDigitavelValida,
  montarCodigoBarras,
} from './codigo-barras';
import { dataDoFator, fatorVencimento } from './fator';
import { barrasI2of5 } from './i2of5';
import { modulo10, modulo11Barras, modulo11NossoNumero } from './modulos';
import { gerarNossoNumero, montarCampoLivre, nossoNumeroValido } from './nosso-numero';

// Published Banco do Brasil boleto (used as a valid example by brazilian-utils' test suite).
const LINHA_BB = '00190500954014481606906809350314337370000000100';

describe('fator de vencimento', () => {
  it('counts days since 07/10/1997 and restarts at 1000 on 22/02/2025', () => {
    expect(fatorVencimento('2000-07-03')).toBe(1000);
    expect(fatorVencimento('2000-07-04')).toBe(1001);
    expect(fatorVencimento('2025-02-21')).toBe(9999);
    expect(fatorVencimento('2025-02-22')).toBe(1000);
    expect(fatorVencimento('2025-02-23')).toBe(1001);
    expect(fatorVencimento('2026-12-05')).toBe(1000 + 651);
  });
  it('turns a factor back into the date closest to the reference', () => {
    expect(dataDoFator(1000, '2026-11-23')).toBe('2025-02-22');
    expect(dataDoFator(9999, '2025-01-01')).toBe('2025-02-21');
    expect(dataDoFator(1000, '2001-01-01')).toBe('2000-07-03');
  });
});

describe('módulos', () => {
  it('módulo 10 of the linha digitável fields', () => {
    // first field of LINHA_BB: 001905009, DV 5
    expect(modulo10('001905009')).toBe(5);
    expect(modulo10('0')).toBe(0);
  });
  it('módulo 11 of the barcode maps 0, 10 and 11 to 1', () => {
    expect(modulo11Barras('0')).toBe(1); // resto 0 → 11 → 1
    expect(modulo11Barras('6')).toBe(1); // 12 % 11 = 1 → 11 − 1 = 10 → 1
    expect(modulo11Barras('1')).toBe(9); // 2 % 11 = 2 → 11 − 2 = 9
    expect(modulo11NossoNumero('0')).toBe(0);
  });
});

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
  it('builds our own boleto whose linha round-trips', () => {
    const nosso = gerarNossoNumero('1234', 42);
    expect(nosso).toMatch(/^0000000042\d$/);
    expect(nossoNumeroValido('1234', nosso)).toBe(true);
    const livre = montarCampoLivre(
      { banco: '999', agencia: '1234', conta: '00012345', carteira: '17' },
      nosso,
    );
    const codigo = montarCodigoBarras({
      banco: '999',
      vencimento: '2026-12-05',
      valor: 2500,
      campoLivre: livre,
    });
    expect(codigo.slice(0, 4)).toBe('9999');
    expect(codigo.slice(5, 19)).toBe('16510000250000');
    expect(codigo.slice(19)).toBe(livre);
    const linha = linhaDeCodigoBarras(codigo);
    expect(linhaDigitavelValida(formatarLinhaDigitavel(linha))).toBe(true);
    expect(codigoBarrasDeLinha(formatarLinhaDigitavel(linha))).toBe(codigo);
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
