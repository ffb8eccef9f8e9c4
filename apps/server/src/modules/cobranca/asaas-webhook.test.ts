import {
  hojeNaAgencia,
  MSG,
  MSG_COBRANCA_BANCARIA,
  type LancamentoAutomatico,
  type ValorDevido,
} from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { inserirMesEmAberto } from './cobranca.fixture';
import { contextoComTokens, type Tokens } from '../../test/contexto';

const T = MSG_COBRANCA_BANCARIA.lancamentos;
const TOKEN = 'whsec-asaas-teste-0123456789';

let ctx: TestContext;
let t: Tokens;
let hoje: string;
/** Open payments of the demo ledger, one per scenario. */
let abertos: string[];
beforeAll(async () => {
  ({ ctx, t } = await contextoComTokens());
  hoje = hojeNaAgencia(ctx.deps.now());
  (ctx.deps.env as { ASAAS_WEBHOOK_TOKEN?: string }).ASAAS_WEBHOOK_TOKEN = TOKEN;
  // Eight open months of a demo contract (2030), each with its boleto at the provider.
  const { contrato_id } = await ctx.db
    .selectFrom('pagamentos')
    .select('contrato_id')
    .executeTakeFirstOrThrow();
  abertos = [];
  for (let mes = 1; mes <= 8; mes++) {
    const competencia = `2030-${String(mes).padStart(2, '0')}`;
    const id = await inserirMesEmAberto(ctx, contrato_id, competencia);
    await ctx.db
      .updateTable('pagamentos')
      .set({ provider_id: `pay_atual_${mes}`, linha_digitavel: '0'.repeat(47) })
      .where('id', '=', id)
      .execute();
    abertos.push(id);
  }
});
afterAll(() => ctx.close());

let seq = 0;
const evento = (event: string, pagamentoId: string, cobranca: Record<string, unknown> = {}) => ({
  id: `evt_${++seq}_${event}`,
  event,
  dateCreated: `${hoje} 10:00:00`,
  payment: {
    object: 'payment',
    id: `pay_${pagamentoId.slice(0, 8)}`,
    customer: 'cus_000005401844',
    value: 100,
    netValue: 99.01,
    status: 'RECEIVED',
    billingType: 'BOLETO',
    dueDate: hoje,
    paymentDate: hoje,
    clientPaymentDate: hoje,
    externalReference: pagamentoId,
    ...cobranca,
  },
});

/** `token` null: no header at all. */
const enviar = (corpo: unknown, token: string | null = TOKEN) =>
  ctx.request('/api/webhooks/asaas', {
    method: 'POST',
    json: corpo,
    headers: token === null ? {} : { 'asaas-access-token': token },
  });

const lancar = async (corpo: unknown): Promise<LancamentoAutomatico> => {
  const res = await enviar(corpo);
  expect(res.status).toBe(200);
  return (await res.json()) as LancamentoAutomatico;
};

const devido = async (id: string): Promise<ValorDevido> =>
  (await (
    await ctx.request(`/api/pagamentos/${id}/devido?data=${hoje}`, { token: t.admin })
  ).json()) as ValorDevido;

