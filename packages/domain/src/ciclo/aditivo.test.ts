import { describe, expect, it } from 'vitest';
import { aditivoEntradaSchema, janelaVencimentoSchema } from './aditivo.schema';

describe('aditivoEntradaSchema', () => {
  it('reads the new end date, an optional rent and vigência', () => {
    expect(aditivoEntradaSchema.parse({ novaDataFim: '2028-12-31' })).toEqual({
      novaDataFim: '2028-12-31',
      novoAluguel: null,
      vigencia: null,
      observacoes: '',
      aniversarioReajuste: 'mover',
    });
    expect(
      aditivoEntradaSchema.parse({
        novaDataFim: '2028-12-31',
        novoAluguel: '2.750,00',
        vigencia: '2028-01-01',
      }),
    ).toMatchObject({ novoAluguel: 2750, vigencia: '2028-01-01' });
  });
  it("takes 'manter' to keep the reajuste's anniversary, and refuses anything else in pt-BR", () => {
    expect(
      aditivoEntradaSchema.parse({ novaDataFim: '2028-12-31', aniversarioReajuste: 'manter' }),
    ).toMatchObject({ aniversarioReajuste: 'manter' });
    expect(
      aditivoEntradaSchema.safeParse({ novaDataFim: '2028-12-31', aniversarioReajuste: 'talvez' }).error
        ?.issues[0]?.message,
    ).toBe('Escolha se o aniversário do reajuste muda ou é mantido');
  });
  it('refuses a missing date and a non-positive rent in pt-BR', () => {
    const r = aditivoEntradaSchema.safeParse({ novoAluguel: '-1' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'Nova data de término é obrigatória',
      'Novo aluguel deve ser um valor maior que zero',
    ]);
  });
});

describe('janelaVencimentoSchema', () => {
  it('takes 30, 60 or 90 days only', () => {
    expect(janelaVencimentoSchema.parse('60')).toBe(60);
    expect(janelaVencimentoSchema.safeParse('45').error?.issues[0]?.message).toBe(
      'Informe 30, 60 ou 90 dias',
    );
  });
});
