import { describe, expect, it } from 'vitest';
import { somarDias, somarMeses, vencimentoDoMes } from './datas';

describe('datas', () => {
  it('clamps the due day to the month length', () => {
    expect(vencimentoDoMes('2026-02', 31)).toBe('2026-02-28');
    expect(vencimentoDoMes('2028-02', 30)).toBe('2028-02-29');
    expect(vencimentoDoMes('2026-04', 31)).toBe('2026-04-30');
    expect(vencimentoDoMes('2026-01', 5)).toBe('2026-01-05');
  });
  it('adds months and days across years', () => {
    expect(somarMeses('2026-11', 3)).toBe('2027-02');
    expect(somarMeses('2026-01', -1)).toBe('2025-12');
    expect(somarDias('2026-12-30', 3)).toBe('2027-01-02');
  });
});
