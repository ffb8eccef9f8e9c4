import { describe, expect, it } from 'vitest';
import { formatBRL } from '../format';
import {
  componentesDoExtrato,
  linhaDeTotais,
  somarReais,
  TABELA_INADIMPLENCIA_ITENS,
  TABELA_RECEITA,
} from './relatorio.linhas';

describe('report cells', () => {
  it('sums reais through centavos: 0,10 + 0,20 is 0,30, not 0,30000000000000004', () => {
    expect(somarReais([0.1, 0.2])).toBe(0.3);
    expect(somarReais([])).toBe(0);
  });

  it('a totals row is its label, the blanks, then the amounts in BRL', () => {
    expect(linhaDeTotais('Total', 2, [1500, 0.5])).toEqual(['Total', '', '', 'R$ 1.500,00', 'R$ 0,50']);
  });

  it('the revenue totals end with an empty goal share', () => {
    const totais = { esperado: 2000, recebido: 1800, multaJuros: 20, meta: 5000 };
    expect(TABELA_RECEITA.totais?.({ ano: 2026, meses: [], totais })).toEqual([
      'Total',
      formatBRL(2000),
      formatBRL(1800),
      formatBRL(20),
      formatBRL(5000),
      '',
    ]);
  });

  it('a late payment: contract, tenant, month, due date, days late as text, then its amounts', () => {
    const item = {
      pagamentoId: 'p1',
      contrato: 'CT-1',
      inquilino: 'Mariana',
      imovel: 'Casa',
      competencia: '2026-03',
      vencimento: '2026-03-10',
      diasAtraso: 12,
      valor: 2400,
      multa: 48,
      juros: 9.6,
      valorAtualizado: 2457.6,
    };
    const r = { dataBase: '2026-03-22', meses: [], itens: [item], totais: item };
    expect(TABELA_INADIMPLENCIA_ITENS.linhas(r)).toEqual([
      ['CT-1', 'Mariana', '03/2026', '10/03/2026', '12', 'R$ 2.400,00', 'R$ 48,00', 'R$ 9,60', 'R$ 2.457,60'],
    ]);
  });

  it("the owner's statement leaves out the rent part: its total already is the rent", () => {
    expect(componentesDoExtrato('inquilino').map(([titulo]) => titulo)).toHaveLength(5);
    expect(componentesDoExtrato('proprietario').map(([titulo]) => titulo)).toHaveLength(4);
    expect(componentesDoExtrato('inquilino')[0]![0]).toBe('Aluguel');
  });
});
