import { describe, expect, it } from 'vitest';
import { cnpjValido, cpfOuCnpjValido } from '../ciclo/documento';
import {
  calcularRepasse,
  dataPrevistaRepasse,
  resolverTermos,
  statusRepasse,
  type RecebimentoDoRepasse,
  type TermosAdministracao,
} from './repasse.rules';
import { dadosRepasseEntradaSchema, despesaEntradaSchema, pagarRepassesSchema } from './repasse.schema';

const termos = (t: Partial<TermosAdministracao> = {}): TermosAdministracao => ({
  taxaAdministracaoPercentual: 10,
  taxaAdministracaoMinimaCentavos: 0,
  taxaIntermediacaoPercentual: 0,
  encargosRepassados: true,
  encargosProprietarioPercentual: 100,
  ...t,
});

const recebido = (r: Partial<RecebimentoDoRepasse> = {}): RecebimentoDoRepasse => ({
  contratoId: 'c1',
  aluguel: 2_000_00,
  condominio: 500_00,
  iptu: 100_00,
  juros: 0,
  multa: 0,
  primeiroAluguel: false,
  ...r,
});

const erros = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, v: unknown) => {
  const r = schema.safeParse(v) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return r.success ? {} : Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('cnpjValido and cpfOuCnpjValido', () => {
  it('accepts a CNPJ with right check digits, formatted or not', () => {
    expect(cnpjValido('11.222.333/0001-81')).toBe(true);
    expect(cnpjValido('11222333000181')).toBe(true);
  });
  it('refuses wrong digits, repeated digits and other lengths', () => {
    expect(cnpjValido('11.222.333/0001-82')).toBe(false);
    expect(cnpjValido('11.111.111/1111-11')).toBe(false);
    expect(cnpjValido('1122233300018')).toBe(false);
  });
  it('takes either a CPF or a CNPJ by length', () => {
    expect(cpfOuCnpjValido('529.982.247-25')).toBe(true);
    expect(cpfOuCnpjValido('11.222.333/0001-81')).toBe(true);
    expect(cpfOuCnpjValido('111.111.111-11')).toBe(false);
    expect(cpfOuCnpjValido('123')).toBe(false);
  });
});

describe('calcularRepasse', () => {
  it('passes on rent + the owner share of multa/juros + condomínio/IPTU, less the fee and expenses', () => {
    // By hand: rent 2.000,00; multa+juros 60,00 at 50 % → 30,00; fee 10 % of 2.030,00 = 203,00;
    // condomínio+IPTU 600,00 go to the owner; expense 180,00 → 2.000 + 30 + 600 − 203 − 180 = 2.247,00.
    const r = calcularRepasse(
      [recebido({ multa: 40_00, juros: 20_00 })],
      () => termos({ encargosProprietarioPercentual: 50 }),
      [180_00],
    );
    expect(r.totais).toEqual({
      aluguel: 2_000_00,
      encargos: 30_00,
      repassados: 600_00,
      taxaAdministracao: 203_00,
      taxaIntermediacao: 0,
      despesas: 180_00,
      liquido: 2_247_00,
    });
    expect(r.linhas).toHaveLength(1);
    expect(r.linhas[0]!.liquido).toBe(2_427_00);
  });

  it('keeps condomínio and IPTU with the agency when it pays those bills', () => {
    const r = calcularRepasse([recebido()], () => termos({ encargosRepassados: false }));
    expect(r.totais.repassados).toBe(0);
    expect(r.totais.liquido).toBe(1_800_00);
  });

  it('charges the minimum fee when the percentage is below it, never more than the income', () => {
    const minimo = termos({ taxaAdministracaoPercentual: 5, taxaAdministracaoMinimaCentavos: 150_00 });
    expect(calcularRepasse([recebido({ aluguel: 1_000_00 })], () => minimo).totais.taxaAdministracao).toBe(
      150_00,
    );
    expect(calcularRepasse([recebido({ aluguel: 100_00 })], () => minimo).totais.taxaAdministracao).toBe(
      100_00,
    );
    expect(calcularRepasse([recebido({ aluguel: 0 })], () => minimo).totais.taxaAdministracao).toBe(0);
  });

  it('charges intermediação on the first rent instead of the administration fee', () => {
    const t = () => termos({ taxaIntermediacaoPercentual: 100 });
    const primeiro = calcularRepasse([recebido({ primeiroAluguel: true })], t).totais;
    expect(primeiro.taxaIntermediacao).toBe(2_000_00);
    expect(primeiro.taxaAdministracao).toBe(0);
    expect(primeiro.liquido).toBe(600_00);
    const segundo = calcularRepasse([recebido()], t).totais;
    expect(segundo.taxaIntermediacao).toBe(0);
    expect(segundo.taxaAdministracao).toBe(200_00);
  });

  it('rounds each fee once, half-up, per contract', () => {
    // 10 % of 333,35 = 33,335 → 33,34 (not the sum of per-receipt roundings)
    const r = calcularRepasse(
      [
        recebido({ aluguel: 166_67, condominio: 0, iptu: 0 }),
        recebido({ aluguel: 166_68, condominio: 0, iptu: 0 }),
      ],
      () => termos(),
    );
    expect(r.totais.taxaAdministracao).toBe(33_34);
  });

  it('has one line per contract, each with its own terms, and a negative balance when expenses exceed', () => {
    const r = calcularRepasse(
      [
        recebido({ contratoId: 'a' }),
        recebido({ contratoId: 'b', aluguel: 1_000_00, condominio: 0, iptu: 0 }),
      ],
      (id) => termos({ taxaAdministracaoPercentual: id === 'a' ? 10 : 8 }),
      [5_000_00],
    );
    expect(r.linhas.map((l) => [l.contratoId, l.taxaAdministracao])).toEqual([
      ['a', 200_00],
      ['b', 80_00],
    ]);
    expect(r.totais.liquido).toBe(2_400_00 + 920_00 - 5_000_00);
  });
});

describe('statusRepasse and dataPrevistaRepasse', () => {
  it('is pago once paid, liberado with receipts, previsto without', () => {
    expect(statusRepasse(true, true)).toBe('pago');
    expect(statusRepasse(true, false)).toBe('liberado');
    expect(statusRepasse(false, false)).toBe('previsto');
  });
  it('puts the day in the month, within 1..28', () => {
    expect(dataPrevistaRepasse('2026-02', 10)).toBe('2026-02-10');
    expect(dataPrevistaRepasse('2026-02', 31)).toBe('2026-02-28');
  });
});

describe('schemas', () => {
  it('owner details: CPF or CNPJ with check digits, stored as digits', () => {
    expect(erros(dadosRepasseEntradaSchema, { documento: '111.111.111-11' })).toEqual({
      documento: 'CPF ou CNPJ inválido',
    });
    const ok = dadosRepasseEntradaSchema.parse({ documento: '11.222.333/0001-81', chavePix: '' });
    expect(ok.documento).toBe('11222333000181');
    expect(ok.chavePix).toBeNull();
  });
  it('expense: every field in pt-BR, value the Brazilian way', () => {
    expect(erros(despesaEntradaSchema, {})).toEqual({
      imovelId: 'Imóvel é obrigatório',
      data: 'Data é obrigatória',
      descricao: 'Descrição é obrigatória',
      valor: 'Valor deve ser um número maior que zero',
    });
    expect(
      despesaEntradaSchema.parse({
        imovelId: 'i',
        data: '2026-11-10',
        descricao: 'Conserto',
        valor: '1.180,50',
      }).valor,
    ).toBe(1180.5);
  });
  it('paying: at least one repasse and a known means', () => {
    expect(erros(pagarRepassesSchema, { repasses: [], data: '2026-11-10', meio: 'cheque' })).toEqual({
      repasses: 'Selecione ao menos um repasse',
      meio: 'Meio de pagamento inválido (PIX, TED, depósito ou dinheiro)',
    });
  });
});

describe('resolverTermos', () => {
  const padroes = {
    taxaAdministracaoPercentual: 10,
    taxaAdministracaoMinima: 150,
    taxaIntermediacaoPercentual: 0,
  };
  const proprios = {
    taxaAdministracaoPercentual: null,
    taxaAdministracaoMinima: null,
    taxaIntermediacaoPercentual: null,
    encargosRepassados: true,
    encargosProprietarioPercentual: 100,
  };
  const imovelSemTermos = {
    taxaAdministracaoPercentual: null,
    taxaAdministracaoMinima: null,
    taxaIntermediacaoPercentual: null,
  };
  it("takes the agency's defaults where neither contract nor property has terms (minimum in centavos)", () => {
    expect(resolverTermos(proprios, imovelSemTermos, padroes)).toEqual({
      taxaAdministracaoPercentual: 10,
      taxaAdministracaoMinimaCentavos: 150_00,
      taxaIntermediacaoPercentual: 0,
      encargosRepassados: true,
      encargosProprietarioPercentual: 100,
    });
  });
  // The property's own terms: 8 %, minimum R$ 100,00, intermediação 100 %.
  const imovelComTermos = {
    taxaAdministracaoPercentual: 8,
    taxaAdministracaoMinima: 100_00,
    taxaIntermediacaoPercentual: 100,
  };
  /** Administração %, its minimum in centavos and intermediação %, as resolved. */
  const taxas = (t: ReturnType<typeof resolverTermos>) => [
    t.taxaAdministracaoPercentual,
    t.taxaAdministracaoMinimaCentavos,
    t.taxaIntermediacaoPercentual,
  ];
  it("takes the property's defaults, fee by fee, where the contract has none", () => {
    const t = resolverTermos({ ...proprios, taxaIntermediacaoPercentual: 50 }, imovelComTermos, padroes);
    expect(taxas(t)).toEqual([8, 100_00, 50]);
    const soMinima = resolverTermos(proprios, { ...imovelSemTermos, taxaAdministracaoMinima: 0 }, padroes);
    expect([soMinima.taxaAdministracaoPercentual, soMinima.taxaAdministracaoMinimaCentavos]).toEqual([10, 0]);
  });
  it("keeps the contract's own terms over the property's, zero included", () => {
    const t = resolverTermos(
      {
        ...proprios,
        taxaAdministracaoPercentual: 0,
        taxaAdministracaoMinima: 0,
        taxaIntermediacaoPercentual: 50,
      },
      imovelComTermos,
      padroes,
    );
    expect(taxas(t)).toEqual([0, 0, 50]);
  });
});
