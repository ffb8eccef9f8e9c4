import {
  CONTA_ITAU_EXEMPLO as CONTA_ITAU,
  montarRetorno400,
  type CandidatoConciliacao,
  MSG,
  MSG_COBRANCA_BANCARIA,
  type ContaCobranca,
  type ImportacaoBancaria,
  type LancamentoAutomatico,
} from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { inserirMesEmAberto } from './cobranca.fixture';
import { contextoComTokens, type Tokens } from '../../test/contexto';

const T = MSG_COBRANCA_BANCARIA.lancamentos;

let ctx: TestContext;
let t: Tokens;
let itau: ContaCobranca;
/** Open payments (2030) whose boletos were issued on the Itaú account, nosso números 1…4. */
let boletos: string[];
let pagador: { nome: string; cpf: string };

beforeAll(async () => {
  ({ ctx, t } = await contextoComTokens());
  const res = await ctx.request('/api/cobranca/contas', {
    method: 'POST',
    token: t.admin,
    json: CONTA_ITAU,
  });
  itau = (await res.json()) as ContaCobranca;
  const { contrato_id } = await ctx.db
    .selectFrom('pagamentos')
    .select('contrato_id')
    .executeTakeFirstOrThrow();
  const inquilino = await ctx.db
    .selectFrom('contratos as c')
    .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
    .select(['u.nome', 'u.cpf'])
    .where('c.id', '=', contrato_id)
    .executeTakeFirstOrThrow();
  pagador = { nome: inquilino.nome, cpf: inquilino.cpf };
  boletos = [];
  for (let mes = 1; mes <= 4; mes++) {
    const competencia = `2030-${String(mes).padStart(2, '0')}`;
    const id = await inserirMesEmAberto(ctx, contrato_id, competencia);
    await ctx.db
      .updateTable('pagamentos')
      .set({
        conta_cobranca_id: itau.id,
        // As issued: Itaú's 8 digits + DAC (the CNAB 400 retorno carries the 8 without it).
        nosso_numero: `${String(mes).padStart(8, '0')}${(mes * 3) % 10}`,
        registro_boleto: 'enviado',
      })
      .where('id', '=', id)
      .execute();
    boletos.push(id);
  }
});
afterAll(() => ctx.close());

/** A multipart import: the account and the file. */
const importar = (rota: 'retornos' | 'extratos', conteudo: string, contaId = itau.id, token = t.admin) => {
  const form = new FormData();
  form.set('contaId', contaId);
  form.set('arquivo', new File([conteudo], rota === 'retornos' ? 'RET001.RET' : 'extrato.ofx'));
  return ctx.request(`/api/cobranca/${rota}`, { method: 'POST', token, body: form });
};

