import { formatBRL, MSG, MSG_ACERTO, MSG_FINANCEIRO, rescisaoSchema, type Rescisao } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import { textoDoPdf } from '../../test/pdf-texto';
import {
  criarCenario,
  ERRO_401,
  ERRO_403,
  type Cenario,
  INQUILINO_BRUNO,
} from '../contratos/cenario.fixture';

// Issue 32: the rescisão's settlement becomes money. Clock: Monday 15/06/2026.
// CT-AC (Bruno): 01/01–31/12/2026 (365 days), R$ 2.000,00 + condomínio 300,00 + IPTU 100,00, due on
// the 10th, paid up to April; May and June open. He leaves on 15/06/2026 (pelo locatário) with a
// repair of 450,00 and a credit of 50,00: penalty = 2.000,00 × 3 × 199/365 = 3.271,23; June pro rata
// = 15/30 = 1.000,00 + 150,00 + 50,00 = 1.200,00; May = what is due on 15/06 (multa and juros).
// CT-DV (Mariana): 01/01–30/06/2026, all paid; caução of 4.000,00; leaves on 15/06 by agreement:
// June's credit 1.200,00 + the caução = 5.200,00 to give back.
let c: Cenario;
let ac: string;
let dv: string;
type P = { id: string; competencia: string; status: string; valorAtualizado: number } & Record<
  string,
  unknown
>;
const listar = async (token: string, url: string): Promise<P[]> => (await c.request(url, { token })).json();
const pagarAte = (id: string, competencia: string) =>
  c.db
    .updateTable('pagamentos')
    .set((eb) => ({ status: 'RECEIVED', data_pagamento: eb.ref('vencimento') }))
    .where('contrato_id', '=', id)
    .where('competencia', '<', competencia)
    .execute();
/** Months before `competencia` settled in the ledger; `competencia` itself paid in full on the 10th. */
const pagarComJunho = async (id: string) => {
  await pagarAte(id, '2026-06');
  const junho = (await listar(c.admin.token, `/api/contratos/${id}/pagamentos`)).find(
    (p) => p.competencia === '2026-06',
  )!;
  const pago = await c.request(`/api/pagamentos/${junho.id}/pagar`, {
    method: 'PATCH',
    token: c.admin.token,
    json: { dataPagamento: '2026-06-10', valorRecebido: 2400, meio: 'PIX' },
  });
  expect(pago.status).toBe(200);
};
const devolver = (id: string, json: unknown, token = c.admin.token) =>
  c.request(`/api/contratos/${id}/rescisao/devolucao`, { method: 'POST', token, json });
const termo = async (id: string, token: string) =>
  textoDoPdf(
    new Uint8Array(
      await (await c.request(`/api/contratos/${id}/rescisao/termo.pdf`, { token })).arrayBuffer(),
    ),
  );

beforeAll(async () => {
  c = await criarCenario({ now: new Date('2026-06-15T12:00:00Z') });
  ac = (
    await c.criarContrato({
      numero: 'CT-AC',
      imovelId: c.imoveis.casa,
      dataFim: '2026-12-31',
      inquilino: INQUILINO_BRUNO,
    })
  )._id;
  await c.gerar(ac, 12);
  await pagarAte(ac, '2026-05');
  dv = (await c.criarContrato({ numero: 'CT-DV', dataFim: '2026-06-30' }))._id;
  await c.gerar(dv, 6);
  await pagarComJunho(dv);
  const g = await c.request(`/api/contratos/${dv}/garantia`, {
    method: 'PUT',
    token: c.admin.token,
    json: { tipo: 'caucao', valor: '4.000,00', deposito: 'Poupança' },
  });
  expect(g.status).toBe(200);
});
afterAll(() => c.close());

