import {
  codigoBarrasDeLinha,
  codigoBarrasValido,
  MSG_COBRANCA_BANCARIA,
  modulo11NossoNumero,
  type ContaCobrancaDados,
} from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoDoPdf } from '../../../test/pdf-texto';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { inserirConta, listarContas, obterConta } from '../../contas-cobranca';
import { criarProviderLocal } from './local-provider';

// Issue 34: boletos issued on the agency's collection account, by its bank's rules, and their PDF.

let ctx: TestContext;
let admin: string;
let pendentes: string[];

/** The PDF's text; pdf-lib writes WinAnsi, where the em dash is byte 0x97. */
const textoDoBoleto = async (id: string) => {
  const res = await ctx.request(`/api/financeiro/boletos/pdf/${id}`, { token: admin });
  expect(res.status).toBe(200);
  return textoDoPdf(new Uint8Array(await res.arrayBuffer())).replace(/\x97/g, '—');
};

const emitir = (pagamentoId: string) =>
  ctx.request('/api/financeiro/cobrancas', { method: 'POST', token: admin, json: { pagamentoId } });

const linhaDoPagamento = (id: string) =>
  ctx.db
    .selectFrom('pagamentos')
    .select(['nosso_numero', 'codigo_barras', 'linha_digitavel', 'conta_cobranca_id', 'registro_boleto'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/**
 * The rule local boletos always had (the deleted lib/boleto/nosso-numero.ts, kept here as the
 * independent reference): sequence(10) + DV, DV = módulo 11 (2..9) over agência + sequence, 10/11 → 0;
 * campo livre = nosso número + agência(4) + conta(8) + carteira(2).
 */
const nossoNumeroAntigo = (n: number) => {
  const seq = String(n).padStart(10, '0');
  return seq + String(modulo11NossoNumero('0001' + seq));
};

// Itaú carteira 175, agência 0810, conta 53678, sequence 258281: nosso número 175/00258281-7 and
// campo livre 1750025828170810536789000 — kivanio/brcobranca, spec/brcobranca/boleto/itau_spec.rb
// ("Gerar boleto": barcode 34191377000000135001750025828170810536789000).
const ITAU: ContaCobrancaDados = {
  nome: 'Itaú cobrança',
  banco: '341',
  agencia: '0810',
  agenciaDv: '',
  conta: '53678',
  contaDv: '9',
  carteira: '175',
  convenio: '53678',
  layout: 'cnab400',
  proximaRemessa: 1,
  proximoNossoNumero: 258281,
  ativa: true,
};

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  pendentes = (
    await ctx.db
      .selectFrom('pagamentos')
      .select('id')
      .where('status', '=', 'PENDING')
      .orderBy('vencimento')
      .orderBy('id')
      .execute()
  ).map((r) => r.id);
  expect(pendentes.length).toBeGreaterThanOrEqual(2);
});
afterAll(() => ctx.close());

describe('boleto on the demo account (bank 999)', () => {
  it('keeps the numbers local boletos always had, registers nowhere and says it is not payable', async () => {
    const [demo] = await listarContas(ctx.db);
    expect(demo).toMatchObject({ banco: '999', ativa: true });
    const id = pendentes[0]!;
    const res = await emitir(id);
    expect(res.status).toBe(201);
    const b = (await res.json()) as { linhaDigitavel: string; invoiceNumber: string };
    const row = await linhaDoPagamento(id);
    const seq = demo!.proximoNossoNumero;
    expect(row.nosso_numero).toBe(nossoNumeroAntigo(seq));
    expect(row.codigo_barras!.slice(0, 3)).toBe('999');
    expect(row.codigo_barras!.slice(19)).toBe(nossoNumeroAntigo(seq) + '0001' + '00012345' + '17');
    expect(codigoBarrasValido(row.codigo_barras!)).toBe(true);
    expect(codigoBarrasDeLinha(b.linhaDigitavel)).toBe(row.codigo_barras);
    expect(row.conta_cobranca_id).toBe(demo!.id);
    expect(row.registro_boleto).toBeNull();
    expect((await obterConta(ctx.db, demo!.id))!.proximoNossoNumero).toBe(seq + 1);

    const texto = await textoDoBoleto(id);
    expect(texto).toContain(MSG_COBRANCA_BANCARIA.demonstracao);
    expect(texto).toContain('Banco de demonstração — não pagável');
    expect(texto).not.toContain('Pagável em qualquer banco');
    expect(texto).toContain('999-7');
    expect(texto).toContain(row.linha_digitavel!);
    expect(texto).toContain(`${nossoNumeroAntigo(seq).slice(0, 10)}-${nossoNumeroAntigo(seq)[10]}`);
  });
});

