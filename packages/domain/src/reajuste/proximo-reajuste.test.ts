import { describe, expect, it } from 'vitest';
import { proximoReajuste, type ContratoParaProximoReajuste } from './proximo-reajuste';

const ativo: ContratoParaProximoReajuste = {
  status: 'Ativo',
  dataInicio: '2025-12-01',
  dataFim: '2028-11-30',
  ultimaOrdem: 0,
  ultimoAniversario: null,
};

describe('proximoReajuste', () => {
  it('is the first anniversary when none was applied yet', () => {
    expect(proximoReajuste(ativo)).toBe('2026-12-01');
  });

  it('comes after the last one applied, even when that was applied ahead of its anniversary', () => {
    expect(proximoReajuste({ ...ativo, ultimaOrdem: 1, ultimoAniversario: '2026-12-01' })).toBe('2027-12-01');
  });

  it('is never on or before the last one recorded', () => {
    // A history recorded on other dates (e.g. a start date corrected later) still moves forward.
    expect(
      proximoReajuste({ ...ativo, dataFim: '2030-11-30', ultimaOrdem: 1, ultimoAniversario: '2027-12-01' }),
    ).toBe('2028-12-01');
  });

  it('is null when the contract ends before it', () => {
    expect(proximoReajuste({ ...ativo, ultimaOrdem: 2, ultimoAniversario: '2027-12-01' })).toBeNull();
    expect(proximoReajuste({ ...ativo, dataFim: '2026-11-30' })).toBeNull();
  });

  it('is null for a contract that is not active (ended, rescinded, cancelled, not started)', () => {
    for (const status of ['Finalizado', 'Cancelado', 'Pendente'])
      expect(proximoReajuste({ ...ativo, status })).toBeNull();
  });
});