describe('o saldo devido pelo locatário vira uma cobrança', () => {
  let r: Rescisao;
  it('charges the penalty, the repairs and the open months once, due 10 days after the rescisão', async () => {
    const maio = (await listar(c.admin.token, `/api/contratos/${ac}/pagamentos`)).find(
      (p) => p.competencia === '2026-05',
    )!;
    const devido = await (
      await c.request(`/api/pagamentos/${maio.id}/devido?data=2026-06-15`, { token: c.admin.token })
    ).json();
    // Before a rescisão the tenant has no settlement.
    const antes = await c.request('/api/locatario/acerto', { token: c.inquilinoB.token });
    expect([antes.status, await antes.json()]).toEqual([200, null]);
    const res = await c.postar(`/api/contratos/${ac}/rescisao`, {
      dataSaida: '2026-06-15',
      motivo: 'pelo-locatario',
      ajustes: [
        { descricao: 'Reparo da pintura', valor: '450,00' },
        { descricao: 'Limpeza feita pelo locatário', valor: '-50,00' },
      ],
    });
    expect(res.status).toBe(201);
    r = (await res.json()) as Rescisao;
    expect(rescisaoSchema.strict().parse(r)).toEqual(r);
    expect(r.calculo.multa.valor).toBe(3271.23);
    const saldo = Math.round((devido.total + 1200 + 3271.23 + 450 - 50) * 100) / 100;
    expect(r.calculo.saldo).toBe(saldo);
    expect(r.cobranca).toEqual({ pagamentoId: expect.any(String), valor: saldo, vencimento: '2026-06-25' });
    expect(r.devolucao).toBeNull();

    // What the tenant is charged after the rescisão, in their own area, adds up to the termo's saldo.
    const doInquilino = await listar(c.inquilinoB.token, '/api/locatario/pagamentos');
    const abertos = doInquilino.filter((p) => p.status === 'PENDING' || p.status === 'OVERDUE');
    expect(abertos).toEqual([
      expect.objectContaining({
        id: r.cobranca!.pagamentoId,
        competencia: '2026-06-R',
        vencimento: '2026-06-25',
        status: 'PENDING',
        valor: saldo,
        valorAtualizado: saldo,
        multa: 0,
        juros: 0,
        composicao: {
          aluguel: Math.round((saldo - 1050) * 100) / 100,
          condominio: 450,
          iptu: 150,
          outros: 450,
          desconto: 0,
        },
        nossoNumero: expect.any(String),
        linhaDigitavel: expect.any(String),
      }),
    ]);
    expect(doInquilino.filter((p) => p.competencia === '2026-05' || p.competencia === '2026-06')).toEqual([
      expect.objectContaining({ status: 'CANCELLED' }),
      expect.objectContaining({ status: 'CANCELLED' }),
    ]);
  });

  it('is a boleto with PIX the tenant downloads; another tenant cannot', async () => {
    const boletos = await listar(c.inquilinoB.token, `/api/financeiro/boletos/${c.inquilinoB.id}`);
    expect(boletos.find((b) => b.id === r.cobranca!.pagamentoId)).toMatchObject({
      description: MSG_ACERTO.descricaoBoleto('CT-AC'),
      value: r.calculo.saldo,
      dueDate: '2026-06-25',
      pixCopiaECola: expect.stringMatching(/^000201/),
    });
    const pdf = await c.request(`/api/financeiro/boletos/pdf/${r.cobranca!.pagamentoId}`, {
      token: c.inquilinoB.token,
    });
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const alheio = await c.request(`/api/financeiro/boletos/pdf/${r.cobranca!.pagamentoId}`, {
      token: c.inquilinoA.token,
    });
    expect(alheio.status).toBe(403);
  });

  it('has no multa nor juros until its prazo, then the usual ones', async () => {
    const devido = async (data: string) =>
      (
        await c.request(`/api/pagamentos/${r.cobranca!.pagamentoId}/devido?data=${data}`, {
          token: c.admin.token,
        })
      ).json();
    expect(await devido('2026-06-25')).toMatchObject({ multa: 0, juros: 0, total: r.calculo.saldo });
    expect((await devido('2026-06-26')).multa).toBeGreaterThan(0);
  });

  it('shows in the área do locatário and on the termo', async () => {
    const acerto = await (await c.request('/api/locatario/acerto', { token: c.inquilinoB.token })).json();
    expect(acerto).toEqual({
      contratoNumero: 'CT-AC',
      dataSaida: '2026-06-15',
      cobranca: r.cobranca,
      devolucao: null,
    });
    expect(await termo(ac, c.inquilinoB.token)).toContain(
      MSG_ACERTO.termo.cobranca(formatBRL(r.calculo.saldo), '25/06/2026'),
    );
  });

  it('is received through the normal flow, and then settled', async () => {
    const pago = await c.request(`/api/pagamentos/${r.cobranca!.pagamentoId}/pagar`, {
      method: 'PATCH',
      token: c.admin.token,
      json: { dataPagamento: '2026-06-15', valorRecebido: r.calculo.saldo, meio: 'PIX' },
    });
    expect(pago.status).toBe(200);
    const lista = await listar(c.admin.token, `/api/contratos/${ac}/pagamentos`);
    expect(lista.find((p) => p.id === r.cobranca!.pagamentoId)).toMatchObject({
      status: 'RECEIVED',
      valorPago: r.calculo.saldo,
    });
    expect(lista.filter((p) => p.status === 'PENDING' || p.status === 'OVERDUE')).toEqual([]);
  });

  it('has nothing to give back (409)', async () => {
    await esperarErro(
      await devolver(ac, { data: '2026-06-15', meio: 'PIX' }),
      409,
      MSG_ACERTO.erros.semDevolucao,
    );
  });
});

