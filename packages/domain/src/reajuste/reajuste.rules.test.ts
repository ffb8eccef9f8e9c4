import { describe, expect, it } from 'vitest';
import {
  aniversarioReajuste,
  aniversariosDevidos,
  INDICE_REAJUSTE_INFO,
  limiteAplicacaoReajuste,
  mesesDoReajuste,
  novoAluguel,
  primeiroVencimentoDesde,
  reajustesPendentes,
  resolverReajusteDoContrato,
  somarMesesAData,
  somarMesesAoMes,
  variacaoAcumulada,
  type ContratoReajustavel,
} from './reajuste.rules';
import { motivoAguardandoIndice, textoAvisoReajuste } from './reajuste.texto';

// IPCA of 2025 as IBGE published it (Banco Central SGS 433). Its product is the year's 4,26 %.
const IPCA_2025 = [0.16, 1.31, 0.56, 0.43, 0.26, 0.24, 0.26, -0.11, 0.48, 0.09, 0.18, 0.33];
// IGP-M of 2025 (FGV; SGS 189): a negative year.
const IGPM_2025 = [0.27, 1.06, -0.34, 0.24, -0.49, -1.67, -0.77, 0.36, 0.42, -0.36, 0.27, -0.01];

describe('variacaoAcumulada', () => {
  it('multiplies the months, not adds them, and rounds once to 4 decimals', () => {
    // 1.005 × 1.005 = 1.010025 → 1.0025 %, where the sum would say 1 %.
    expect(variacaoAcumulada([0.5, 0.5])).toBe(1.0025);
    // Π(1 + v/100) − 1 = 4.26438490… % → 4.2644 (IBGE's year: 4,26 %).
    expect(variacaoAcumulada(IPCA_2025)).toBe(4.2644);
    // −1.04216658… % → −1.0422 (half away from zero on negatives too).
    expect(variacaoAcumulada(IGPM_2025)).toBe(-1.0422);
    expect(variacaoAcumulada([])).toBe(0);
  });

  it('rounds the exact product, half away from zero, at the 4th decimal', () => {
    // 1.0001 × 1.0001 − 1 = 0.00020001 → 0.020001 % → 0.02 %.
    expect(variacaoAcumulada([0.01, 0.01])).toBe(0.02);
    // One month is its own accumulation, to the last decimal.
    expect(variacaoAcumulada([0.0001])).toBe(0.0001);
    // (1.0123)(0.9877) − 1 = −0.00015129 → −0.015129 % → −0.0151.
    expect(variacaoAcumulada([1.23, -1.23])).toBe(-0.0151);
  });

  it('refuses a month of −100 % or less (a factor of zero or below)', () => {
    expect(() => variacaoAcumulada([-100])).toThrow(RangeError);
    expect(() => variacaoAcumulada([Number.NaN])).toThrow(RangeError);
  });
});

describe('novoAluguel', () => {
  it('applies the 4-decimal percentage and rounds half-up to the centavo', () => {
    // R$ 2.000,00 × 1.042644 = R$ 2.085,288 → R$ 2.085,29.
    expect(novoAluguel(200_000, 4.2644, 'manter')).toBe(208_529);
    // R$ 1.234,56 × 1.10 = R$ 1.358,016 → R$ 1.358,02.
    expect(novoAluguel(123_456, 10, 'manter')).toBe(135_802);
    // R$ 100,00 × 1.005 = R$ 100,50 exactly; R$ 0,10 × 1.05 = 0,105 → 0,11 (half-up).
    expect(novoAluguel(10_000, 0.5, 'manter')).toBe(10_050);
    expect(novoAluguel(10, 5, 'manter')).toBe(11);
  });

  it('keeps or reduces the rent when the index fell, as the contract says', () => {
    expect(novoAluguel(200_000, -1.0422, 'manter')).toBe(200_000);
    // R$ 2.000,00 × (1 − 0.010422) = R$ 1.979,156 → R$ 1.979,16.
    expect(novoAluguel(200_000, -1.0422, 'reduzir')).toBe(197_916);
    expect(novoAluguel(200_000, 0, 'reduzir')).toBe(200_000);
  });
});

