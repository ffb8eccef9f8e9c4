import { describe, expect, it } from 'vitest';
import { formatCompetencia } from '../format';
import {
  ACERTO_PRAZO_DIAS,
  competenciaDoAcerto,
  composicaoDoAcerto,
  isCompetenciaDoAcerto,
  partesEmAberto,
  somarPartes,
  vencimentoDoAcerto,
} from './acerto.rules';

const partes = (aluguel: number, condominio: number, iptu: number, outros: number) => ({
  aluguel,
  condominio,
  iptu,
  outros,
});

describe('vencimentoDoAcerto', () => {
  it('is 10 days after the later of the day recorded and the day of leaving', () => {
    expect(ACERTO_PRAZO_DIAS).toBe(10);
    // Recorded on 15/06 for a leaving on 10/06: 25/06 (the month's own 10/06 would be born overdue).
    expect(vencimentoDoAcerto('2026-06-10', '2026-06-15')).toBe('2026-06-25');
    // Leaving later than the record: counted from the leaving (28/06 + 10 = 08/07).
    expect(vencimentoDoAcerto('2026-06-28', '2026-06-15')).toBe('2026-07-08');
    // Across a year end, and another grace.
    expect(vencimentoDoAcerto('2026-12-25', '2026-12-25')).toBe('2027-01-04');
    expect(vencimentoDoAcerto('2026-02-20', '2026-02-20', 15)).toBe('2026-03-07');
  });
});

describe('competência do acerto', () => {
  it('is the month of leaving with a suffix, shown as the settlement', () => {
    expect(competenciaDoAcerto('2026-06-15')).toBe('2026-06-R');
    expect(isCompetenciaDoAcerto('2026-06-R')).toBe(true);
    expect(isCompetenciaDoAcerto('2026-06')).toBe(false);
    expect(formatCompetencia('2026-06-R')).toBe('Acerto da rescisão 06/2026');
    expect(formatCompetencia('2026-06')).toBe('06/2026');
  });
});

describe('composicaoDoAcerto', () => {
  it('keeps the parts when they already add up to the saldo', () => {
    expect(composicaoDoAcerto(partes(100_000, 15_000, 5_000, 45_000), 165_000)).toEqual({
      aluguel: 100_000,
      condominio: 15_000,
      iptu: 5_000,
      outros: 45_000,
      desconto: 0,
    });
  });

  it('takes deductions off the rent first, then other charges, condomínio and IPTU', () => {
    // 1.000,00 + 150,00 + 50,00 + 450,00 = 1.650,00; saldo 1.600,00 → 50,00 off the rent.
    expect(composicaoDoAcerto(partes(100_000, 15_000, 5_000, 45_000), 160_000)).toMatchObject({
      aluguel: 95_000,
      outros: 45_000,
    });
    // saldo 200,00: 1.450,00 to deduct takes the rent (1.000,00) and the other charges (450,00),
    // leaving condomínio and IPTU; saldo 100,00: 100,00 more, off the condomínio (150,00 → 50,00).
    expect(composicaoDoAcerto(partes(100_000, 15_000, 5_000, 45_000), 20_000)).toEqual({
      aluguel: 0,
      condominio: 15_000,
      iptu: 5_000,
      outros: 0,
      desconto: 0,
    });
    expect(composicaoDoAcerto(partes(100_000, 15_000, 5_000, 45_000), 10_000)).toEqual({
      aluguel: 0,
      condominio: 5_000,
      iptu: 5_000,
      outros: 0,
      desconto: 0,
    });
  });

  it('adds a shortfall to the rent, and is empty without a saldo', () => {
    expect(composicaoDoAcerto(partes(100, 0, 0, 0), 150)).toMatchObject({ aluguel: 150 });
    expect(composicaoDoAcerto(partes(100, 50, 0, 0), 0)).toEqual({
      aluguel: 0,
      condominio: 0,
      iptu: 0,
      outros: 0,
      desconto: 0,
    });
  });
});

describe('partesEmAberto e somarPartes', () => {
  it('is each component less what was received of it, the rent net of its discount', () => {
    const mes = { aluguel: 200_000, condominio: 30_000, iptu: 10_000, outros: 0, desconto: 20_000 };
    expect(partesEmAberto(mes, partes(41_667, 6_944, 2_315, 0))).toEqual(partes(138_333, 23_056, 7_685, 0));
    expect(partesEmAberto(mes, partes(200_000, 30_000, 10_000, 0))).toEqual(partes(0, 0, 0, 0));
    expect(somarPartes(partes(1, 2, 3, 4), partes(10, 20, 30, 40))).toEqual(partes(11, 22, 33, 44));
    expect(somarPartes()).toEqual(partes(0, 0, 0, 0));
  });
});