const pagamento = (id: string) =>
  ctx.db
    .selectFrom('pagamentos')
    .select(['status', 'registro_boleto', 'registro_motivo'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const recebimentos = (id: string) =>
  ctx.db.selectFrom('recebimentos').selectAll().where('pagamento_id', '=', id).execute();

const itens = async (importacao: string) =>
  (await (
    await ctx.request(`/api/cobranca/lancamentos?importacao=${importacao}`, { token: t.admin })
  ).json()) as LancamentoAutomatico[];

const RETORNO = () =>
  montarRetorno400('341', CONTA_ITAU, [
    { codigo: '02', nossoNumero: '00000001', seuNumero: 'M1', valor: 135_000, dataOcorrencia: '181126' },
    {
      codigo: '06',
      nossoNumero: '00000002',
      seuNumero: 'M2',
      valor: 135_000,
      valorPago: 135_000,
      tarifa: 250,
      dataOcorrencia: '201126',
      dataCredito: '211126',
    },
    {
      codigo: '03',
      nossoNumero: '00000003',
      seuNumero: 'M3',
      valor: 135_000,
      motivos: '08',
      dataOcorrencia: '181126',
    },
    {
      codigo: '06',
      nossoNumero: '99999999',
      seuNumero: 'X',
      valor: 50_000,
      valorPago: 50_000,
      dataOcorrencia: '201126',
    },
  ]);

describe('POST /api/cobranca/retornos', () => {
  it('settles the liquidação, updates registrations, queues what it cannot match; the same file again books nothing', async () => {
    const res = await importar('retornos', RETORNO());
    expect(res.status).toBe(201);
    const resumo = (await res.json()) as ImportacaoBancaria;
    expect(resumo).toMatchObject({
      tipo: 'retorno',
      contaId: itau.id,
      contaNome: 'Itaú — cobrança',
      nomeArquivo: 'RET001.RET',
      itens: 4,
      lancados: 1,
      atualizados: 2,
      pendentes: 1,
      ignorados: 0,
      repetidos: 0,
      arquivoRepetido: false,
    });
    const [confirmado, liquidado, rejeitado] = boletos;
    expect(await pagamento(confirmado!)).toMatchObject({ status: 'PENDING', registro_boleto: 'registrado' });
    expect(await pagamento(liquidado!)).toMatchObject({ status: 'RECEIVED', registro_boleto: 'registrado' });
    expect((await pagamento(rejeitado!)).registro_boleto).toBe('rejeitado');
    expect((await pagamento(rejeitado!)).registro_motivo).toBeTruthy();
    const r = await recebimentos(liquidado!);
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ data: '2026-11-20', meio: 'Boleto' });
    expect(Number(r[0]!.valor_centavos)).toBe(135_000);
    const lista = await itens(resumo.id);
    expect(lista.find((l) => l.situacao === 'lancado')?.detalhe).toContain('tarifa R$');
    expect(lista.find((l) => l.situacao === 'pendente')?.detalhe).toBe(T.nossoNumeroDesconhecido('99999999'));

    const outra = (await (await importar('retornos', RETORNO())).json()) as ImportacaoBancaria;
    expect(outra).toMatchObject({
      itens: 4,
      repetidos: 4,
      lancados: 0,
      atualizados: 0,
      pendentes: 0,
      arquivoRepetido: true,
    });
    expect(await recebimentos(liquidado!)).toHaveLength(1);
    const historico = (await (
      await ctx.request('/api/cobranca/importacoes', { token: t.admin })
    ).json()) as ImportacaoBancaria[];
    expect(historico.map((i) => i.id).slice(0, 2)).toEqual([outra.id, resumo.id]);
  });

  it('refuses a truncated, foreign or malformed file whole, naming the line, and writes nothing', async () => {
    const antes = await ctx.db.selectFrom('lancamentos_automaticos').select('id').execute();
    const linhas = RETORNO().split('\r\n');
    const semTrailer = linhas.filter((l) => !l.startsWith('9')).join('\r\n');
    const truncado = await importar('retornos', semTrailer);
    expect(truncado.status).toBe(400);
    expect(((await truncado.json()) as { erro: string }).erro).toMatch(/^Linha \d+/);
    const torto = linhas.map((l, i) => (i === 2 ? l.slice(0, 399) : l)).join('\r\n');
    expect((await importar('retornos', torto)).status).toBe(400);
    const outraConta = montarRetorno400('341', { ...CONTA_ITAU, conta: '99999' }, []);
    const res = await importar('retornos', outraConta);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { erro: string }).erro).toMatch(/conta/i);
    const bradesco = montarRetorno400('237', { ...CONTA_ITAU, carteira: '09' }, []);
    expect((await importar('retornos', bradesco)).status).toBe(400);
    expect((await ctx.db.selectFrom('lancamentos_automaticos').select('id').execute()).length).toBe(
      antes.length,
    );
  });

  it('asks for the file and an existing account; admin only', async () => {
    const semArquivo = new FormData();
    semArquivo.set('contaId', itau.id);
    await esperarErro(
      await ctx.request('/api/cobranca/retornos', { method: 'POST', token: t.admin, body: semArquivo }),
      400,
      MSG_COBRANCA_BANCARIA.api.arquivoObrigatorio,
    );
    await esperarErro(
      await importar('retornos', RETORNO(), '00000000-0000-4000-8000-000000000000'),
      404,
      MSG_COBRANCA_BANCARIA.api.contaNaoEncontrada,
    );
    for (const token of [t.inquilino, t.corretor, t.proprietario])
      await esperarErro(await importar('retornos', RETORNO(), itau.id, token), 403, MSG.auth.semPermissao);
  });
});

