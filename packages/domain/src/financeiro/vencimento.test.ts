import { describe, expect, it } from 'vitest';
import { situacaoDoVencimento, statusNaData } from './vencimento';

/** An instant given as São Paulo wall time (UTC−3 all year since 2019: no DST). */
const sp = (dataHora: string) => new Date(`${dataHora}-03:00`);

describe('situacaoDoVencimento', () => {
  it('a cobrança sent on 26/11 for the rent due on 10/12 is "a vencer", naming 10/12', () => {
    expect(situacaoDoVencimento('2026-12-10', sp('2026-11-26T10:00'))).toEqual({
      situacao: 'a vencer',
      hoje: '2026-11-26',
      prazo: '2026-12-10',
      dataAviso: '2026-12-10',
    });
  });

  it('follows the day in São Paulo, not in UTC, around midnight', () => {
    // 22:00 on 09/12 in São Paulo is already 10/12 in UTC: still the day before.
    expect(situacaoDoVencimento('2026-12-10', new Date('2026-12-10T01:00:00Z')).situacao).toBe('a vencer');
    // 23:59 on 10/12 in São Paulo is 11/12 in UTC: still the due day.
    expect(situacaoDoVencimento('2026-12-10', new Date('2026-12-11T02:59:00Z'))).toMatchObject({
      situacao: 'vence hoje',
      hoje: '2026-12-10',
    });
    // Midnight in São Paulo: the day after the prazo.
    expect(situacaoDoVencimento('2026-12-10', new Date('2026-12-11T03:00:00Z'))).toMatchObject({
      situacao: 'vencido',
      hoje: '2026-12-11',
      dataAviso: '2026-12-10',
    });
  });

  // A due date on Saturday still "vence" until the end of Monday, and names Monday once Saturday passed.
  it.each([
    ['2026-12-11T18:00', { situacao: 'a vencer', prazo: '2026-12-14', dataAviso: '2026-12-12' }],
    ['2026-12-12T12:00', { situacao: 'a vencer', dataAviso: '2026-12-12' }],
    ['2026-12-13T12:00', { situacao: 'a vencer', dataAviso: '2026-12-14' }],
    // Monday 23:30 in São Paulo is Tuesday in UTC.
    ['2026-12-14T23:30', { situacao: 'vence hoje', hoje: '2026-12-14', dataAviso: '2026-12-14' }],
    ['2026-12-15T00:00', { situacao: 'vencido', dataAviso: '2026-12-12' }],
  ])('a due date on Saturday 12/12, seen at %s in São Paulo, is %o', (instante, esperado) => {
    expect(situacaoDoVencimento('2026-12-12', sp(instante))).toMatchObject(esperado);
  });

  it('moves past national and local holidays', () => {
    // 10/10/2026 is a Saturday and 12/10 is Nossa Senhora Aparecida: the prazo is Tuesday 13/10.
    expect(situacaoDoVencimento('2026-10-10', sp('2026-10-12T09:00'))).toMatchObject({
      situacao: 'a vencer',
      prazo: '2026-10-13',
      dataAviso: '2026-10-13',
    });
    expect(situacaoDoVencimento('2026-10-10', sp('2026-10-13T20:00')).situacao).toBe('vence hoje');
    // A local holiday from Configurações on a Thursday moves the prazo to Friday.
    const locais = ['2026-11-26'];
    expect(situacaoDoVencimento('2026-11-26', sp('2026-11-27T10:00'), locais)).toMatchObject({
      situacao: 'vence hoje',
      prazo: '2026-11-27',
    });
    expect(situacaoDoVencimento('2026-11-26', sp('2026-11-27T10:00')).situacao).toBe('vencido');
  });
});

describe('status na data', () => {
  it('an open payment is OVERDUE only after its prazo; paid and cancelled ones stay', () => {
    // Due on Saturday 2026-11-07: the prazo is Monday 2026-11-09.
    expect(statusNaData('PENDING', '2026-11-09', '2026-11-09')).toBe('PENDING');
    expect(statusNaData('PENDING', '2026-11-09', '2026-11-10')).toBe('OVERDUE');
    expect(statusNaData('OVERDUE', '2026-11-09', '2026-11-08')).toBe('PENDING');
    expect(statusNaData('RECEIVED', '2026-11-09', '2026-12-01')).toBe('RECEIVED');
    expect(statusNaData('CANCELLED', '2026-11-09', '2026-12-01')).toBe('CANCELLED');
  });
});
