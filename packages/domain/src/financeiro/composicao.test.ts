import { describe, expect, it } from 'vitest';
import { partesDoRecebimento, ratearPrincipal, totalComposicao } from './composicao';
import { taxaInadimplencia, taxaOcupacao, variacaoMensal } from './indicadores';

const mes = { aluguel: 250000, condominio: 45000, iptu: 12000, outros: 0, desconto: 10000 };

describe('composição do pagamento', () => {
  it('soma os componentes com o desconto sobre o aluguel', () => {
    expect(totalComposicao(mes)).toBe(297000);
  });
  it('rateia o principal recebido: o pagamento integral dá a cada componente o seu valor', () => {
    expect(ratearPrincipal(mes, 297000)).toEqual({
      aluguel: 240000,
      condominio: 45000,
      iptu: 12000,
      outros: 0,
    });
    const metade = ratearPrincipal(mes, 148500);
    expect(metade.aluguel + metade.condominio + metade.iptu + metade.outros).toBe(148500);
    expect(metade.aluguel).toBe(120000);
  });
  it('as partes de cada recebimento somam o rateio do total pago, sem perder centavo', () => {
    // R$ 1.000,01 then the rest (R$ 1.969,99): the second receipt's shares are the whole split
    // minus the first one's, so both together give each component its whole amount.
    const primeiro = partesDoRecebimento(mes, 0, 100001);
    const segundo = partesDoRecebimento(mes, 100001, 196999);
    expect(primeiro).toEqual(ratearPrincipal(mes, 100001));
    expect({
      aluguel: primeiro.aluguel + segundo.aluguel,
      condominio: primeiro.condominio + segundo.condominio,
      iptu: primeiro.iptu + segundo.iptu,
      outros: primeiro.outros + segundo.outros,
    }).toEqual({ aluguel: 240000, condominio: 45000, iptu: 12000, outros: 0 });
  });
});

describe('indicadores', () => {
  it('ocupação e inadimplência em percentual com uma casa', () => {
    expect(taxaOcupacao(2, 3)).toBe(66.7);
    expect(taxaOcupacao(0, 0)).toBe(0);
    expect(taxaInadimplencia(250000, 1000000)).toBe(25);
  });
  it('variação mensal só existe quando há mês anterior para comparar', () => {
    expect(variacaoMensal(110, 100)).toBe(10);
    expect(variacaoMensal(100, 0)).toBeNull();
    expect(variacaoMensal(100, null)).toBeNull();
  });
});

describe('valor recebido digitado', () => {
  it('lê o valor como no formulário: vírgula decimal, ponto de milhar ou ponto decimal', async () => {
    const { pagarSchema } = await import('../pagamento/pagamento.schema');
    const valor = (v: string | number) =>
      pagarSchema.parse({ dataPagamento: '2026-01-10', valorRecebido: v, meio: 'PIX' }).valorRecebido;
    expect(valor('1.234,56')).toBe(1234.56);
    expect(valor('1800.50')).toBe(1800.5);
    expect(valor('1.800')).toBe(1800);
    expect(valor(99.9)).toBe(99.9);
    expect(
      pagarSchema.safeParse({ dataPagamento: '2026-01-10', valorRecebido: '1,2,3', meio: 'PIX' }).success,
    ).toBe(false);
  });
});