const ofx = (creditos: { fitid: string; data: string; valor: string; memo: string }[]) =>
  [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'CHARSET:1252',
    '',
    '<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20261126</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>BRL',
    '<BANKACCTFROM><BANKID>0341<BRANCHID>0057<ACCTID>12345-7<ACCTTYPE>CHECKING</BANKACCTFROM>',
    '<BANKTRANLIST><DTSTART>20261101<DTEND>20261126',
    ...creditos.map(
      (c) =>
        `<STMTTRN><TRNTYPE>${c.valor.startsWith('-') ? 'DEBIT' : 'CREDIT'}<DTPOSTED>${c.data}<TRNAMT>${c.valor}<FITID>${c.fitid}<MEMO>${c.memo}</STMTTRN>`,
    ),
    '</BANKTRANLIST><LEDGERBAL><BALAMT>0<DTASOF>20261126</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ].join('\r\n');

describe('POST /api/cobranca/extratos', () => {
  it('books the credit it is sure of, queues the rest with its suggestion, skips debits; once per credit', async () => {
    const cpf = pagador.cpf.replace(/\D/g, '');
    const cpfFormatado = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const extrato = ofx([
      { fitid: 'A1', data: '20261121', valor: '1350.00', memo: `PIX RECEBIDO ${cpfFormatado}` },
      { fitid: 'A2', data: '20261122', valor: '777.77', memo: 'TED RECEBIDA FULANO DE TAL' },
      { fitid: 'A3', data: '20261123', valor: '-89.90', memo: 'TARIFA PACOTE' },
    ]);
    const res = await importar('extratos', extrato);
    expect(res.status).toBe(201);
    const resumo = (await res.json()) as ImportacaoBancaria;
    expect(resumo).toMatchObject({ tipo: 'extrato', itens: 2, lancados: 1, pendentes: 1, repetidos: 0 });
    const lista = await itens(resumo.id);
    const lancado = lista.find((l) => l.situacao === 'lancado')!;
    expect(lancado).toMatchObject({ origem: 'extrato', valor: 1350, data: '2026-11-21' });
    expect(await recebimentos(lancado.pagamentoId!)).toEqual([
      expect.objectContaining({ meio: 'PIX', data: '2026-11-21' }),
    ]);

    // The same statement, and then one overlapping it, book nothing twice.
    const de_novo = (await (await importar('extratos', extrato)).json()) as ImportacaoBancaria;
    expect(de_novo).toMatchObject({
      itens: 2,
      repetidos: 2,
      lancados: 0,
      pendentes: 0,
      arquivoRepetido: true,
    });
    const sobreposto = ofx([
      { fitid: 'A2', data: '20261122', valor: '777.77', memo: 'TED RECEBIDA FULANO DE TAL' },
      { fitid: 'B1', data: '20261124', valor: '10.00', memo: 'DEPOSITO' },
    ]);
    expect((await (await importar('extratos', sobreposto)).json()) as ImportacaoBancaria).toMatchObject({
      itens: 2,
      repetidos: 1,
      pendentes: 1,
    });
  });

  it('the queue: an admin matches a pending credit to its payment (two clicks) or discards it', async () => {
    const pendentes = (await (
      await ctx.request('/api/cobranca/lancamentos?situacao=pendente&origem=extrato', { token: t.admin })
    ).json()) as LancamentoAutomatico[];
    const ted = pendentes.find((l) => l.valor === 777.77)!;
    const alvo = boletos[3]!;
    // The first click: the open payments it may pay, the likeliest first; the search narrows them.
    const candidatos = `/api/cobranca/lancamentos/${ted.id}/candidatos`;
    for (const token of [t.inquilino, t.corretor, t.proprietario])
      await esperarErro(await ctx.request(candidatos, { token }), 403, MSG.auth.semPermissao);
    await esperarErro(
      await ctx.request('/api/cobranca/lancamentos/nao-existe/candidatos', { token: t.admin }),
      404,
      MSG_COBRANCA_BANCARIA.api.lancamentoNaoEncontrado,
    );
    const lista = (await (
      await ctx.request(candidatos, { token: t.admin })
    ).json()) as CandidatoConciliacao[];
    expect(lista.length).toBeGreaterThan(0);
    expect(lista.length).toBeLessThanOrEqual(20);
    expect(lista.map((c) => c.pagamentoId)).toContain(alvo);
    expect(lista.find((c) => c.pagamentoId === alvo)).toMatchObject({
      competencia: '2030-04',
      vencimento: '2030-04-10',
      inquilino: pagador.nome,
      valor: 1350,
      sugerido: false,
    });
    const porCompetencia = (await (
      await ctx.request(`${candidatos}?busca=2030-04`, { token: t.admin })
    ).json()) as CandidatoConciliacao[];
    expect(porCompetencia.map((c) => c.pagamentoId)).toEqual([alvo]);
    const caminho = `/api/cobranca/lancamentos/${ted.id}/conciliar`;
    for (const token of [t.inquilino, t.corretor, t.proprietario])
      await esperarErro(
        await ctx.request(caminho, { method: 'POST', token, json: { pagamentoId: alvo } }),
        403,
        MSG.auth.semPermissao,
      );
    const ok = await ctx.request(caminho, { method: 'POST', token: t.admin, json: { pagamentoId: alvo } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ situacao: 'lancado', pagamentoId: alvo, podeDesfazer: true });
    expect(await recebimentos(alvo)).toEqual([
      expect.objectContaining({ meio: 'Transferência', data: '2026-11-22' }),
    ]);
    await esperarErro(
      await ctx.request(caminho, { method: 'POST', token: t.admin, json: { pagamentoId: alvo } }),
      409,
      MSG_COBRANCA_BANCARIA.api.soPendente,
    );
    const deposito = pendentes.find((l) => l.valor === 10)!;
    const descartado = await ctx.request(`/api/cobranca/lancamentos/${deposito.id}/descartar`, {
      method: 'POST',
      token: t.admin,
    });
    expect(await descartado.json()).toMatchObject({ situacao: 'ignorado', detalhe: T.descartado });
    expect(
      (
        await ctx.request(caminho.replace(ted.id, deposito.id), {
          method: 'POST',
          token: t.admin,
          json: { pagamentoId: alvo },
        })
      ).status,
    ).toBe(409);
    await esperarErro(
      await ctx.request(candidatos, { token: t.admin }),
      409,
      MSG_COBRANCA_BANCARIA.api.soPendente,
    );
  });

  it('refuses a statement of another account or a broken one, naming the problem', async () => {
    const outra = ofx([{ fitid: 'Z', data: '20261121', valor: '1.00', memo: 'x' }]).replace(
      '<ACCTID>12345-7',
      '<ACCTID>55555-5',
    );
    const res = await importar('extratos', outra);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { erro: string }).erro).toMatch(/outra conta/);
    const quebrado = await importar('extratos', 'OFXHEADER:100\r\n\r\n<OFX><BANKMSGSRSV1>');
    expect(quebrado.status).toBe(400);
    expect(((await quebrado.json()) as { erro: string }).erro).toMatch(/^Extrato inválido na linha \d+/);
  });
});