describe('calendar of reajustes', () => {
  it('shifts months and dates, clamping the day to the month', () => {
    expect(somarMesesAoMes('2025-11', 2)).toBe('2026-01');
    expect(somarMesesAoMes('2026-01', -1)).toBe('2025-12');
    expect(somarMesesAData('2024-02-29', 12)).toBe('2025-02-28');
    expect(somarMesesAData('2024-02-29', 48)).toBe('2028-02-29');
    expect(somarMesesAData('2025-01-31', 1)).toBe('2025-02-28');
  });

  it('the k-th anniversary is the start + 12k months; it uses mesBase+12(k−1) … +12k−1', () => {
    expect(aniversarioReajuste('2024-03-15', 1)).toBe('2025-03-15');
    expect(aniversarioReajuste('2024-02-29', 2)).toBe('2026-02-28');
    expect(mesesDoReajuste('2025-01', 1)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
    ]);
    const segundo = mesesDoReajuste('2024-11', 2);
    expect([segundo[0], segundo[11], segundo.length]).toEqual(['2025-11', '2026-10', 12]);
  });

  it('lists the anniversaries due up to a day, inside the contract, from a given order', () => {
    const c = { dataInicio: '2023-05-10', dataFim: '2026-05-09' };
    expect(aniversariosDevidos(c, '2026-06-01')).toEqual([
      { ordem: 1, aniversario: '2024-05-10' },
      { ordem: 2, aniversario: '2025-05-10' },
    ]);
    expect(aniversariosDevidos({ ...c, dataFim: '2027-05-09' }, '2026-05-10', 2)).toEqual([
      { ordem: 2, aniversario: '2025-05-10' },
      { ordem: 3, aniversario: '2026-05-10' },
    ]);
    expect(aniversariosDevidos(c, '2024-05-09')).toEqual([]);
  });

  it('may be applied up to 30 days ahead; the new rent starts with the first due date from the anniversary', () => {
    expect(limiteAplicacaoReajuste('2026-01-20')).toBe('2026-02-19');
    expect(primeiroVencimentoDesde('2026-01-10', 10)).toBe('2026-01-10');
    expect(primeiroVencimentoDesde('2026-01-10', 5)).toBe('2026-02-05');
    expect(primeiroVencimentoDesde('2026-01-31', 31)).toBe('2026-01-31');
    expect(primeiroVencimentoDesde('2026-02-15', 31)).toBe('2026-02-28');
  });
});

describe('reajustesPendentes', () => {
  const serie: Record<string, number[]> = { IPCA: IPCA_2025, 'IGP-M': IGPM_2025 };
  const valor = (indice: string, mes: string) =>
    mes.startsWith('2025-') ? serie[indice]?.[Number(mes.slice(5)) - 1] : undefined;
  const contrato = (over: Partial<ContratoReajustavel> = {}): ContratoReajustavel => ({
    dataInicio: '2025-01-10',
    dataFim: '2027-12-31',
    aluguelCentavos: 200_000,
    indice: 'IPCA',
    percentualFixo: null,
    mesBase: null,
    negativo: 'manter',
    ultimaOrdem: 0,
    ...over,
  });

  it('computes the first anniversary from the 12 months of the start year', () => {
    const [r, ...resto] = reajustesPendentes(contrato(), '2026-02-19', valor);
    expect(resto).toEqual([]);
    expect(r).toMatchObject({
      ordem: 1,
      aniversario: '2026-01-10',
      variacaoAcumulada: 4.2644,
      aluguelAnterior: 200_000,
      aluguelNovo: 208_529,
      mesesSemIndice: [],
      status: 'pronto',
    });
    expect(r!.meses).toHaveLength(12);
  });

  it('awaits the index while a month has no value, and holds the later ones', () => {
    const [r] = reajustesPendentes(contrato({ mesBase: '2024-12' }), '2026-02-19', valor);
    expect(r).toMatchObject({
      status: 'aguardando índice',
      mesesSemIndice: ['2024-12'],
      variacaoAcumulada: null,
      aluguelNovo: null,
    });
    expect(motivoAguardandoIndice('IPCA', r!.mesesSemIndice)).toBe('Aguardando o IPCA de 12/2024');
    const cadeia = reajustesPendentes(
      contrato({ dataInicio: '2024-01-10', mesBase: '2024-01' }),
      '2026-02-19',
      valor,
    );
    expect(cadeia.map((x) => [x.ordem, x.status])).toEqual([
      [1, 'aguardando índice'],
      [2, 'aguardando índice'],
    ]);
    expect(cadeia[1]).toMatchObject({ mesesSemIndice: [], variacaoAcumulada: 4.2644, aluguelAnterior: null });
  });

  it('chains consecutive anniversaries and starts after the last one applied', () => {
    const fixo = contrato({ dataInicio: '2023-03-01', indice: 'Fixo', percentualFixo: 5 });
    const rs = reajustesPendentes(fixo, '2025-03-01', valor);
    // R$ 2.000,00 → 2.100,00 → 2.205,00; no months for a fixed percentage.
    expect(rs.map((x) => [x.aniversario, x.aluguelAnterior, x.aluguelNovo, x.meses])).toEqual([
      ['2024-03-01', 200_000, 210_000, []],
      ['2025-03-01', 210_000, 220_500, []],
    ]);
    expect(reajustesPendentes({ ...fixo, ultimaOrdem: 1 }, '2025-03-01', valor).map((x) => x.ordem)).toEqual([
      2,
    ]);
    expect(reajustesPendentes({ ...fixo, percentualFixo: null }, '2025-03-01', valor)[0]!.status).toBe(
      'aguardando índice',
    );
  });

  it('follows the contract rule on a negative year', () => {
    const igpm = contrato({ indice: 'IGP-M' });
    expect(reajustesPendentes(igpm, '2026-01-10', valor)[0]).toMatchObject({
      variacaoAcumulada: -1.0422,
      aluguelNovo: 200_000,
      status: 'pronto',
    });
    expect(reajustesPendentes({ ...igpm, negativo: 'reduzir' }, '2026-01-10', valor)[0]!.aluguelNovo).toBe(
      197_916,
    );
  });
});

