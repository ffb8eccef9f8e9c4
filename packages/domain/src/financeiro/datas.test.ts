import { describe, expect, it } from 'vitest';
import { somarMesesAoMes } from '../reajuste/calendario';
import {
  diaDaSemana,
  diasEntre,
  diasNoMes,
  hojeNaAgencia,
  horaNaAgencia,
  isDataReal,
  mesNaAgencia,
  somarDiasData,
  vencimentoDoMes,
} from './datas';

describe('datas da agência', () => {
  it('"hoje" é o dia em São Paulo, não em UTC', () => {
    // 21:30 de 23/11 em São Paulo já é 24/11 em UTC.
    expect(hojeNaAgencia(new Date('2026-11-24T00:30:00Z'))).toBe('2026-11-23');
    expect(hojeNaAgencia(new Date('2026-11-24T03:00:00Z'))).toBe('2026-11-24');
    // São Paulo is UTC−3 all year (no daylight saving since 2019).
    expect(horaNaAgencia(new Date('2026-11-24T00:30:05Z'))).toBe('21:30:05');
  });
  it('"hoje" e o mês da agência na virada do ano e em 2019, quando ainda havia horário de verão', () => {
    // 23:59:59 de 31/12/2026 em São Paulo (UTC−3) é 02:59:59 de 01/01/2027 em UTC.
    expect(hojeNaAgencia(new Date('2027-01-01T02:59:59Z'))).toBe('2026-12-31');
    expect(mesNaAgencia(new Date('2027-01-01T02:59:59Z'))).toBe('2026-12');
    expect(hojeNaAgencia(new Date('2027-01-01T03:00:00Z'))).toBe('2027-01-01');
    // Em janeiro de 2019 São Paulo estava em horário de verão (UTC−2): 01:30 UTC é 23:30 de 31/12/2018
    // e 02:00 UTC é meia-noite de 01/01/2019.
    expect(hojeNaAgencia(new Date('2019-01-01T01:30:00Z'))).toBe('2018-12-31');
    expect(hojeNaAgencia(new Date('2019-01-01T02:00:00Z'))).toBe('2019-01-01');
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

describe('calendário do mês', () => {
  it('clamps the due day to the month length', () => {
    expect(vencimentoDoMes('2026-02', 31)).toBe('2026-02-28');
    expect(vencimentoDoMes('2028-02', 30)).toBe('2028-02-29');
    expect(vencimentoDoMes('2026-04', 31)).toBe('2026-04-30');
    expect(vencimentoDoMes('2026-01', 5)).toBe('2026-01-05');
  });
  it('counts the days of a month, leap years included', () => {
    expect(diasNoMes('2026-02')).toBe(28);
    expect(diasNoMes('2028-02-10')).toBe(29);
    expect(diasNoMes('2026-12')).toBe(31);
  });
  it('adds months and days across years', () => {
    expect(somarMesesAoMes('2026-11', 3)).toBe('2027-02');
    expect(somarMesesAoMes('2026-01', -1)).toBe('2025-12');
    expect(somarDiasData('2026-12-30', 3)).toBe('2027-01-02');
  });
});
