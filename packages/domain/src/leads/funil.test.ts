import { describe, expect, it } from 'vitest';
import { mediana, periodoDoFunil, resumoDoFunil, type LeadDoFunil } from './funil';

const lead = (
  origem: LeadDoFunil['origem'],
  etapa: LeadDoFunil['etapa'],
  horasAteResposta?: number,
): LeadDoFunil => ({
  origem,
  etapa,
  criadoEm: '2026-12-01T12:00:00.000Z',
  primeiraRespostaEm:
    horasAteResposta === undefined
      ? null
      : new Date(Date.parse('2026-12-01T12:00:00.000Z') + horasAteResposta * 3_600_000).toISOString(),
});

describe('resumoDoFunil', () => {
  // Worked by hand: 5 leads. Portal: 3 (ganho, perdido, novo) → conversion 1/3. Formulário: 2
  // (ganho, proposta) → 1/2. Overall 2 ganho / 5 = 0.4. Answered after 1, 2, 4 and 10 hours (one
  // never): median of 1, 2, 4, 10 = (2 + 4) / 2 = 3.
  const leads = [
    lead('portal', 'ganho', 1),
    lead('portal', 'perdido', 10),
    lead('portal', 'novo'),
    lead('formulario', 'ganho', 4),
    lead('formulario', 'proposta', 2),
  ];
  const r = resumoDoFunil(leads);

  it('counts by etapa and converts ganho / total', () => {
    expect(r.total).toBe(5);
    expect(r.porEtapa).toEqual({
      novo: 1,
      em_atendimento: 0,
      visita_agendada: 0,
      proposta: 1,
      ganho: 2,
      perdido: 1,
    });
    expect(r.conversao).toBe(0.4);
  });

  it('one row per origem, in the catalogue order, empty ones at zero', () => {
    expect(r.porOrigem.map((o) => o.origem)).toEqual([
      'formulario',
      'agendar_visita',
      'whatsapp',
      'portal',
      'equipe',
    ]);
    const portal = r.porOrigem.find((o) => o.origem === 'portal')!;
    expect(portal.total).toBe(3);
    expect(portal.conversao).toBeCloseTo(1 / 3);
    expect(portal.porEtapa).toMatchObject({ ganho: 1, perdido: 1, novo: 1 });
    expect(r.porOrigem.find((o) => o.origem === 'formulario')!.conversao).toBe(0.5);
    expect(r.porOrigem.find((o) => o.origem === 'whatsapp')).toMatchObject({ total: 0, conversao: 0 });
  });

  it('the median time to the first answer, in hours', () => {
    expect(r.medianaPrimeiraRespostaHoras).toBe(3);
    expect(resumoDoFunil([lead('equipe', 'novo')]).medianaPrimeiraRespostaHoras).toBeNull();
    expect(resumoDoFunil([]).conversao).toBe(0);
  });
});

describe('mediana and periodoDoFunil', () => {
  it('the middle value, or the mean of the two middle ones', () => {
    expect(mediana([5, 1, 3])).toBe(3);
    expect(mediana([4, 1, 3, 2])).toBe(2.5);
    expect(mediana([])).toBeNull();
  });
  it('agency days (UTC−3) as instants, the last day included', () => {
    expect(periodoDoFunil({ de: '2026-12-01', ate: '2026-12-31' })).toEqual({
      de: '2026-12-01T03:00:00.000Z',
      ate: '2027-01-01T03:00:00.000Z',
    });
    expect(periodoDoFunil({})).toEqual({ de: undefined, ate: undefined });
  });
});