describe('boleto on an Itaú account', () => {
  let itauId: string;
  beforeAll(async () => {
    // Created after the demo account: the real bank still wins.
    itauId = (await inserirConta(ctx.db, ITAU, new Date().toISOString())).id;
  });

  it('is issued by Itaú rules from the account counter, to be sent in a remessa', async () => {
    const id = pendentes[1]!;
    const res = await emitir(id);
    expect(res.status).toBe(201);
    const b = (await res.json()) as { linhaDigitavel: string };
    const row = await linhaDoPagamento(id);
    expect(row.nosso_numero).toBe('002582817');
    expect(row.codigo_barras!.slice(0, 4)).toBe('3419');
    expect(row.codigo_barras!.slice(19)).toBe('1750025828170810536789000');
    expect(codigoBarrasValido(row.codigo_barras!)).toBe(true);
    expect(codigoBarrasDeLinha(b.linhaDigitavel)).toBe(row.codigo_barras);
    expect(row.conta_cobranca_id).toBe(itauId);
    expect(row.registro_boleto).toBe('a_enviar');
    expect((await obterConta(ctx.db, itauId))!.proximoNossoNumero).toBe(258282);

    const texto = await textoDoBoleto(id);
    expect(texto).toContain('Pagável em qualquer banco');
    expect(texto).not.toContain(MSG_COBRANCA_BANCARIA.demonstracao);
    expect(texto).toContain('341-7');
    expect(texto).toContain('Itaú');
    expect(texto).toContain(row.linha_digitavel!);
    expect(texto).toContain('175/00258281-7');
    expect(texto).toContain('0810 / 53678-9');
  });

  it('ten boletos issued at the same time get ten distinct nossos números, one counter step each', async () => {
    const antes = (await obterConta(ctx.db, itauId))!.proximoNossoNumero;
    const provider = criarProviderLocal(ctx.deps);
    const linhas = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        provider.emitir({
          pagamentoId: `concorrente-${i}`,
          valor: 1500,
          vencimento: '2027-01-10',
          descricao: 'Aluguel',
          pagador: { id: 'x', nome: 'Fulano', email: 'f@example.com', cpf: '52998224725', telefone: '' },
        }),
      ),
    );
    const numeros = linhas.map((l) => l.nossoNumero);
    expect(new Set(numeros).size).toBe(10);
    expect(numeros.map((n) => Number(n.slice(0, 8))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, i) => antes + i),
    );
    for (const l of linhas) {
      expect(codigoBarrasValido(l.codigoBarras)).toBe(true);
      expect(l).toMatchObject({ contaCobrancaId: itauId, registroBoleto: 'a_enviar' });
    }
    expect((await obterConta(ctx.db, itauId))!.proximoNossoNumero).toBe(antes + 10);
  });
});

describe('no active account', () => {
  it('issues on the fixed demo layout from the old sequence, on no account', async () => {
    await ctx.db.updateTable('contas_cobranca').set({ ativa: 0 }).execute();
    const e = await criarProviderLocal(ctx.deps).emitir({
      pagamentoId: 'sem-conta',
      valor: 100,
      vencimento: '2027-01-10',
      descricao: 'Aluguel',
      pagador: { id: 'x', nome: 'Fulano', email: 'f@example.com', cpf: '52998224725', telefone: '' },
    });
    const seq = Number(e.nossoNumero.slice(0, 10));
    expect(e.nossoNumero).toBe(nossoNumeroAntigo(seq));
    expect(e.codigoBarras.slice(19)).toBe(nossoNumeroAntigo(seq) + '0001' + '00012345' + '17');
    expect(e).toMatchObject({ contaCobrancaId: null, registroBoleto: null });
  });
});
