import { describe, expect, it } from 'vitest';
import { calcularEncargos, diasDeAtraso } from './multa-juros';

describe('multa e juros', () => {
  it('charges nothing on or before the due date', () => {
    expect(calcularEncargos(2500, '2026-03-10', '2026-03-10', 2, 1)).toEqual({
      diasAtraso: 0,
      multa: 0,
      juros: 0,
      valorAtualizado: 2500,
    });
    expect(calcularEncargos(2500, '2026-03-10', '2026-03-01', 2, 1).valorAtualizado).toBe(2500);
  });

  it('charges the fine once and interest pro rata die (month = 30 days)', () => {
    // 1 day late: 2% of 3070 = 61.40; 1%/30 of 3070 = 1.0233 → 1.02
    expect(calcularEncargos(3070, '2026-03-10', '2026-03-11', 2, 1)).toEqual({
      diasAtraso: 1,
      multa: 61.4,
      juros: 1.02,
      valorAtualizado: 3132.42,
    });
    // 30 days late: a full month of interest
    expect(calcularEncargos(3070, '2026-03-10', '2026-04-09', 2, 1)).toEqual({
      diasAtraso: 30,
      multa: 61.4,
      juros: 30.7,
      valorAtualizado: 3162.1,
    });
    // 45 days, other percentages
    expect(calcularEncargos(1000, '2026-01-31', '2026-03-17', 10, 2)).toEqual({
      diasAtraso: 45,
      multa: 100,
      juros: 30,
      valorAtualizado: 1130,
    });
  });

  it('counts calendar days across months and leap years in UTC', () => {
    expect(diasDeAtraso('2028-02-28', '2028-03-01')).toBe(2);
    expect(diasDeAtraso('2026-02-28', '2026-03-01')).toBe(1);
    expect(diasDeAtraso('2026-12-31', '2027-01-01')).toBe(1);
    expect(diasDeAtraso('2026-05-10', '2026-05-01')).toBe(0);
  });

  it('rounds money to cents', () => {
    const r = calcularEncargos(333.33, '2026-01-01', '2026-01-08', 2, 1);
    expect(r.multa).toBe(6.67);
    expect(r.juros).toBe(0.78);
    expect(r.valorAtualizado).toBe(340.78);
  });
});
