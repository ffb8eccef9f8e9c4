import { describe, expect, it } from 'vitest';
import { aniversariosDevidos, inicioDoCiclo, mesesDoAniversario, type ContratoNoCiclo } from './calendario';
import { proximoReajuste } from './proximo-reajuste';
import { reajustesPendentes } from './reajuste.rules';

// A lease of 01/12/2024 renewed to 30/11/2028; its 1st reajuste (01/12/2025) is recorded.
const renovado: ContratoNoCiclo & { mesBase: string | null; ultimoAniversario: string | null } = {
  dataInicio: '2024-12-01',
  dataFim: '2028-11-30',
  mesBase: null,
  ultimoAniversario: '2025-12-01',
};
const mover = { vigencia: '2026-11-01', aniversario: 'mover' } as const;
const manter = { vigencia: '2026-11-01', aniversario: 'manter' } as const;

describe('aniversário do reajuste após uma renegociação do aluguel', () => {
  it('without a new rent the anniversaries stay on 01/12', () => {
    expect(aniversariosDevidos(renovado, '2027-12-31', 2)).toEqual([
      { ordem: 2, aniversario: '2026-12-01' },
      { ordem: 3, aniversario: '2027-12-01' },
    ]);
    expect(inicioDoCiclo(renovado)).toEqual({ data: '2024-12-01', renegociacao: null });
  });

  it('a rent renegotiated from 01/11/2026 moves the next one to 01/11/2027, dropping 01/12/2026', () => {
    const c = { ...renovado, renegociacoes: [mover] };
    expect(inicioDoCiclo(c)).toEqual({ data: '2026-11-01', renegociacao: mover });
    expect(aniversariosDevidos(c, '2026-12-27', 2)).toEqual([]);
    expect(aniversariosDevidos(c, '2028-11-30', 2)).toEqual([
      { ordem: 2, aniversario: '2027-11-01' },
      { ordem: 3, aniversario: '2028-11-01' },
    ]);
  });

  it("'manter' keeps the original anniversaries, the renegotiation notwithstanding", () => {
    const c = { ...renovado, renegociacoes: [manter] };
    expect(aniversariosDevidos(c, '2026-12-27', 2)).toEqual([{ ordem: 2, aniversario: '2026-12-01' }]);
  });

  it('counts from the last renegotiation that moved it; a later one that keeps it changes nothing', () => {
    const depois = { vigencia: '2027-06-01' };
    expect(
      aniversariosDevidos(
        { ...renovado, renegociacoes: [mover, { ...depois, aniversario: 'manter' }] },
        '2028-11-30',
        2,
      ),
    ).toEqual([
      { ordem: 2, aniversario: '2027-11-01' },
      { ordem: 3, aniversario: '2028-11-01' },
    ]);
    expect(
      aniversariosDevidos(
        { ...renovado, renegociacoes: [mover, { ...depois, aniversario: 'mover' }] },
        '2028-11-30',
        2,
      ),
    ).toEqual([{ ordem: 2, aniversario: '2028-06-01' }]);
  });

  it('after the first reajuste of the new cycle is recorded, the next is a year later', () => {
    const c = { ...renovado, ultimoAniversario: '2027-11-01', renegociacoes: [mover] };
    expect(aniversariosDevidos(c, '2028-11-30', 3)).toEqual([{ ordem: 3, aniversario: '2028-11-01' }]);
  });

  it('clamps a vigência at the end of the month as the contract start is (29/02/2024 → 28/02/2025)', () => {
    const c = {
      dataInicio: '2023-03-01',
      dataFim: '2026-02-28',
      renegociacoes: [{ vigencia: '2024-02-29', aniversario: 'mover' as const }],
    };
    expect(aniversariosDevidos(c, '2026-02-28').map((a) => a.aniversario)).toEqual([
      '2025-02-28',
      '2026-02-28',
    ]);
  });

  it("accumulates the twelve months before the anniversary's month, shifted like the mês-base", () => {
    const c = { ...renovado, renegociacoes: [mover] };
    const meses = mesesDoAniversario(c, '2027-11-01');
    expect([meses[0], meses[11], meses.length]).toEqual(['2026-11', '2027-10', 12]);
    const outubro = mesesDoAniversario({ ...c, mesBase: '2024-10' }, '2027-11-01');
    expect([outubro[0], outubro[11]]).toEqual(['2026-09', '2027-08']);
    // The original cycle is unchanged: 01/12/2025 uses December 2024 to November 2025.
    expect(mesesDoAniversario(renovado, '2025-12-01')[0]).toBe('2024-12');
  });

  it('the pending reajuste after a renegotiation starts from the renegotiated rent', () => {
    const c = {
      ...renovado,
      renegociacoes: [mover],
      indice: 'Fixo' as const,
      percentualFixo: 5,
      negativo: 'manter' as const,
      aluguelCentavos: 300_000,
      ultimaOrdem: 1,
    };
    expect(reajustesPendentes(c, '2026-12-27', () => undefined)).toEqual([]);
    // R$ 3.000,00 × 1,05 = R$ 3.150,00 on 01/11/2027.
    expect(reajustesPendentes(c, '2027-11-01', () => undefined)).toMatchObject([
      { ordem: 2, aniversario: '2027-11-01', aluguelAnterior: 300_000, aluguelNovo: 315_000 },
    ]);
  });

  it("the owner's 'Próximo reajuste' follows the same rule", () => {
    const ativo = { ...renovado, status: 'Ativo', ultimaOrdem: 1 };
    expect(proximoReajuste(ativo)).toBe('2026-12-01');
    expect(proximoReajuste({ ...ativo, renegociacoes: [mover] })).toBe('2027-11-01');
    expect(proximoReajuste({ ...ativo, renegociacoes: [manter] })).toBe('2026-12-01');
    expect(proximoReajuste({ ...ativo, dataFim: '2027-10-31', renegociacoes: [mover] })).toBeNull();
  });
});
