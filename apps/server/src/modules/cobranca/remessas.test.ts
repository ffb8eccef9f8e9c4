import {
  CONTA_ITAU_EXEMPLO as ITAU,
  montarRetorno400,
  MSG_COBRANCA_BANCARIA,
  type ContaCobranca,
  type Remessa,
  type RemessasDaConta,
} from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { inserirMesEmAberto } from './cobranca.fixture';
import { contextoComTokens, type Tokens } from '../../test/contexto';
import { lerColuna } from '../../test/banco';

const T = MSG_COBRANCA_BANCARIA.api;

let ctx: TestContext;
let t: Tokens;
let itau: ContaCobranca;
let demo: ContaCobranca;
let contratoId: string;

// The Itaú account, its next remessa numbered 7.
const CONTA_ITAU = { ...ITAU, proximaRemessa: 7 };

const remessas = async (contaId = itau.id) =>
  (await (
    await ctx.request(`/api/cobranca/contas/${contaId}/remessas`, { token: t.admin })
  ).json()) as RemessasDaConta;

const gerar = (contaId = itau.id, token = t.admin) =>
  ctx.request(`/api/cobranca/contas/${contaId}/remessas`, { method: 'POST', token });

const baixar = async (id: string) => {
  const res = await ctx.request(`/api/cobranca/remessas/${id}/arquivo`, { token: t.admin });
  expect(res.status).toBe(200);
  return { res, linhas: (await res.text()).split('\r\n').filter(Boolean) };
};

