import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CreditoExtrato, type PagamentoAberto, sugerirConciliacao } from './conciliar';
import { lerOfx } from './ofx';

// 123.456.789-09 and 111.444.777-35 are valid CPFs used in examples; the people are invented.
const maria: PagamentoAberto<string> = {
  id: 'p-maria',
  valorCentavos: 185000,
  vencimento: '2024-01-05',
  pagador: { nome: 'Maria Aparecida Souza', cpf: '123.456.789-09' },
};
const joao: PagamentoAberto<string> = {
  id: 'p-joao',
  valorCentavos: 230000,
  vencimento: '2024-01-10',
  pagador: { nome: 'João da Conceição Lima', cpf: '11144477735' },
};
const comTxid: PagamentoAberto<string> = {
  id: 'p-txid',
  valorCentavos: 210000,
  vencimento: '2024-02-10',
  txid: 'MORADA20240200000000000001',
  pagador: { nome: 'Rita Lee Jones', cpf: '98765432100' },
};

const credito = (
  data: string,
  reais: number,
  memo: string,
  extra: Partial<CreditoExtrato> = {},
): CreditoExtrato => ({
  data,
  valorCentavos: Math.round(reais * 100),
  memo,
  ...extra,
});

const um = (c: CreditoExtrato, abertos: PagamentoAberto<string>[], opcoes = {}) => {
  const [s] = sugerirConciliacao([c], abertos, opcoes);
  return s && { pagamentoId: s.pagamentoId, criterio: s.criterio, confianca: s.confianca, motivo: s.motivo };
};

describe('sugerirConciliacao — txid', () => {
  it('a payment txid in the memo is certain', () => {
    const c = credito(
      '2024-02-08',
      2100,
      'Transferência recebida pelo Pix - txid MORADA20240200000000000001',
    );
    expect(um(c, [maria, comTxid])).toEqual({
      pagamentoId: 'p-txid',
      criterio: 'txid',
      confianca: 'certa',
      motivo: 'O identificador PIX (txid MORADA20240200000000000001) do crédito é o desta cobrança.',
    });
  });

  it('is certain even with another amount or outside the window, and says the amount differs', () => {
    const c = credito('2024-06-30', 2000, 'PIX morada20240200000000000001');
    expect(um(c, [comTxid])).toEqual({
      pagamentoId: 'p-txid',
      criterio: 'txid',
      confianca: 'certa',
      motivo:
        'O identificador PIX (txid MORADA20240200000000000001) do crédito é o desta cobrança, mas o valor recebido (R$ 2.000,00) difere do devido (R$ 2.100,00).',
    });
  });

  it('finds a long txid glued to other text, and the txid in REFNUM/CHECKNUM', () => {
    expect(um(credito('2024-02-08', 2100, 'PIXMORADA20240200000000000001REC'), [comTxid])?.criterio).toBe(
      'txid',
    );
    expect(
      um(credito('2024-02-08', 2100, 'PIX', { documento: 'MORADA20240200000000000001' }), [comTxid])
        ?.criterio,
    ).toBe('txid');
  });

  it('does not take a short txid inside another word', () => {
    const curto = { ...comTxid, txid: 'ABC123', valorCentavos: 99900 };
    expect(um(credito('2024-02-08', 2100, 'PIX XABC123Y'), [curto])?.pagamentoId).toBeNull();
  });
});

describe('sugerirConciliacao — CPF', () => {
  it('the bare CPF in the memo with the exact amount is certain (Banco do Brasil memo)', () => {
    const c = credito('2024-01-05', 1850, 'Pix - Recebido 05/01 10:32 12345678909 MARIA APARECIDA');
    expect(um(c, [maria, joao])).toEqual({
      pagamentoId: 'p-maria',
      criterio: 'documento',
      confianca: 'certa',
      motivo: 'O CPF 123.456.789-09 do pagador aparece no lançamento e o valor é exatamente o devido.',
    });
  });

  it('the formatted CPF in NAME counts too, with no date window', () => {
    const c = credito('2024-05-30', 2300, 'TED RECEBIDA', { nome: 'JOAO C LIMA 111.444.777-35' });
    expect(um(c, [maria, joao])).toMatchObject({
      pagamentoId: 'p-joao',
      criterio: 'documento',
      confianca: 'certa',
    });
  });

  it('the CPF with another amount is not enough', () => {
    const c = credito('2024-05-30', 2299.99, 'TED 111.444.777-35');
    expect(um(c, [maria, joao])).toMatchObject({ pagamentoId: null, criterio: null, confianca: null });
  });

  it('a masked CPF (Nubank) does not count, but the name in the window does', () => {
    const c = credito(
      '2024-01-08',
      2300,
      'Transferência recebida pelo Pix - JOAO CONCEICAO LIMA - •••.444.777-•• - ITAU',
    );
    expect(um(c, [joao])).toMatchObject({ criterio: 'nome', confianca: 'provavel' });
  });
});

