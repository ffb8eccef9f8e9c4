import { describe, expect, it } from 'vitest';
import {
  formatBRL,
  formatData,
  formatDocumento,
  formatMesPorExtenso,
  formatPercent,
  formatVariacao,
} from './format';

describe('formatadores pt-BR', () => {
  it('formata reais no padrão R$ 1.234,56', () => {
    expect(formatBRL(1234.56)).toBe('R$ 1.234,56');
    expect(formatBRL(0)).toBe('R$ 0,00');
  });
  it('formata datas como dd/mm/aaaa sem deslocar o dia', () => {
    expect(formatData('2026-01-05')).toBe('05/01/2026');
    expect(formatData('')).toBe('');
  });
  it('formata percentuais e variações com sinal', () => {
    expect(formatPercent(12.5)).toBe('12,5%');
    expect(formatVariacao(2.5)).toBe('+2,5%');
    expect(formatVariacao(-1)).toBe('-1%');
  });
  it('formata CPF e CNPJ a partir dos dígitos', () => {
    expect(formatDocumento('52998224725')).toBe('529.982.247-25');
    expect(formatDocumento('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocumento('123')).toBe('123');
  });
  it('escreve o mês por extenso', () => {
    expect(formatMesPorExtenso('2026-10')).toBe('outubro de 2026');
    expect(formatMesPorExtenso('2026-03')).toBe('março de 2026');
    expect(formatMesPorExtenso('outro')).toBe('outro');
  });
});
