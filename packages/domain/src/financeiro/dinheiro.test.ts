import { describe, expect, it } from 'vitest';
import { aplicarPercentual, paraCentavos, paraReais, ratear } from './dinheiro';

describe('dinheiro em centavos', () => {
  it('converte reais em centavos arredondando meio centavo para cima, sem erro de ponto flutuante', () => {
    expect(paraCentavos(1.005)).toBe(101);
    expect(paraCentavos(2500)).toBe(250000);
    expect(paraCentavos(0.1 + 0.2)).toBe(30);
    expect(paraCentavos(1234.564)).toBe(123456);
    expect(paraCentavos(-1.005)).toBe(-101);
    expect(paraReais(123456)).toBe(1234.56);
  });
  it('aplica percentuais com aritmética exata e arredonda só no fim (meio centavo para cima)', () => {
    // 2 % de R$ 100,25 = R$ 2,005 → R$ 2,01 (em ponto flutuante, 2.005 * 100 = 200.4999…).
    expect(aplicarPercentual(10025, 2)).toBe(201);
    expect(aplicarPercentual(1005, 50)).toBe(503);
    // 1 % ao mês por 15 dias de R$ 1.234,50 = 6,1725 → 6,17.
    expect(aplicarPercentual(123450, 1, 15, 30)).toBe(617);
    expect(aplicarPercentual(0, 2)).toBe(0);
    expect(aplicarPercentual(1000, 0)).toBe(0);
  });
  it('rateia um valor pelos pesos e as partes somam exatamente o total', () => {
    expect(ratear(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(ratear(250000, [200000, 40000, 10000])).toEqual([200000, 40000, 10000]);
    const partes = ratear(99999, [250000, 45010, 12020, 0]);
    expect(partes.reduce((a, b) => a + b, 0)).toBe(99999);
    expect(partes[3]).toBe(0);
    expect(ratear(100, [0, 0])).toEqual([0, 0]);
  });
});
