import { formatBRL, formatCompetencia, MSG_REPASSE, repasseSchema, type Repasse } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import { ERRO_401, ERRO_403 } from '../contratos/cenario.fixture';
import { criarCenarioRepasses } from './repasses.fixture';
import { lerColuna } from '../../test/banco';

// Clock 15/06/2026; the world is described in repasses.fixture.ts. Figures worked out by hand:
//   A, May (CT-1 paid on 20/05 with multa 40,00 + juros 20,00, an expense of 180,00 on 12/05):
//     aluguel 2.000,00; encargos 50 % of 60,00 = 30,00; condomínio + IPTU 600,00;
//     taxa 10 % of 2.030,00 = 203,00 (above the minimum 150,00); líquido 2.000 + 30 + 600 − 203 − 180 = 2.247,00.
//   A, March (CT-3 paid on 05/03): 10 % of 1.000,00 = 100,00 < minimum 150,00 → taxa 150,00, líquido 850,00.
//   B, March (CT-2's first rent): intermediação 100 % = 1.000,00, no administration fee, líquido 0;
//   B, April: taxa 10 % = 100,00, líquido 900,00.
const E = MSG_REPASSE.erros;
let c: Awaited<ReturnType<typeof criarCenarioRepasses>>;

const listar = async (mes: string): Promise<Repasse[]> => {
  const res = await c.request(`/api/repasses?mes=${mes}`, { token: c.admin.token });
  expect(res.status).toBe(200);
  const lista = (await res.json()) as Repasse[];
  expect(res.headers.get('X-Total-Count')).toBe(String(lista.length));
  return lista.map((r) => repasseSchema.parse(r));
};
const pagar = (json: unknown, token = c.admin.token) =>
  c.request('/api/repasses/pagar', { method: 'POST', token, json });
const contar = async (tabela: 'repasses' | 'notificacoes') =>
  Number(
    (
      await c.db
        .selectFrom(tabela)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let pagoMaio: Repasse;
let despesaId: string;
let recebimentoMaio: string;

beforeAll(async () => {
  c = await criarCenarioRepasses();
  recebimentoMaio = (await c.receber(c.ct1, '2026-05', '2026-05-20', 40_00, 20_00)).recebimentoId;
  await c.receber(c.ct3, '2026-03', '2026-03-05');
  await c.receber(c.ct2, '2026-03', '2026-03-05');
  await c.receber(c.ct2, '2026-04', '2026-04-08');
  const d = await c.lancarDespesa(c.imoveis.apto, '2026-05-12', 'Conserto do aquecedor', '180,00');
  expect(d.status).toBe(201);
  despesaId = ((await d.json()) as { _id: string })._id;
});
afterAll(() => c.close());

describe('GET /api/repasses', () => {
  it('answers the hand-computed repasse of owner A for May', async () => {
    const lista = await listar('2026-05');
    const a = lista.find((r) => r.proprietario._id === c.donoA.id)!;
    expect(a).toMatchObject({
      _id: `${c.donoA.id}:2026-05`,
      mes: '2026-05',
      status: 'liberado',
      dataPrevista: '2026-05-10',
      // CT-3's May rent is still open.
      aReceber: 1000,
      pagamento: null,
      proprietario: { nome: 'Ana Proprietária' },
      totais: {
        aluguel: 2000,
        encargos: 30,
        repassados: 600,
        taxaAdministracao: 203,
        taxaIntermediacao: 0,
        despesas: 180,
        liquido: 2247,
      },
    });
    expect(a.linhas).toEqual([
      {
        contrato: { _id: c.ct1, numero: 'CT-1' },
        imovel: 'Apto Jardins',
        inquilino: 'Mariana Costa',
        aluguel: 2000,
        encargos: 30,
        repassados: 600,
        taxaAdministracao: 203,
        taxaIntermediacao: 0,
        liquido: 2427,
      },
    ]);
    expect(a.despesas).toMatchObject([{ _id: despesaId, valor: 180, descricao: 'Conserto do aquecedor' }]);
  });

  it('lists owners by name; B is previsto in May with what is still open', async () => {
    const lista = await listar('2026-05');
    expect(lista.map((r) => r.proprietario.nome)).toEqual(['Ana Proprietária', 'Bruno Proprietário']);
    expect(lista[1]).toMatchObject({ status: 'previsto', aReceber: 1000, totais: { liquido: 0 } });
  });

  it('charges the minimum fee, and the intermediação on the first rent instead of the fee', async () => {
    const marco = await listar('2026-03');
    expect(marco.find((r) => r.proprietario._id === c.donoA.id)!.totais).toMatchObject({
      aluguel: 1000,
      taxaAdministracao: 150,
      taxaIntermediacao: 0,
      liquido: 850,
    });
    expect(marco.find((r) => r.proprietario._id === c.donoB.id)!.totais).toMatchObject({
      aluguel: 1000,
      taxaAdministracao: 0,
      taxaIntermediacao: 1000,
      liquido: 0,
    });
    const abril = await listar('2026-04');
    expect(abril.find((r) => r.proprietario._id === c.donoB.id)!.totais).toMatchObject({
      aluguel: 1000,
      taxaAdministracao: 100,
      taxaIntermediacao: 0,
      liquido: 900,
    });
  });

  it('defaults to the current month and refuses a bad mes', async () => {
    const res = await c.request('/api/repasses', { token: c.admin.token });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Repasse[]).every((r) => r.mes === '2026-06')).toBe(true);
    const ruim = await c.request('/api/repasses?mes=2026-13', { token: c.admin.token });
    expect(ruim.status).toBe(400);
    expect(((await ruim.json()) as { erros: Record<string, string>[] }).erros[0]).toHaveProperty('mes');
  });
});