describe('textoAvisoReajuste', () => {
  const meses = mesesDoReajuste('2025-01', 1);
  it('explains index, months, accumulated %, old and new rent and the first due date', () => {
    expect(
      textoAvisoReajuste({
        numero: 'CT-1',
        indice: 'IPCA',
        meses,
        variacaoAcumulada: 4.2644,
        aluguelAnterior: 200_000,
        aluguelNovo: 208_529,
        vigencia: '2026-01-10',
      }),
    ).toBe(
      'Reajuste anual do contrato CT-1 (Lei 10.192/2001): o IPCA acumulado de 01/2025 a 12/2025 foi de 4,2644%. ' +
        'O aluguel passa de R$ 2.000,00 para R$ 2.085,29, a partir do vencimento de 10/01/2026.',
    );
  });

  it('says so when a negative index leaves the rent as it was, and names a fixed percentage', () => {
    const base = { numero: 'CT-2', meses, aluguelAnterior: 200_000, vigencia: '2026-01-10' };
    expect(
      textoAvisoReajuste({ ...base, indice: 'IGP-M', variacaoAcumulada: -1.0422, aluguelNovo: 200_000 }),
    ).toBe(
      'Reajuste anual do contrato CT-2 (Lei 10.192/2001): o IGP-M acumulado de 01/2025 a 12/2025 foi de -1,0422%. ' +
        'Como o contrato prevê manter o aluguel quando o índice é negativo, ele continua R$ 2.000,00.',
    );
    expect(
      textoAvisoReajuste({ ...base, indice: 'IGP-M', variacaoAcumulada: -1.0422, aluguelNovo: 197_916 }),
    ).toContain('O aluguel passa de R$ 2.000,00 para R$ 1.979,16');
    expect(
      textoAvisoReajuste({ ...base, meses: [], indice: 'Fixo', variacaoAcumulada: 5, aluguelNovo: 210_000 }),
    ).toBe(
      'Reajuste anual do contrato CT-2 (Lei 10.192/2001): percentual fixo de 5,00% previsto no contrato. ' +
        'O aluguel passa de R$ 2.000,00 para R$ 2.100,00, a partir do vencimento de 10/01/2026.',
    );
  });
});

describe('INDICE_REAJUSTE_INFO', () => {
  it('names the Banco Central series; IVAR and Fixo have none', () => {
    expect(
      Object.fromEntries(Object.entries(INDICE_REAJUSTE_INFO).map(([k, v]) => [k, v.codigoSgs])),
    ).toEqual({
      'IGP-M': 189,
      IPCA: 433,
      INPC: 188,
      IVAR: null,
      Fixo: null,
    });
  });
});

describe('resolverReajusteDoContrato', () => {
  const ipca = {
    indiceReajuste: 'IPCA',
    reajustePercentualFixo: null,
    reajusteMesBase: '2025-12',
    reajusteNegativo: 'reduzir',
  } as const;

  it('a new contract without the fields gets IGP-M, start month and keep-the-rent', () => {
    expect(resolverReajusteDoContrato({}, undefined)).toEqual({
      indiceReajuste: 'IGP-M',
      reajustePercentualFixo: null,
      reajusteMesBase: null,
      reajusteNegativo: 'manter',
    });
  });

  it('an update that omits them keeps what the contract had; null clears', () => {
    expect(resolverReajusteDoContrato({}, ipca)).toEqual(ipca);
    expect(resolverReajusteDoContrato({ reajusteMesBase: null, indiceReajuste: 'INPC' }, ipca)).toEqual({
      ...ipca,
      indiceReajuste: 'INPC',
      reajusteMesBase: null,
    });
  });
});
