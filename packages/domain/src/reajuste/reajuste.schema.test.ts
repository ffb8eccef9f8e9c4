import { describe, expect, it } from 'vitest';
import { contratoEntradaSchema } from '../contrato/contrato.schema';
import {
  aplicarReajustesSchema,
  indicesFiltroSchema,
  indiceMesParamsSchema,
  variacaoManualSchema,
} from './reajuste.schema';

const mensagens = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const contrato = (over: Record<string, unknown> = {}) => ({
  numero: 'CT-1',
  inquilino: { nome: 'Ana', email: 'ana@teste.com', telefone: '11988881234', cpf: '52998224725', rg: '3' },
  imovelId: 'imovel-1',
  dataInicio: '2026-03-10',
  dataFim: '2028-03-09',
  valorAluguel: 2000,
  ...over,
});

describe('contract reajuste fields', () => {
  it('are optional: a payload without them stays valid and leaves them undefined', () => {
    const r = contratoEntradaSchema.parse(contrato());
    expect([r.indiceReajuste, r.reajustePercentualFixo, r.reajusteMesBase, r.reajusteNegativo]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('read the fixed % the Brazilian way and clear with null or an empty text', () => {
    const r = contratoEntradaSchema.parse(
      contrato({
        indiceReajuste: 'Fixo',
        reajustePercentualFixo: '5,5',
        reajusteMesBase: '2026-01',
        reajusteNegativo: 'reduzir',
      }),
    );
    expect(r).toMatchObject({
      indiceReajuste: 'Fixo',
      reajustePercentualFixo: 5.5,
      reajusteMesBase: '2026-01',
      reajusteNegativo: 'reduzir',
    });
    const limpo = contratoEntradaSchema.parse(
      contrato({ reajustePercentualFixo: '', reajusteMesBase: null }),
    );
    expect([limpo.reajustePercentualFixo, limpo.reajusteMesBase]).toEqual([null, null]);
  });

  it('refuse bad values with pt-BR messages under each field', () => {
    const r = contratoEntradaSchema.safeParse(
      contrato({
        indiceReajuste: 'SELIC',
        reajustePercentualFixo: '120',
        reajusteMesBase: '2026-13',
        reajusteNegativo: 'aumentar',
      }),
    );
    expect(mensagens(r)).toEqual({
      indiceReajuste: 'Índice de reajuste inválido (IGP-M, IPCA, INPC, IVAR ou Fixo)',
      reajustePercentualFixo: 'Percentual fixo deve ser um número de 0 a 100',
      reajusteMesBase: 'Mês-base deve ser um mês válido',
      reajusteNegativo: 'Regra para índice negativo inválida (manter ou reduzir)',
    });
    expect(mensagens(contratoEntradaSchema.safeParse(contrato({ reajustePercentualFixo: 1.23456 })))).toEqual(
      {
        reajustePercentualFixo: 'Percentual fixo deve ser um número de 0 a 100',
      },
    );
  });

  it("need a percentage for 'Fixo' and a mês-base not after the start month", () => {
    const r = contratoEntradaSchema.safeParse(
      contrato({ indiceReajuste: 'Fixo', reajusteMesBase: '2026-04' }),
    );
    expect(mensagens(r)).toEqual({
      reajustePercentualFixo: 'Informe o percentual fixo de reajuste',
      reajusteMesBase: 'Mês-base não pode ser posterior ao mês de início do contrato',
    });
  });
});

describe('index and reajuste requests', () => {
  it('a manual month: −100 < variação ≤ 100 with up to 4 decimals, typed with a comma or not', () => {
    expect(variacaoManualSchema.parse({ variacao: '-0,11' }).variacao).toBe(-0.11);
    expect(variacaoManualSchema.parse({ variacao: 0.4125 }).variacao).toBe(0.4125);
    for (const variacao of [-100, 100.01, 0.41251, 'abc'])
      expect(mensagens(variacaoManualSchema.safeParse({ variacao }))).toEqual({
        variacao: 'Variação deve ser um percentual entre -100 e 100, com até 4 casas decimais',
      });
    for (const corpo of [{}, { variacao: '' }, { variacao: null }])
      expect(mensagens(variacaoManualSchema.safeParse(corpo))).toEqual({
        variacao: 'Variação é obrigatória',
      });
  });

  it('index and month of the path; Fixo has no series', () => {
    expect(indiceMesParamsSchema.parse({ indice: 'IVAR', mes: '2026-02' })).toEqual({
      indice: 'IVAR',
      mes: '2026-02',
    });
    expect(mensagens(indiceMesParamsSchema.safeParse({ indice: 'Fixo', mes: '2026-2' }))).toEqual({
      indice: 'Índice inválido (IGP-M, IPCA, INPC ou IVAR)',
      mes: 'Mês inválido',
    });
    expect(indicesFiltroSchema.parse({})).toEqual({});
  });

  it('contracts to adjust: one to a hundred ids, repeated ones once', () => {
    expect(aplicarReajustesSchema.parse({ contratoIds: ['a', 'b', 'a'] })).toEqual({
      contratoIds: ['a', 'b'],
    });
    expect(mensagens(aplicarReajustesSchema.safeParse({ contratoIds: [] }))).toEqual({
      contratoIds: 'Selecione ao menos um contrato',
    });
    expect(mensagens(aplicarReajustesSchema.safeParse({}))).toEqual({
      contratoIds: 'Selecione ao menos um contrato',
    });
    expect(
      mensagens(
        aplicarReajustesSchema.safeParse({ contratoIds: Array.from({ length: 101 }, (_, i) => `c${i}`) }),
      ),
    ).toEqual({ contratoIds: 'Selecione no máximo 100 contratos por vez' });
    expect(aplicarReajustesSchema.safeParse({ contratoIds: ['../x'] }).success).toBe(false);
  });
});
