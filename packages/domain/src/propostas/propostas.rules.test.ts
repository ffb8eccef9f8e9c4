import { describe, expect, it } from 'vitest';
import { MSG_PROPOSTAS } from '../messages/propostas';
import {
  baseDaComissao,
  dataFimDoPrazo,
  divisaoDaComissao,
  divisaoSomaCem,
  problemasDaProposta,
  transicaoDaProposta,
  type PropostaParaConferir,
} from './propostas.rules';

const fichaCompleta = {
  inquilino: {
    nome: 'Mariana Souza',
    cpf: '52998224725',
    email: 'mariana@email.com.br',
    telefone: '11987654321',
    rg: '123456789',
    profissao: 'Arquiteta',
  },
  rendaMensalCentavos: 750_000,
  valorAluguelCentavos: 250_000,
  dataInicioDesejada: '2027-01-01',
  garantia: { tipo: 'caucao' },
};

describe('divisaoDaComissao', () => {
  it('a sale: 6 % of R$ 1.000,01 is R$ 60,00 (60,0006 rounded), split 50/20/30', () => {
    expect(
      divisaoDaComissao({
        valorBaseCentavos: 100_001,
        percentualComissao: 6,
        divisao: { agencia: 50, captador: 20, vendedor: 30 },
      }),
    ).toEqual({ totalCentavos: 6000, agencia: 3000, captador: 1200, vendedor: 1800 });
  });

  it('odd shares add up exactly: the centavos left over go to the agency', () => {
    // 333.333 × 6 % = 19.999,98 → 20.000; 33,33 % of it = 6.666,00 each; the agency 20.000 − 13.332.
    expect(
      divisaoDaComissao({
        valorBaseCentavos: 333_333,
        percentualComissao: 6,
        divisao: { agencia: 33.34, captador: 33.33, vendedor: 33.33 },
      }),
    ).toEqual({ totalCentavos: 20_000, agencia: 6668, captador: 6666, vendedor: 6666 });
    // 101 centavos, 25 % of it = 25,25 → 25 each; the agency 51.
    expect(
      divisaoDaComissao({
        valorBaseCentavos: 101,
        percentualComissao: 100,
        divisao: { agencia: 50, captador: 25, vendedor: 25 },
      }),
    ).toEqual({ totalCentavos: 101, agencia: 51, captador: 25, vendedor: 25 });
  });

  it('a lease pays the first rent; without a captador his share is the agency’s', () => {
    const divisao = { agencia: 50, captador: 20, vendedor: 30 };
    expect(divisaoDaComissao({ valorBaseCentavos: 250_000, percentualComissao: 100, divisao })).toEqual({
      totalCentavos: 250_000,
      agencia: 125_000,
      captador: 50_000,
      vendedor: 75_000,
    });
    expect(
      divisaoDaComissao({ valorBaseCentavos: 250_000, percentualComissao: 100, divisao, temCaptador: false }),
    ).toEqual({ totalCentavos: 250_000, agencia: 175_000, captador: 0, vendedor: 75_000 });
  });

  it('the total rounds half up to the centavo (10 × 5 % = 0,5 → 1; 250 × 6,5 % = 16,25 → 16)', () => {
    const divisao = { agencia: 100, captador: 0, vendedor: 0 };
    expect(divisaoDaComissao({ valorBaseCentavos: 10, percentualComissao: 5, divisao }).totalCentavos).toBe(
      1,
    );
    expect(
      divisaoDaComissao({ valorBaseCentavos: 250, percentualComissao: 6.5, divisao }).totalCentavos,
    ).toBe(16);
  });

  it('the base: the sale value, or the first rent', () => {
    expect(baseDaComissao({ tipo: 'venda', valorVendaCentavos: 50_000_000, valorAluguelCentavos: 1 })).toBe(
      50_000_000,
    );
    expect(baseDaComissao({ tipo: 'locacao', valorAluguelCentavos: 250_000 })).toBe(250_000);
  });

  it('divisaoSomaCem: 50/20/30 and 33,34/33,33/33,33 do; 50/20/20 does not', () => {
    expect(divisaoSomaCem({ agencia: 50, captador: 20, vendedor: 30 })).toBe(true);
    expect(divisaoSomaCem({ agencia: 33.34, captador: 33.33, vendedor: 33.33 })).toBe(true);
    expect(divisaoSomaCem({ agencia: 50, captador: 20, vendedor: 20 })).toBe(false);
  });
});

