import { describe, expect, it } from 'vitest';
import { MSG_FINANCEIRO } from '../messages/financeiro';
import { mesesACobrar, problemaDaCobranca } from './cronograma';

const contrato = {
  dataInicio: '2026-01-15',
  dataFim: '2026-04-14',
  diaVencimento: 31,
  valorCentavos: 250_000,
};

describe('cronograma de cobrança', () => {
  it('each month from the start, due on the due day clamped to the month, none after the end', () => {
    expect(mesesACobrar(contrato, 12, new Set())).toEqual([
      { competencia: '2026-01', vencimento: '2026-01-31' },
      { competencia: '2026-02', vencimento: '2026-02-28' },
      { competencia: '2026-03', vencimento: '2026-03-31' },
      { competencia: '2026-04', vencimento: '2026-04-30' },
    ]);
  });

  it('months already charged count and are skipped: "2 more" after January and February is none', () => {
    const cobrados = new Set(['2026-01', '2026-02']);
    expect(mesesACobrar(contrato, 2, cobrados)).toEqual([]);
    expect(mesesACobrar(contrato, 3, cobrados)).toEqual([
      { competencia: '2026-03', vencimento: '2026-03-31' },
    ]);
  });

  it('crosses the year', () => {
    const anual = { dataInicio: '2026-11-01', dataFim: '2027-10-31', diaVencimento: 5 };
    expect(mesesACobrar(anual, 3, new Set()).map((m) => m.vencimento)).toEqual([
      '2026-11-05',
      '2026-12-05',
      '2027-01-05',
    ]);
  });

  it('a total or a first due date the boleto cannot carry is a problem on its field', () => {
    const E = MSG_FINANCEIRO.erros;
    expect(problemaDaCobranca(contrato)).toBeUndefined();
    expect(problemaDaCobranca({ ...contrato, valorCentavos: 0 })).toEqual({
      campo: 'valorAluguel',
      mensagem: E.valorForaDoBoleto,
    });
    expect(problemaDaCobranca({ ...contrato, valorCentavos: 99_999_999_99 })).toBeUndefined();
    expect(problemaDaCobranca({ ...contrato, valorCentavos: 100_000_000_00 })?.campo).toBe('valorAluguel');
    // The barcode's factor starts on 03/07/2000: a contract due on 02/07/2000 cannot be charged.
    expect(problemaDaCobranca({ ...contrato, dataInicio: '2000-07-01', diaVencimento: 2 })).toEqual({
      campo: 'dataInicio',
      mensagem: E.vencimentoAntesDoBoleto,
    });
    expect(problemaDaCobranca({ ...contrato, dataInicio: '2000-07-01', diaVencimento: 3 })).toBeUndefined();
  });
});