describe('POST /api/repasses/pagar', () => {
  it('refuses bad bodies with pt-BR field errors', async () => {
    const base = { repasses: [`${c.donoA.id}:2026-05`], data: '2026-06-10', meio: 'pix' };
    await esperarErro(await pagar({ ...base, repasses: [] }), 400, E.nenhumSelecionado, [
      { repasses: E.nenhumSelecionado },
    ]);
    await esperarErro(await pagar({ ...base, meio: 'cheque' }), 400, E.meioInvalido, [
      { meio: E.meioInvalido },
    ]);
    const data = await pagar({ ...base, data: '31/02/2026' });
    expect(data.status).toBe(400);
    expect(((await data.json()) as { erros: Record<string, string>[] }).erros[0]).toHaveProperty('data');
    await esperarErro(await pagar({ ...base, data: '2026-06-16' }), 400, E.dataFutura, [
      { data: E.dataFutura },
    ]);
    expect(await contar('repasses')).toBe(0);
  });

  it('refuses a previsto (nothing received) and an unknown id, writing nothing', async () => {
    const antes = await contar('notificacoes');
    const previsto = { repasses: [`${c.donoA.id}:2026-06`], data: '2026-06-10', meio: 'pix' };
    await esperarErro(await pagar(previsto), 409, E.naoRecebido);
    // All or nothing: a payable one in the same request is not paid either.
    await esperarErro(
      await pagar({ ...previsto, repasses: [`${c.donoB.id}:2026-04`, `${c.donoA.id}:2026-06`] }),
      409,
      E.naoRecebido,
    );
    await esperarErro(await pagar({ ...previsto, repasses: ['nao-existe'] }), 404, E.repasseNaoEncontrado);
    await esperarErro(
      await pagar({ ...previsto, repasses: ['00000000-0000-0000-0000-000000000000:2026-05'] }),
      404,
      E.repasseNaoEncontrado,
    );
    expect(await contar('repasses')).toBe(0);
    expect(await contar('notificacoes')).toBe(antes);
  });

  it('pays A for May: stored as pago, receipts and expense stamped, owner notified', async () => {
    const res = await pagar({
      repasses: [`${c.donoA.id}:2026-05`],
      data: '2026-06-10',
      meio: 'pix',
      comprovante: 'E2E123',
    });
    expect(res.status).toBe(200);
    const [pago] = ((await res.json()) as Repasse[]).map((r) => repasseSchema.parse(r));
    pagoMaio = pago!;
    expect(pagoMaio).toMatchObject({
      status: 'pago',
      mes: '2026-05',
      totais: { liquido: 2247, taxaAdministracao: 203, despesas: 180 },
      pagamento: { data: '2026-06-10', meio: 'pix', comprovante: 'E2E123' },
    });
    expect(pagoMaio._id).not.toContain(':');
    const r = await lerColuna(c.db, 'recebimentos', 'repasse_id', { id: recebimentoMaio });
    expect(r.repasse_id).toBe(pagoMaio._id);
    const d = await lerColuna(c.db, 'despesas_proprietario', 'repasse_id', { id: despesaId });
    expect(d.repasse_id).toBe(pagoMaio._id);
    const linha = await c.db
      .selectFrom('repasses')
      .selectAll()
      .where('id', '=', pagoMaio._id)
      .executeTakeFirstOrThrow();
    expect(linha).toMatchObject({ liquido_centavos: 224_700, taxa_administracao_centavos: 20_300 });
    const notas = await c.db
      .selectFrom('notificacoes')
      .select(['titulo', 'mensagem'])
      .where('usuario_id', '=', c.donoA.id)
      .execute();
    expect(notas).toEqual([
      {
        titulo: MSG_REPASSE.notificacao.titulo,
        mensagem: MSG_REPASSE.notificacao.mensagem(formatCompetencia('2026-05'), formatBRL(2247)),
      },
    ]);
    const auditoria = await c.db
      .selectFrom('auditoria')
      .select(['usuario_id', 'acao', 'entidade'])
      .where('entidade', '=', 'repasses')
      .execute();
    expect(auditoria).toEqual([{ usuario_id: c.admin.id, acao: 'POST', entidade: 'repasses' }]);
    const lista = await listar('2026-05');
    // CT-3's May rent, still open, is what A may yet get for May: on the paid row, not a second one.
    expect(lista.filter((x) => x.proprietario._id === c.donoA.id)).toEqual([pagoMaio]);
  });

  it('refuses to pay it twice (409 jaPago), by either id', async () => {
    const corpo = { repasses: [`${c.donoA.id}:2026-05`], data: '2026-06-10', meio: 'pix' };
    await esperarErro(await pagar(corpo), 409, E.jaPago);
    await esperarErro(await pagar({ ...corpo, repasses: [pagoMaio._id] }), 409, E.jaPago);
    expect(await contar('repasses')).toBe(1);
  });

  it('pays several at once: B for March (líquido 0) and April', async () => {
    const res = await pagar({
      repasses: [`${c.donoB.id}:2026-03`, `${c.donoB.id}:2026-04`],
      data: '2026-06-15',
      meio: 'ted',
    });
    expect(res.status).toBe(200);
    const pagos = (await res.json()) as Repasse[];
    expect(pagos.map((p) => [p.mes, p.status, p.totais.liquido])).toEqual([
      ['2026-03', 'pago', 0],
      ['2026-04', 'pago', 900],
    ]);
  });

  it('a receipt registered after the month was paid shows up as a new liberado repasse', async () => {
    const [abril] = await c.db
      .selectFrom('pagamentos')
      .select('id')
      .where('contrato_id', '=', c.ct1)
      .where('competencia', '=', '2026-04')
      .execute();
    const devido = (await (
      await c.request(`/api/pagamentos/${abril!.id}/devido?data=2026-05-29`, { token: c.admin.token })
    ).json()) as { total: number };
    const pago = await c.request(`/api/pagamentos/${abril!.id}/pagar`, {
      method: 'PATCH',
      token: c.admin.token,
      json: { dataPagamento: '2026-05-29', valorRecebido: devido.total, meio: 'PIX' },
    });
    expect(pago.status).toBe(200);
    const doA = (await listar('2026-05')).filter((x) => x.proprietario._id === c.donoA.id);
    expect(doA.map((r) => r.status)).toEqual(['pago', 'liberado']);
    expect(doA[1]).toMatchObject({
      _id: `${c.donoA.id}:2026-05`,
      despesas: [],
      totais: { aluguel: 2000, repassados: 600, despesas: 0 },
    });
  });
});