describe('o saldo devido ao locatário vira um valor a devolver', () => {
  let r: Rescisao;
  const rescisaoNaLista = async () => {
    const res = await c.request('/api/contratos?busca=CT-DV', { token: c.admin.token });
    const lista = (await res.json()) as { numero: string; rescisao: { devolucaoPendente?: number | null } }[];
    return lista.find((x) => x.numero === 'CT-DV')!.rescisao;
  };
  it('records the payable with the rescisão, and charges nothing', async () => {
    const res = await c.postar(`/api/contratos/${dv}/rescisao`, {
      dataSaida: '2026-06-15',
      motivo: 'acordo',
    });
    expect(res.status).toBe(201);
    r = (await res.json()) as Rescisao;
    expect(r.calculo).toMatchObject({ creditoMesPago: 1200, saldo: -5200 });
    expect(r.cobranca).toBeNull();
    expect(r.devolucao).toEqual({ valor: 5200, data: null, meio: null });
    const lista = await listar(c.inquilinoA.token, '/api/locatario/pagamentos');
    expect(lista.filter((p) => p.status === 'PENDING' || p.status === 'OVERDUE')).toEqual([]);
    const acerto = await (await c.request('/api/locatario/acerto', { token: c.inquilinoA.token })).json();
    expect(acerto).toEqual({
      contratoNumero: 'CT-DV',
      dataSaida: '2026-06-15',
      cobranca: null,
      devolucao: { valor: 5200, data: null, meio: null },
    });
    expect(await termo(dv, c.admin.token)).toContain(MSG_ACERTO.termo.devolucao(formatBRL(5200)));
    // The contract list keeps the amount owed in view until it is given back (any later day).
    expect((await rescisaoNaLista()).devolucaoPendente).toBe(5200);
  });

  it('is settled by admins only', async () => {
    const json = { data: '2026-06-15', meio: 'Transferência' };
    expect(
      await (await c.request(`/api/contratos/${dv}/rescisao/devolucao`, { method: 'POST', json })).json(),
    ).toEqual(ERRO_401);
    for (const token of [c.inquilinoA.token, c.inquilinoB.token, c.corretor.token]) {
      const res = await devolver(dv, json, token);
      expect([res.status, await res.json()]).toEqual([403, ERRO_403]);
    }
    for (const token of [c.admin.token, c.corretor.token])
      expect((await c.request('/api/locatario/acerto', { token })).status).toBe(403);
    expect((await c.request('/api/locatario/acerto')).status).toBe(401);
  });

  it('refuses bad input with the field', async () => {
    const F = MSG_FINANCEIRO.erros;
    const vazio = await esperarErro(await devolver(dv, {}), 400, MSG_ACERTO.erros.dataObrigatoria);
    expect(vazio.erros).toEqual(
      expect.arrayContaining([{ data: MSG_ACERTO.erros.dataObrigatoria }, { meio: F.meioObrigatorio }]),
    );
    await esperarErro(await devolver(dv, { data: '2026-02-30', meio: 'PIX' }), 400, 'Data inválida', [
      { data: 'Data inválida' },
    ]);
    await esperarErro(await devolver(dv, { data: '2026-06-15', meio: 'Cheque' }), 400, F.meioInvalido, [
      { meio: F.meioInvalido },
    ]);
    await esperarErro(
      await devolver(dv, { data: '2026-06-16', meio: 'PIX' }),
      400,
      MSG_ACERTO.erros.dataFutura,
      [{ data: MSG_ACERTO.erros.dataFutura }],
    );
    await esperarErro(
      await devolver(dv, { data: '2026-06-14', meio: 'PIX' }),
      400,
      MSG_ACERTO.erros.dataAntesDaSaida,
      [{ data: MSG_ACERTO.erros.dataAntesDaSaida }],
    );
    await esperarErro(
      await devolver('desconhecido', { data: '2026-06-15', meio: 'PIX' }),
      404,
      MSG.api.contratoNaoEncontrado,
    );
  });

  it('is settled once, audited; the tenant and the termo see it', async () => {
    const res = await devolver(dv, { data: '2026-06-15', meio: 'Transferência' });
    expect(res.status).toBe(200);
    const corpo = await res.json();
    expect(corpo.devolucao).toEqual({ valor: 5200, data: '2026-06-15', meio: 'Transferência' });
    expect((await rescisaoNaLista()).devolucaoPendente).toBeNull();
    await esperarErro(
      await devolver(dv, { data: '2026-06-15', meio: 'PIX' }),
      409,
      MSG_ACERTO.erros.jaDevolvido('15/06/2026'),
    );
    const auditoria = await c.db
      .selectFrom('auditoria')
      .select(['usuario_id', 'acao', 'entidade', 'entidade_id'])
      .where('acao', '=', 'POST rescisao/devolucao')
      .execute();
    expect(auditoria).toEqual([
      { usuario_id: c.admin.id, acao: 'POST rescisao/devolucao', entidade: 'contratos', entidade_id: dv },
    ]);
    const acerto = await (await c.request('/api/locatario/acerto', { token: c.inquilinoA.token })).json();
    expect(acerto.devolucao).toEqual({ valor: 5200, data: '2026-06-15', meio: 'Transferência' });
    expect(await termo(dv, c.inquilinoA.token)).toContain(
      MSG_ACERTO.termo.devolvido(formatBRL(5200), '15/06/2026', 'Transferência'),
    );
  });

  it('answers a repeat with the same Idempotency-Key with the first answer, without a second write', async () => {
    // A fresh contract: the first request writes, the repeat replays.
    const id = (
      await c.criarContrato({
        numero: 'CT-DV2',
        imovelId: c.imoveis.loja,
        dataFim: '2026-06-30',
        inquilino: INQUILINO_BRUNO,
      })
    )._id;
    await c.gerar(id, 6);
    await pagarComJunho(id);
    expect(
      (await c.postar(`/api/contratos/${id}/rescisao`, { dataSaida: '2026-06-15', motivo: 'acordo' })).status,
    ).toBe(201);
    const enviar = () =>
      c.request(`/api/contratos/${id}/rescisao/devolucao`, {
        method: 'POST',
        token: c.admin.token,
        json: { data: '2026-06-15', meio: 'PIX' },
        headers: { 'Idempotency-Key': 'devolucao-ct-dv2' },
      });
    const [a, b] = [await enviar(), await enviar()];
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.headers.get('Idempotency-Replayed')).toBe('true');
    expect(await b.json()).toEqual(await a.json());
  });
});