describe('sugerirConciliacao — name', () => {
  it('first name and another word, without accents, exact amount, in the window: probable', () => {
    const c = credito('2024-01-12', 2300, 'Pix - Recebido 12/01 joao conceicao');
    expect(um(c, [maria, joao])).toEqual({
      pagamentoId: 'p-joao',
      criterio: 'nome',
      confianca: 'provavel',
      motivo:
        'O nome do pagador (João da Conceição Lima) aparece no lançamento, o valor é exatamente o devido e a data está perto do vencimento (10/01/2024). Confira antes de dar baixa.',
    });
  });

  it('is not enough with the first name alone or surnames alone', () => {
    const outro = { ...joao, id: 'p-outro', valorCentavos: 230000, vencimento: '2024-01-11' };
    // Two payments of 2.300,00 in the window: without the name, the amount is ambiguous.
    expect(um(credito('2024-01-12', 2300, 'PIX JOAO'), [joao, outro])?.criterio).toBeNull();
    expect(um(credito('2024-01-12', 2300, 'PIX CONCEICAO LIMA'), [joao, outro])?.criterio).toBeNull();
    expect(um(credito('2024-01-12', 2300, 'PIX DA JOAO'), [joao, outro])?.criterio).toBeNull();
  });

  it('window is −5..+10 days of the due date, both ends included', () => {
    const memo = 'PIX JOAO LIMA';
    expect(um(credito('2024-01-05', 2300, memo), [joao])?.criterio).toBe('nome');
    expect(um(credito('2024-01-20', 2300, memo), [joao])?.criterio).toBe('nome');
    expect(um(credito('2024-01-04', 2300, memo), [joao])?.criterio).toBeNull();
    expect(um(credito('2024-01-21', 2300, memo), [joao])).toMatchObject({
      criterio: null,
      motivo: 'Nenhum pagamento em aberto corresponde a este crédito (txid, CPF, nome ou valor).',
    });
  });

  it('takes another window from the options', () => {
    expect(um(credito('2024-01-21', 2300, 'PIX JOAO LIMA'), [joao], { diasDepois: 11 })?.criterio).toBe(
      'nome',
    );
    expect(um(credito('2024-01-07', 2300, 'PIX JOAO LIMA'), [joao], { diasAntes: 2 })?.criterio).toBeNull();
  });
});

describe('sugerirConciliacao — amount alone', () => {
  it('one open payment with that amount in the window: probable', () => {
    expect(um(credito('2024-01-06', 1850, 'DEPOSITO EM DINHEIRO'), [maria, joao])).toEqual({
      pagamentoId: 'p-maria',
      criterio: 'valor',
      confianca: 'provavel',
      motivo:
        'Só um pagamento em aberto tem exatamente este valor perto desta data (vencimento 05/01/2024). Confira antes de dar baixa.',
    });
  });

  it('two or more: no suggestion, the motivo says it is ambiguous', () => {
    const gemeo = {
      ...maria,
      id: 'p-gemeo',
      vencimento: '2024-01-07',
      pagador: { nome: 'Outra Pessoa', cpf: '' },
    };
    const terceiro = { ...gemeo, id: 'p-terceiro' };
    expect(um(credito('2024-01-06', 1850, 'DEPOSITO'), [maria, gemeo, terceiro])).toEqual({
      pagamentoId: null,
      criterio: null,
      confianca: null,
      motivo: 'Há 3 pagamentos em aberto com exatamente este valor perto desta data; escolha o certo.',
    });
  });

  it('a payment outside the window is not a candidate', () => {
    const longe = { ...maria, id: 'p-longe', vencimento: '2024-03-05' };
    expect(um(credito('2024-01-06', 1850, 'DEPOSITO'), [maria, longe])?.pagamentoId).toBe('p-maria');
  });
});

