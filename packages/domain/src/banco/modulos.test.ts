import { describe, expect, it } from 'vitest';
import {
  complemento11,
  modulo10,
  modulo11Barras,
  modulo11NossoNumero,
  pesosDe2Ate,
  somaPonderada,
} from './modulos';

describe('módulos', () => {
  it('módulo 10 of the linha digitável fields', () => {
    // first field of the published BB linha 00190500954014481606906809350314337370000000100: 001905009, DV 5
    expect(modulo10('001905009')).toBe(5);
    expect(modulo10('0')).toBe(0);
  });
  it('módulo 11 of the barcode maps 0, 10 and 11 to 1', () => {
    expect(modulo11Barras('0')).toBe(1); // resto 0 → 11 → 1
    expect(modulo11Barras('6')).toBe(1); // 12 % 11 = 1 → 11 − 1 = 10 → 1
    expect(modulo11Barras('1')).toBe(9); // 2 % 11 = 2 → 11 − 2 = 9
    expect(modulo11NossoNumero('0')).toBe(0);
  });
  it('weighted sums from the right (default) and from the left, worked by hand', () => {
    // 1·3 + 2·2 (from the right: 2 weighs 2, 1 weighs 3)
    expect(somaPonderada('12', [2, 3])).toBe(7);
    // from the left with 3-1-9-7: 1·3 + 2·1 + 3·9 + 4·7 + 5·3 = 75
    expect(somaPonderada('12345', [3, 1, 9, 7], true)).toBe(75);
    expect(pesosDe2Ate(7)).toEqual([2, 3, 4, 5, 6, 7]);
    // '10': 0·2 + 1·3 = 3 → 11 − 3 = 8
    expect(complemento11('10')).toBe(8);
    // '0' → resto 0 → 11 (the bank maps it)
    expect(complemento11('0')).toBe(11);
  });
  it('refuses anything but digits', () => {
    expect(() => modulo10('12a')).toThrow('Somente dígitos');
    expect(() => somaPonderada('', [2])).toThrow('Somente dígitos');
  });
});
