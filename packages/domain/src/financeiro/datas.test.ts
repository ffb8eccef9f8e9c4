import { describe, expect, it } from 'vitest';
import { diaDaSemana, diasEntre, hojeNaAgencia, isDataReal, somarDiasData } from './datas';

describe('datas da agência', () => {
  it('"hoje" é o dia em São Paulo, não em UTC', () => {
    // 21:30 de 23/11 em São Paulo já é 24/11 em UTC.
    expect(hojeNaAgencia(new Date('2026-11-24T00:30:00Z'))).toBe('2026-11-23');
    expect(hojeNaAgencia(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-24');
  });
  it('recusa datas impossíveis e anos absurdos', () => {
    expect(isDataReal('2024-02-29')).toBe(true);
    expect(isDataReal('2025-02-29')).toBe(false);
    expect(isDataReal('2026-02-30')).toBe(false);
    expect(isDataReal('2026-04-31')).toBe(false);
    expect(isDataReal('2026-13-01')).toBe(false);
    expect(isDataReal('0000-01-01')).toBe(false);
    expect(isDataReal('9999-12-31')).toBe(false);
    expect(isDataReal('2026-1-1')).toBe(false);
  });
  it('conta dias de calendário atravessando fim de mês e ano bissexto', () => {
    expect(diasEntre('2024-02-28', '2024-03-01')).toBe(2);
    expect(diasEntre('2025-02-28', '2025-03-01')).toBe(1);
    expect(diasEntre('2026-12-31', '2027-01-01')).toBe(1);
    expect(somarDiasData('2026-01-31', 1)).toBe('2026-02-01');
    expect(diaDaSemana('2026-11-21')).toBe(6);
  });
});