const situacao = async (id: string) =>
  ctx.db
    .selectFrom('pagamentos')
    .select(['status', 'provider_id', 'linha_digitavel'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const recebimentos = async (id: string) =>
  ctx.db.selectFrom('recebimentos').selectAll().where('pagamento_id', '=', id).execute();

const contarLancamentos = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('lancamentos_automaticos')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/webhooks/asaas', () => {
  it('refuses a wrong, missing or unconfigured token with 401 and writes nothing', async () => {
    const id = abertos[0]!;
    const corpo = evento('PAYMENT_RECEIVED', id);
    const antes = await contarLancamentos();
    await esperarErro(await enviar(corpo, 'errado'), 401, MSG_COBRANCA_BANCARIA.api.segredoInvalido);
    await esperarErro(await enviar(corpo, null), 401, MSG_COBRANCA_BANCARIA.api.segredoInvalido);
    await esperarErro(await enviar({ lixo: true }, 'errado'), 401, MSG_COBRANCA_BANCARIA.api.segredoInvalido);
    const env = ctx.deps.env as { ASAAS_WEBHOOK_TOKEN?: string };
    env.ASAAS_WEBHOOK_TOKEN = undefined;
    try {
      await esperarErro(await enviar(corpo, ''), 401, MSG_COBRANCA_BANCARIA.api.segredoInvalido);
      await esperarErro(await enviar(corpo), 401, MSG_COBRANCA_BANCARIA.api.segredoInvalido);
    } finally {
      env.ASAAS_WEBHOOK_TOKEN = TOKEN;
    }
    expect(await contarLancamentos()).toBe(antes);
    expect((await situacao(id)).status).toBe('PENDING');
    expect(await recebimentos(id)).toEqual([]);
  });

  it('a received payment books the receipt once, whatever repeats or arrives as its pair', async () => {
    const id = abertos[0]!;
    const total = (await devido(id)).total;
    const corpo = evento('PAYMENT_RECEIVED', id, { value: total });
    const l = await lancar(corpo);
    expect(l).toMatchObject({
      origem: 'asaas',
      tipo: 'PAYMENT_RECEIVED',
      pagamentoId: id,
      situacao: 'lancado',
      valor: total,
      data: hoje,
      podeDesfazer: true,
    });
    expect(l.detalhe).toMatch(/^Recebimento de R\$\s/);
    // Asaas retries the same event; then the card/boleto's other event of the pair arrives.
    expect(await lancar(corpo)).toEqual(l);
    const par = await lancar({ ...evento('PAYMENT_CONFIRMED', id, { value: total }) });
    expect(par).toMatchObject({ situacao: 'ignorado', detalhe: T.jaLancado });
    const r = await recebimentos(id);
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({ meio: 'Boleto', registrado_por: null });
    expect(Number(r[0]!.valor_centavos)).toBe(Math.round(total * 100));
    expect((await situacao(id)).status).toBe('RECEIVED');
    // The admin's ledger shows it settled; the audit trail says who: the provider, no user.
    const auditoria = await ctx.db
      .selectFrom('auditoria')
      .selectAll()
      .where('entidade_id', '=', id)
      .where('acao', '=', 'asaas PAYMENT_RECEIVED')
      .execute();
    expect(auditoria).toHaveLength(1);
    expect(auditoria[0]!.usuario_id).toBeNull();
  });

  it('the same event sent five times at once books one receipt', async () => {
    const id = abertos[1]!;
    const corpo = evento('PAYMENT_RECEIVED', id, { value: (await devido(id)).total, billingType: 'PIX' });
    const respostas = await Promise.all(Array.from({ length: 5 }, () => enviar(corpo)));
    expect(respostas.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const r = await recebimentos(id);
    expect(r).toHaveLength(1);
    expect(r[0]!.meio).toBe('PIX');
  });

  it('a refund undoes the receipt; a refund that arrives first keeps the late receipt out', async () => {
    const id = abertos[2]!;
    const total = (await devido(id)).total;
    const recebido = await lancar(evento('PAYMENT_RECEIVED', id, { value: total }));
    const estorno = await lancar(evento('PAYMENT_REFUNDED', id, { status: 'REFUNDED' }));
    expect(estorno).toMatchObject({ situacao: 'atualizado', detalhe: T.estornado });
    expect(await recebimentos(id)).toEqual([]);
    expect((await situacao(id)).status).toBe('PENDING');
    const lista = (await (
      await ctx.request('/api/cobranca/lancamentos?origem=asaas&situacao=desfeito', { token: t.admin })
    ).json()) as LancamentoAutomatico[];
    expect(lista.find((x) => x.id === recebido.id)).toMatchObject({
      situacao: 'desfeito',
      podeDesfazer: false,
    });

    const outro = abertos[3]!;
    const antes = await lancar(evento('PAYMENT_REFUNDED', outro, { status: 'REFUNDED' }));
    expect(antes).toMatchObject({ situacao: 'ignorado', detalhe: T.semRecebimentoAEstornar });
    const tarde = await lancar(evento('PAYMENT_RECEIVED', outro, { value: 50 }));
    expect(tarde).toMatchObject({ situacao: 'ignorado', detalhe: T.estornadoAntes });
    expect(await recebimentos(outro)).toEqual([]);
  });

  it('more than is due books what is due and says what is left to check', async () => {
    const id = abertos[4]!;
    const total = (await devido(id)).total;
    const l = await lancar(evento('PAYMENT_RECEIVED', id, { value: total + 12.34 }));
    expect(l.situacao).toBe('lancado');
    expect(l.detalhe).toContain('acima do devido ficou a conferir');
    expect(Number((await recebimentos(id))[0]!.valor_centavos)).toBe(Math.round(total * 100));
  });

  it('a charge Morada does not know, an overdue and an unknown event are journaled without effect', async () => {
    const desconhecida = evento('PAYMENT_RECEIVED', '00000000-0000-4000-8000-000000000000', {
      id: 'pay_desconhecida',
      externalReference: null,
    });
    expect(await lancar(desconhecida)).toMatchObject({
      situacao: 'ignorado',
      detalhe: T.pagamentoDesconhecido,
      pagamentoId: null,
    });
    const id = abertos[5]!;
    expect(await lancar(evento('PAYMENT_OVERDUE', id, { status: 'OVERDUE' }))).toMatchObject({
      situacao: 'ignorado',
      detalhe: T.vencido,
    });
    expect(
      await lancar({ id: 'evt_transfer', event: 'TRANSFER_DONE', transfer: { id: 'tr_1' } }),
    ).toMatchObject({
      situacao: 'ignorado',
      detalhe: T.semEfeito,
    });
    expect((await situacao(id)).status).toBe('PENDING');
  });

  it('a deleted boleto is forgotten only while it is the payment’s current one', async () => {
    const id = abertos[6]!;
    const { provider_id } = await situacao(id);
    expect(provider_id).toBeTruthy();
    const velho = await lancar(evento('PAYMENT_DELETED', id, { id: 'pay_substituido', status: 'PENDING' }));
    expect(velho).toMatchObject({ situacao: 'ignorado', detalhe: T.boletoSubstituido });
    expect((await situacao(id)).provider_id).toBe(provider_id);
    const atual = await lancar(evento('PAYMENT_DELETED', id, { id: provider_id, status: 'PENDING' }));
    expect(atual).toMatchObject({ situacao: 'atualizado', detalhe: T.boletoExcluido });
    expect(await situacao(id)).toEqual({ status: 'PENDING', provider_id: null, linha_digitavel: null });
  });

  it('a payment event without its charge or payment date is a 400, booking nothing', async () => {
    const antes = await contarLancamentos();
    const res = await enviar({ id: 'evt_ruim', event: 'PAYMENT_RECEIVED' });
    expect(res.status).toBe(400);
    const semData = evento('PAYMENT_RECEIVED', abertos[7]!, { paymentDate: null, clientPaymentDate: null });
    expect((await enviar(semData)).status).toBe(400);
    expect(await contarLancamentos()).toBe(antes);
  });
});

describe('/api/cobranca/lancamentos', () => {
  it('lists the journal newest first to the admin only, filtered, with the total', async () => {
    const res = await ctx.request('/api/cobranca/lancamentos?origem=asaas&limite=2', { token: t.admin });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('X-Total-Count'))).toBeGreaterThan(2);
    const lista = (await res.json()) as LancamentoAutomatico[];
    expect(lista).toHaveLength(2);
    expect(lista[0]!.criadoEm >= lista[1]!.criadoEm).toBe(true);
    await esperarErro(await ctx.request('/api/cobranca/lancamentos'), 401, MSG.auth.naoAutenticado);
    for (const token of [t.inquilino, t.corretor, t.proprietario])
      await esperarErro(
        await ctx.request('/api/cobranca/lancamentos', { token }),
        403,
        MSG.auth.semPermissao,
      );
    expect((await ctx.request('/api/cobranca/lancamentos?situacao=talvez', { token: t.admin })).status).toBe(
      400,
    );
  });

  it('an admin undoes an automatic receipt once; the payment is open again', async () => {
    const id = abertos[7]!;
    const l = await lancar(evento('PAYMENT_RECEIVED', id, { value: (await devido(id)).total }));
    const caminho = `/api/cobranca/lancamentos/${l.id}/desfazer`;
    for (const token of [t.inquilino, t.corretor, t.proprietario])
      await esperarErro(await ctx.request(caminho, { method: 'POST', token }), 403, MSG.auth.semPermissao);
    const res = await ctx.request(caminho, { method: 'POST', token: t.admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: l.id, situacao: 'desfeito', podeDesfazer: false });
    expect(await recebimentos(id)).toEqual([]);
    expect((await situacao(id)).status).toBe('PENDING');
    await esperarErro(
      await ctx.request(caminho, { method: 'POST', token: t.admin }),
      409,
      MSG_COBRANCA_BANCARIA.api.jaDesfeito,
    );
    const ignorado = (await (
      await ctx.request('/api/cobranca/lancamentos?situacao=ignorado&limite=1', { token: t.admin })
    ).json()) as LancamentoAutomatico[];
    await esperarErro(
      await ctx.request(`/api/cobranca/lancamentos/${ignorado[0]!.id}/desfazer`, {
        method: 'POST',
        token: t.admin,
      }),
      409,
      MSG_COBRANCA_BANCARIA.api.semRecebimento,
    );
    await esperarErro(
      await ctx.request('/api/cobranca/lancamentos/00000000-0000-4000-8000-000000000000/desfazer', {
        method: 'POST',
        token: t.admin,
      }),
      404,
      MSG_COBRANCA_BANCARIA.api.lancamentoNaoEncontrado,
    );
  });
});
