import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { aditivoEntradaSchema } from '../ciclo/aditivo.schema';
import { valorPositivo } from '../ciclo/garantia.schema';
import { rescisaoEntradaSchema } from '../ciclo/rescisao.schema';
import { configuracaoSchema } from '../configuracao/configuracao.schema';
import { contratoEntradaSchema } from '../contrato/contrato.schema';
import { imovelCamposSchema } from '../imovel/imovel.schema';
import { processoEntradaSchema } from '../juridico/juridico.schema';
import { pagarSchema } from '../pagamento/pagamento.schema';
import { despesaEntradaSchema, termosAdministracaoEntradaCampos } from '../repasse/repasse.schema';
import { reaisArredondados, temCentavosExatos } from './reais.schema';

// Security issue 31: money is rounded to the centavo before it is checked, in every money field.
// A value that rounds to R$ 0,00 never passes a "more than zero" check, and what is returned (and
// stored) is what the check saw.

const valor = (schema: z.ZodType, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? r.data : 'recusado';
};

/** Fields that must be at least R$ 0,01. */
const positivos: [string, z.ZodType][] = [
  ['pagamento: valorRecebido', pagarSchema.shape.valorRecebido],
  ['aditivo: novoAluguel', aditivoEntradaSchema.shape.novoAluguel],
  ['garantia: valor (caução, seguro…)', valorPositivo('Valor da caução')],
  ['despesa: valor', despesaEntradaSchema.shape.valor],
];
/** Fields where R$ 0,00 is a legitimate amount. */
const zeroOuMais: [string, z.ZodType][] = [
  ['contrato: valorAluguel', contratoEntradaSchema.shape.valorAluguel],
  ['contrato: valorCondominio', contratoEntradaSchema.shape.valorCondominio],
  ['contrato: valorIPTU', contratoEntradaSchema.shape.valorIPTU],
  ['contrato: valorOutros', contratoEntradaSchema.shape.valorOutros],
  ['contrato: valorDesconto', contratoEntradaSchema.shape.valorDesconto],
  ['termos: taxaAdministracaoMinima', termosAdministracaoEntradaCampos.taxaAdministracaoMinima],
  ['imóvel: preco', imovelCamposSchema.shape.preco],
  ['imóvel: precoCondominio', imovelCamposSchema.shape.precoCondominio],
  ['processo: valor', processoEntradaSchema.shape.valor],
];
const ajusteRescisao = rescisaoEntradaSchema.shape.ajustes.unwrap().unwrap().element.shape.valor;

describe('campos de dinheiro que exigem pelo menos R$ 0,01', () => {
  it.each(positivos)('%s: 0.001, 1e-9 and 0.004 are refused; 0.005 is R$ 0,01', (_, schema) => {
    for (const v of [0.001, 1e-9, 0.004, '0,004', 0, -0.01])
      expect(valor(schema, v), String(v)).toBe('recusado');
    expect(valor(schema, 0.005)).toBe(0.01);
    expect(valor(schema, '0,005')).toBe(0.01);
    expect(valor(schema, 1.005)).toBe(1.01);
    expect(valor(schema, 100)).toBe(100);
  });
});

describe('campos de dinheiro em que zero vale', () => {
  it.each(zeroOuMais)(
    '%s: rounded first (0.004 → 0, 0.005 → 0,01, 1e-9 → 0); negatives refused',
    (_, schema) => {
      expect(valor(schema, 0.005)).toBe(0.01);
      expect(valor(schema, 0.004)).toBe(0);
      expect(valor(schema, 1e-9)).toBe(0);
      expect(valor(schema, 0)).toBe(0);
      expect(valor(schema, 1234.567)).toBe(1234.57);
      expect(valor(schema, -0.001)).toBe('recusado');
    },
  );
});

describe('ajuste da rescisão (com sinal)', () => {
  it('refuses what rounds to R$ 0,00 either way; keeps the sign otherwise', () => {
    for (const v of [0.001, 1e-9, 0.004, -0.004, '-0,001', 0])
      expect(valor(ajusteRescisao, v), String(v)).toBe('recusado');
    expect(valor(ajusteRescisao, 0.005)).toBe(0.01);
    expect(valor(ajusteRescisao, -0.005)).toBe(-0.01);
    expect(valor(ajusteRescisao, '-150,00')).toBe(-150);
  });
});

describe('meta de receita (número guardado como veio)', () => {
  it('accepts whole centavos only', () => {
    const meta = configuracaoSchema.shape.metaReceitaMensal;
    expect(valor(meta, 1e-9)).toBe('recusado');
    expect(valor(meta, 0.004)).toBe('recusado');
    expect(valor(meta, 15000.5)).toBe(15000.5);
    expect(valor(meta, 0)).toBe(0);
  });
});

describe('reaisArredondados', () => {
  it('rounds half-up on the decimals written, then applies the minimum and the maximum', () => {
    expect(reaisArredondados('0,005', { invalido: 'x', minimo: 'positivo' })).toBe(0.01);
    expect(reaisArredondados('0,0049', { invalido: 'x', minimo: 'positivo' })).toBeUndefined();
    expect(
      reaisArredondados(99_999_999.994, { invalido: 'x', minimo: 'positivo', maximo: 99_999_999.99 }),
    ).toBe(99_999_999.99);
    expect(
      reaisArredondados(99_999_999.995, { invalido: 'x', minimo: 'positivo', maximo: 99_999_999.99 }),
    ).toBeUndefined();
    expect(Object.is(reaisArredondados(-0.001, { invalido: 'x', minimo: 'naoNulo' }), undefined)).toBe(true);
    expect(temCentavosExatos(0.1 + 0.2)).toBe(false);
    expect(temCentavosExatos(1234.56)).toBe(true);
  });
});
