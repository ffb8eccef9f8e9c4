import { describe, expect, it } from 'vitest';
import { dataDoFator, fatorVencimento } from './fator';

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
  it('refuses a malformed date and one before factor 1000', () => {
    expect(() => fatorVencimento('05/12/2026')).toThrow('Data inválida');
    expect(() => fatorVencimento('2000-07-02')).toThrow('fator 1000');
  });
});