/** A new open month of the demo contract, its boleto issued through the API (on the active account). */
const novoBoleto = async (competencia: string) => {
  const id = await inserirMesEmAberto(ctx, contratoId, competencia);
  await emitir(id);
  return id;
};
const emitir = async (pagamentoId: string) => {
  const res = await ctx.request('/api/financeiro/cobrancas', {
    method: 'POST',
    token: t.admin,
    json: { pagamentoId },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { invoiceNumber: string };
};

beforeAll(async () => {
  ({ ctx, t } = await contextoComTokens());
  demo = (
    (await (await ctx.request('/api/cobranca/contas', { token: t.admin })).json()) as ContaCobranca[]
  )[0]!;
  ({ contrato_id: contratoId } = await ctx.db
    .selectFrom('pagamentos')
    .select('contrato_id')
    .executeTakeFirstOrThrow());
});
afterAll(() => ctx.close());

describe('remessas: quem pode', () => {
  it('só o admin lista, gera e baixa; os demais perfis recebem 403 e o anônimo 401', async () => {
    for (const token of [t.inquilino, t.proprietario, t.corretor]) {
      for (const [rota, method] of [
        [`/api/cobranca/contas/${demo.id}/remessas`, 'GET'],
        [`/api/cobranca/contas/${demo.id}/remessas`, 'POST'],
        ['/api/cobranca/remessas/x/arquivo', 'GET'],
      ] as const) {
        expect((await ctx.request(rota, { method, token })).status).toBe(403);
      }
    }
    expect((await ctx.request(`/api/cobranca/contas/${demo.id}/remessas`)).status).toBe(401);
  });

  it('conta ou remessa inexistente: 404 com a mensagem', async () => {
    await esperarErro(await gerar('nao-existe'), 404, T.contaNaoEncontrada);
    await esperarErro(
      await ctx.request('/api/cobranca/contas/nao-existe/remessas', { token: t.admin }),
      404,
      T.contaNaoEncontrada,
    );
    await esperarErro(
      await ctx.request('/api/cobranca/remessas/nao-existe/arquivo', { token: t.admin }),
      404,
      T.remessaNaoEncontrada,
    );
  });

  it('a conta de demonstração não gera remessa (409): nenhum banco registra os seus boletos', async () => {
    await esperarErro(await gerar(demo.id), 409, T.contaNaoPagavel);
  });
});

describe('remessas de uma conta real', () => {
  let primeiro: string;
  let segundo: string;
  let remessa: Remessa;

  it('uma conta sem boletos novos não tem o que enviar (409)', async () => {
    const res = await ctx.request('/api/cobranca/contas', {
      method: 'POST',
      token: t.admin,
      json: CONTA_ITAU,
    });
    expect(res.status).toBe(201);
    itau = (await res.json()) as ContaCobranca;
    expect(await remessas()).toEqual({ pendentes: { registros: 0, baixas: 0 }, remessas: [] });
    await esperarErro(await gerar(), 409, T.nadaAEnviar);
    // The refused attempt took no number.
    expect((await remessas()).remessas).toEqual([]);
  });

  it('boletos emitidos na conta esperam a remessa; ela os leva, numerada pela sequência da conta', async () => {
    primeiro = await novoBoleto('2031-01');
    segundo = await novoBoleto('2031-02');
    expect((await remessas()).pendentes).toEqual({ registros: 2, baixas: 0 });

    const res = await gerar();
    expect(res.status).toBe(201);
    remessa = (await res.json()) as Remessa;
    expect(remessa).toMatchObject({
      contaId: itau.id,
      numero: 7,
      nomeArquivo: 'remessa-341-000007.rem',
      registros: 2,
      baixas: 0,
    });
    expect(await remessas()).toEqual({ pendentes: { registros: 0, baixas: 0 }, remessas: [remessa] });
    const conta = (
      (await (await ctx.request('/api/cobranca/contas', { token: t.admin })).json()) as ContaCobranca[]
    ).find((c) => c.id === itau.id)!;
    expect(conta.proximaRemessa).toBe(8);
  });

  it('o arquivo baixa como foi gerado: cabeçalho do Itaú, um registro por boleto, trailer', async () => {
    const { res, linhas } = await baixar(remessa.id);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="remessa-341-000007.rem"');
    // Header, per boleto a detalhe (tipo 1) and Itaú's multa record (tipo 2), trailer.
    expect(linhas.map((l) => l.length)).toEqual(Array(6).fill(400));
    expect(linhas.map((l) => l[0])).toEqual(['0', '1', '2', '1', '2', '9']);
    const [header, d1, , d2, , trailer] = linhas as [string, string, string, string, string, string];
    expect(header.slice(0, 9)).toBe('01REMESSA');
    expect(header.slice(76, 79)).toBe('341');
    expect(trailer[0]).toBe('9');
    // Detail: código de ocorrência 01 (entrada) at 109–110, nosso número (8, no DAC) at 63–70,
    // due date DDMMAA at 121–126 and the amount at 127–139 (Itaú CNAB 400).
    const nossoNumero = async (id: string) =>
      (await lerColuna(ctx.db, 'pagamentos', 'nosso_numero', { id })).nosso_numero!;
    for (const [linha, id, vencimento] of [
      [d1, primeiro, '100131'],
      [d2, segundo, '100231'],
    ] as const) {
      expect(linha[0]).toBe('1');
      expect(linha.slice(108, 110)).toBe('01');
      expect(linha.slice(62, 70)).toBe((await nossoNumero(id)).slice(0, 8));
      expect(linha.slice(120, 126)).toBe(vencimento);
      expect(linha.slice(126, 139)).toBe('0000000135000');
    }
  });

  it('nada é enviado duas vezes: gerar de novo sem nada novo é 409', async () => {
    await esperarErro(await gerar(), 409, T.nadaAEnviar);
    expect((await remessas()).remessas).toHaveLength(1);
  });

  it('um boleto enviado e reemitido: a próxima remessa pede a baixa do antigo e registra o novo', async () => {
    const antigo = (await lerColuna(ctx.db, 'pagamentos', 'nosso_numero', { id: primeiro })).nosso_numero!;
    const novo = (await emitir(primeiro)).invoiceNumber;
    expect(novo).not.toBe(antigo);
    expect((await remessas()).pendentes).toEqual({ registros: 1, baixas: 1 });
    // Re-issued again before any remessa: the intermediate boleto never left, so nothing more to write off.
    const terceiro = (await emitir(primeiro)).invoiceNumber;
    expect((await remessas()).pendentes).toEqual({ registros: 1, baixas: 1 });

    const r = (await (await gerar()).json()) as Remessa;
    expect(r).toMatchObject({ numero: 8, registros: 1, baixas: 1 });
    const { linhas } = await baixar(r.id);
    const detalhes = linhas.filter((l) => l[0] === '1');
    expect(detalhes.map((l) => [l.slice(108, 110), l.slice(62, 70)])).toEqual([
      ['01', terceiro.slice(0, 8)],
      ['02', antigo.slice(0, 8)],
    ]);
    expect((await remessas()).pendentes).toEqual({ registros: 0, baixas: 0 });
  });

  it('um pagamento cancelado com boleto enviado pede a baixa uma vez', async () => {
    // The demo contract's rescission or a manual cancel both end in the provider's cancel.
    const { criarProviderLocal } = await import('../pagamentos/boletos/local-provider');
    await criarProviderLocal(ctx.deps).cancelar(`local_${segundo}`);
    await criarProviderLocal(ctx.deps).cancelar(`local_${segundo}`);
    expect((await remessas()).pendentes).toEqual({ registros: 0, baixas: 1 });
  });

  it('sem o CNPJ da imobiliária a remessa é recusada (409) e não gasta número', async () => {
    // Settings saved before the CNPJ was asked for carry none (the form requires it today).
    const linha = await ctx.db
      .selectFrom('configuracoes')
      .select(['chave', 'valor'])
      .where('chave', '=', 'agencia')
      .executeTakeFirstOrThrow();
    const gravar = (valor: string) =>
      ctx.db.updateTable('configuracoes').set({ valor }).where('chave', '=', linha.chave).execute();
    await gravar(JSON.stringify({ ...JSON.parse(linha.valor), cnpj: '' }));
    await esperarErro(await gerar(), 409, T.semCnpj);
    await gravar(linha.valor);
    const r = (await (await gerar()).json()) as Remessa;
    expect(r).toMatchObject({ numero: 9, registros: 0, baixas: 1 });
  });

  it('ida e volta: o retorno confirma a entrada (registrado) e depois liquida o boleto da remessa', async () => {
    const atual = async () =>
      ctx.db
        .selectFrom('pagamentos')
        .select(['nosso_numero', 'registro_boleto', 'status'])
        .where('id', '=', primeiro)
        .executeTakeFirstOrThrow();
    const antes = await atual();
    expect(antes.registro_boleto).toBe('enviado');
    // What Itaú sends back for the boleto the remessa carried: 8 digits, no DAC, as it was sent.
    const ocorrencia = { nossoNumero: antes.nosso_numero!.slice(0, 8), seuNumero: 'X', valor: 135_000 };
    const importar = async (ocorrencias: Parameters<typeof montarRetorno400>[2]) => {
      const form = new FormData();
      form.set('contaId', itau.id);
      form.set('arquivo', new File([montarRetorno400('341', CONTA_ITAU, ocorrencias)], 'RET.RET'));
      const res = await ctx.request('/api/cobranca/retornos', { method: 'POST', token: t.admin, body: form });
      expect(res.status).toBe(201);
    };
    await importar([{ ...ocorrencia, codigo: '02', dataOcorrencia: '271126' }]);
    expect(await atual()).toMatchObject({ registro_boleto: 'registrado', status: 'PENDING' });
    await importar([
      { ...ocorrencia, codigo: '06', valorPago: 135_000, dataOcorrencia: '271126', dataCredito: '281126' },
    ]);
    expect(await atual()).toMatchObject({ registro_boleto: 'registrado', status: 'RECEIVED' });
  });
});