describe('GET /api/repasses/:id', () => {
  it('answers the admin and the owner; another owner gets 404', async () => {
    const admin = await c.request(`/api/repasses/${pagoMaio._id}`, { token: c.admin.token });
    expect(await admin.json()).toEqual(pagoMaio);
    const dono = await c.request(`/api/repasses/${pagoMaio._id}`, { token: c.donoA.token });
    expect(await dono.json()).toEqual(pagoMaio);
    // The api-client encodes the id: %3A is the same repasse.
    const aberto = await c.request(`/api/repasses/${c.donoA.id}%3A2026-03`, { token: c.donoA.token });
    expect(repasseSchema.parse(await aberto.json())).toMatchObject({ status: 'liberado', mes: '2026-03' });
    await esperarErro(
      await c.request(`/api/repasses/${pagoMaio._id}`, { token: c.donoB.token }),
      404,
      E.repasseNaoEncontrado,
    );
    await esperarErro(
      await c.request(`/api/repasses/${c.donoA.id}:2026-03`, { token: c.donoB.token }),
      404,
      E.repasseNaoEncontrado,
    );
    await esperarErro(
      await c.request('/api/repasses/desconhecido', { token: c.admin.token }),
      404,
      E.repasseNaoEncontrado,
    );
  });
});

describe('roles', () => {
  it('lets only the admin list and pay; an owner reads their own; others 401/403', async () => {
    const corpo = { repasses: [`${c.donoA.id}:2026-03`], data: '2026-06-10', meio: 'pix' };
    const casos: [string, RequestInit & { json?: unknown }][] = [
      ['/api/repasses?mes=2026-05', {}],
      ['/api/repasses/pagar', { method: 'POST', json: corpo }],
      [`/api/repasses/${pagoMaio._id}`, {}],
    ];
    for (const [url, init] of casos) {
      expect(await (await c.request(url, init)).json()).toEqual(ERRO_401);
      for (const t of [c.inquilinoA.token, c.corretor.token]) {
        const res = await c.request(url, { ...init, token: t });
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual(ERRO_403);
      }
    }
    for (const [url, init] of casos.slice(0, 2)) {
      const res = await c.request(url, { ...init, token: c.donoA.token });
      expect(res.status).toBe(403);
    }
    expect(await contar('repasses')).toBe(3);
  });
});

describe('concurrent payments', () => {
  it('pays a repasse once when two requests race for it', async () => {
    const corpo = { repasses: [`${c.donoA.id}:2026-03`], data: '2026-06-15', meio: 'pix' };
    const respostas = await Promise.all([pagar(corpo), pagar(corpo)]);
    expect(respostas.map((r) => r.status).sort()).toEqual([200, 409]);
    const perdedora = respostas.find((r) => r.status === 409)!;
    expect(((await perdedora.json()) as { erro: string }).erro).toBe(E.jaPago);
    const linhas = await c.db
      .selectFrom('repasses')
      .select('id')
      .where('proprietario_id', '=', c.donoA.id)
      .where('mes', '=', '2026-03')
      .execute();
    expect(linhas).toHaveLength(1);
  });
});