describe('sugerirConciliacao — one to one, greedy and deterministic', () => {
  it('a certain match wins the payment over a probable one', () => {
    const porNome = credito('2024-01-05', 1850, 'PIX MARIA SOUZA');
    const porCpf = credito('2024-01-09', 1850, 'PIX 123.456.789-09');
    const [a, b] = sugerirConciliacao([porNome, porCpf], [maria]);
    expect([a?.pagamentoId, a?.motivo]).toEqual([
      null,
      'O pagamento compatível com este crédito já foi associado a outro crédito do extrato.',
    ]);
    expect([b?.pagamentoId, b?.criterio]).toEqual(['p-maria', 'documento']);
  });

  it('between two equal matches the nearer date wins; at equal distance the first credit', () => {
    const longe = credito('2024-01-08', 1850, 'PIX 12345678909');
    const perto = credito('2024-01-06', 1850, 'PIX 12345678909');
    const antes = credito('2024-01-04', 1850, 'PIX 12345678909');
    expect(sugerirConciliacao([longe, perto], [maria]).map((s) => s.pagamentoId)).toEqual([null, 'p-maria']);
    expect(sugerirConciliacao([perto, antes], [maria]).map((s) => s.pagamentoId)).toEqual(['p-maria', null]);
  });

  it('two payments of one tenant: each credit takes the nearer one', () => {
    const fev = { ...maria, id: 'p-maria-fev', vencimento: '2024-02-05' };
    const jan = credito('2024-01-05', 1850, 'PIX 12345678909');
    const fevereiro = credito('2024-02-04', 1850, 'PIX 12345678909');
    expect(sugerirConciliacao([fevereiro, jan], [fev, maria]).map((s) => s.pagamentoId)).toEqual([
      'p-maria-fev',
      'p-maria',
    ]);
  });

  it('amount alone is weighed against the payments the stronger rules left', () => {
    const gemeo = { ...maria, id: 'p-gemeo', pagador: { nome: 'Outra Pessoa', cpf: '' } };
    const porCpf = credito('2024-01-05', 1850, 'PIX 12345678909');
    const semNada = credito('2024-01-05', 1850, 'DEPOSITO');
    const r = sugerirConciliacao([semNada, porCpf], [maria, gemeo]);
    expect(r.map((s) => [s.pagamentoId, s.criterio])).toEqual([
      ['p-gemeo', 'valor'],
      ['p-maria', 'documento'],
    ]);
  });

  it('two credits for one payment by amount: the nearer gets it, the other is told why', () => {
    const r = sugerirConciliacao(
      [credito('2024-01-09', 1850, 'DEPOSITO'), credito('2024-01-05', 1850, 'DEPOSITO')],
      [maria],
    );
    expect(r.map((s) => s.pagamentoId)).toEqual([null, 'p-maria']);
    expect(r[0]?.motivo).toBe(
      'O pagamento compatível com este crédito já foi associado a outro crédito do extrato.',
    );
  });

  it('leaves debits and zero out, and keeps the credits in input order', () => {
    const r = sugerirConciliacao(
      [
        credito('2024-01-05', -45.9, 'TARIFA'),
        credito('2024-01-10', 2300, 'X'),
        credito('2024-01-05', 0, 'Y'),
      ],
      [joao],
    );
    expect(r.map((s) => [s.credito.memo, s.pagamentoId])).toEqual([['X', 'p-joao']]);
  });

  it('gives the same answer for the same input', () => {
    const cs = [credito('2024-01-06', 1850, 'A'), credito('2024-01-06', 1850, 'B')];
    expect(sugerirConciliacao(cs, [maria, joao])).toEqual(sugerirConciliacao(cs, [maria, joao]));
  });
});

describe('sugerirConciliacao — on a statement read from a file', () => {
  it('matches the Banco do Brasil fixture: CPF is certain, name is probable, the fee is left out', () => {
    const extrato = lerOfx(readFileSync(new URL('./fixtures/bb-1252.ofx', import.meta.url)));
    const r = sugerirConciliacao(extrato.transacoes, [maria, joao]);
    expect(r.map((s) => [s.credito.fitid, s.pagamentoId, s.criterio, s.confianca])).toEqual([
      ['20240105002', 'p-maria', 'documento', 'certa'],
      ['20240110003', 'p-joao', 'nome', 'provavel'],
    ]);
  });
});