describe('problemasDaProposta', () => {
  it('a complete lease with income exactly 3 rents has nothing to say', () => {
    expect(problemasDaProposta({ tipo: 'locacao', locacao: fichaCompleta })).toEqual([]);
  });

  it('income under 3 rents is a warning that does not block', () => {
    const p: PropostaParaConferir = {
      tipo: 'locacao',
      locacao: { ...fichaCompleta, rendaMensalCentavos: 749_999 },
    };
    expect(problemasDaProposta(p)).toEqual([
      {
        campo: 'locacao.rendaMensalCentavos',
        mensagem: MSG_PROPOSTAS.avisos.rendaBaixa(3),
        bloqueia: false,
      },
    ]);
    // The factor is the agency's: with 2 the same income is enough.
    expect(problemasDaProposta(p, 2)).toEqual([]);
  });

  it('missing income and guarantee block; a missing ficha blocks whole', () => {
    const p: PropostaParaConferir = {
      tipo: 'locacao',
      locacao: { ...fichaCompleta, rendaMensalCentavos: null, garantia: null },
    };
    expect(problemasDaProposta(p)).toEqual([
      { campo: 'locacao.rendaMensalCentavos', mensagem: MSG_PROPOSTAS.campos.renda, bloqueia: true },
      { campo: 'locacao.garantia', mensagem: MSG_PROPOSTAS.campos.garantia, bloqueia: true },
    ]);
    expect(problemasDaProposta({ tipo: 'locacao', locacao: null })).toEqual([
      { campo: 'locacao', mensagem: MSG_PROPOSTAS.campos.ficha, bloqueia: true },
    ]);
  });

  it('a sale needs value, terms and the buyer', () => {
    expect(
      problemasDaProposta({
        tipo: 'venda',
        venda: {
          valorCentavos: 50_000_000,
          condicoes: '',
          compradorNome: 'Carlos',
          compradorCpf: '52998224725',
          compradorEmail: 'c@c.com',
        },
      }),
    ).toEqual([{ campo: 'venda.condicoes', mensagem: MSG_PROPOSTAS.campos.condicoes, bloqueia: true }]);
  });
});

describe('transicaoDaProposta', () => {
  it('the corretor edits and sends a draft; only the admin decides a sent one', () => {
    expect(transicaoDaProposta('rascunho', 'editar', 'corretor')).toBe('rascunho');
    expect(transicaoDaProposta('rascunho', 'enviar', 'corretor')).toBe('enviada');
    expect(transicaoDaProposta('enviada', 'editar', 'corretor')).toBeNull();
    expect(transicaoDaProposta('enviada', 'aprovar', 'corretor')).toBeNull();
    expect(transicaoDaProposta('enviada', 'aprovar', 'admin')).toBe('aprovada');
    expect(transicaoDaProposta('enviada', 'recusar', 'admin')).toBe('recusada');
    expect(transicaoDaProposta('aprovada', 'aprovar', 'admin')).toBeNull();
    expect(transicaoDaProposta('rascunho', 'aprovar', 'admin')).toBeNull();
    expect(transicaoDaProposta('enviada', 'cancelar', 'corretor')).toBe('cancelada');
    expect(transicaoDaProposta('aprovada', 'cancelar', 'admin')).toBeNull();
  });
});

describe('dataFimDoPrazo', () => {
  it('start + months − 1 day; a start past the end month’s last day ends on that last day', () => {
    expect(dataFimDoPrazo('2027-01-01', 30)).toBe('2029-06-30');
    expect(dataFimDoPrazo('2026-12-15', 12)).toBe('2027-12-14');
    expect(dataFimDoPrazo('2027-01-31', 1)).toBe('2027-02-28');
  });
});
