import { MSG, MSG_FINANCEIRO, pagamentoSchema } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  criarCenario,
  ERRO_401,
  ERRO_403,
  type Cenario,
  INQUILINO_BRUNO,
} from '../contratos/cenario.fixture';
import { lerColuna } from '../../test/banco';
import { emailsNaFilaSemSmtp } from '../../test/http-helpers';

// Clock fixed at 2026-06-15: payments due Jan..Jun 10 are overdue, July on pending.
let c: Cenario;
let contratoId: string;
let outroId: string;
let pagamentos: { id: string; vencimento: string; status: string; valor: number }[];
beforeAll(async () => {
  c = await criarCenario({ now: new Date('2026-06-15T12:00:00Z') });
  contratoId = (await c.criarContrato())._id;
  outroId = (
    await c.criarContrato({
      numero: 'CT-B',
      imovelId: c.imoveis.casa,
      diaVencimento: 31,
      inquilino: INQUILINO_BRUNO,
    })
  )._id;
});
afterAll(() => c.close());

const contar = async (tabela: 'pagamentos' | 'notificacoes' | 'emails') =>
  Number(
    (
      await c.db
        .selectFrom(tabela)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('gerar pagamentos', () => {
  it('refuses without admin rights and with a bad number of months, creating nothing', async () => {
    const url = `/api/contratos/${contratoId}/gerar-pagamentos`;
    expect(await (await c.request(url, { method: 'POST', json: {} })).json()).toEqual(ERRO_401);
    const t = await c.request(url, { method: 'POST', token: c.inquilinoA.token, json: {} });
    expect([t.status, await t.json()]).toEqual([403, ERRO_403]);
    for (const meses of [0, 61, 2.5]) {
      const res = await c.postar(url, { meses });
      expect(res.status).toBe(400);
      const corpo = await res.json();
      expect(Object.keys(corpo.erros[0])).toEqual(['meses']);
      if (meses !== 2.5) expect(corpo.erro).toBe('Informe de 1 a 60 meses');
    }
    const nf = await c.postar('/api/contratos/naoexiste/gerar-pagamentos', {});
    expect(nf.status).toBe(404);
    expect(await contar('pagamentos')).toBe(0);
  });

  it('creates 12 monthly payments by default with the boleto of the billing provider', async () => {
    const res = await c.request(`/api/contratos/${contratoId}/gerar-pagamentos`, {
      method: 'POST',
      token: c.admin.token,
    });
    expect(res.status).toBe(201);
    pagamentos = await res.json();
    expect(pagamentos).toHaveLength(12);
    expect(pagamentoSchema.strict().array().parse(pagamentos)).toEqual(pagamentos);
    expect(pagamentos.map((p) => p.vencimento)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-10`),
    );
    expect(pagamentos[0]).toMatchObject({
      competencia: '2026-01',
      valor: 2400,
      status: 'OVERDUE',
      dataPagamento: null,
      valorPago: null,
      multa: 48,
      juros: 124.8,
      valorAtualizado: 2572.8,
    });
    expect(pagamentos[5]).toMatchObject({ vencimento: '2026-06-10', status: 'OVERDUE' });
    expect(pagamentos[6]).toMatchObject({
      vencimento: '2026-07-10',
      status: 'PENDING',
      multa: 0,
      juros: 0,
      valorAtualizado: 2400,
    });
    for (const p of pagamentos as unknown as { nossoNumero: string; linhaDigitavel: string }[]) {
      expect(p.nossoNumero).toBeTruthy();
      expect(p.linhaDigitavel).toBeTruthy();
    }
  });

  it('is idempotent: the same months again are a 409, more months add only the missing ones', async () => {
    const url = `/api/contratos/${contratoId}/gerar-pagamentos`;
    const de_novo = await c.postar(url, { meses: 12 });
    expect(de_novo.status).toBe(409);
    expect((await de_novo.json()).erro).toBe(MSG.api.pagamentosExistentes);
    const mais = await c.postar(url, { meses: 14 });
    expect(mais.status).toBe(201);
    expect((await mais.json()).map((p: { competencia: string }) => p.competencia)).toEqual([
      '2027-01',
      '2027-02',
    ]);
    expect(await contar('pagamentos')).toBe(14);
  });

  it('clamps the due day 31 to the month and stops at the contract end', async () => {
    const criados = await c.gerar(outroId, 60);
    expect(criados).toHaveLength(24);
    expect(criados.slice(0, 4).map((p) => p.vencimento)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
  });
});

describe('listar e pagar', () => {
  it('lets the admin and the contract tenant read the payments; others not', async () => {
    const url = `/api/contratos/${contratoId}/pagamentos`;
    const admin = await c.request(url, { token: c.admin.token });
    expect(admin.headers.get('X-Total-Count')).toBe('14');
    const dono = await c.request(url, { token: c.inquilinoA.token });
    expect(dono.status).toBe(200);
    expect(await dono.json()).toEqual(await admin.json());
    const outro = await c.request(url, { token: c.inquilinoB.token });
    expect(outro.status).toBe(404);
    expect((await outro.json()).erro).toBe(MSG.api.contratoNaoEncontrado);
    const corretor = await c.request(url, { token: c.corretor.token });
    expect([corretor.status, await corretor.json()]).toEqual([403, ERRO_403]);
    expect(await (await c.request(url)).json()).toEqual(ERRO_401);
  });

  it('pays with multa and juros as of the payment date; paying twice is 409', async () => {
    const jan = pagamentos[0]!;
    const url = `/api/pagamentos/${jan.id}/pagar`;
    const pagar = { dataPagamento: '2026-01-20', valorRecebido: 2456, meio: 'PIX' };
    const vazio = await c.request(url, { method: 'PATCH', token: c.admin.token, json: {} });
    expect(vazio.status).toBe(400);
    expect((await vazio.json()).erros).toEqual([
      { dataPagamento: 'Data de pagamento é obrigatória' },
      { valorRecebido: 'Valor recebido é obrigatório' },
      { meio: 'Meio de pagamento é obrigatório' },
    ]);
    for (const [json, campo, msg] of [
      [{ ...pagar, dataPagamento: '20/01/2026' }, 'dataPagamento', 'Data inválida'],
      [{ ...pagar, dataPagamento: '2026-02-30' }, 'dataPagamento', 'Data inválida'],
      [{ ...pagar, dataPagamento: '0000-01-10' }, 'dataPagamento', 'Data inválida'],
      [{ ...pagar, dataPagamento: '9999-12-31' }, 'dataPagamento', 'Data inválida'],
      [{ ...pagar, dataPagamento: '2026-06-16' }, 'dataPagamento', MSG_FINANCEIRO.erros.dataFutura],
      [{ ...pagar, valorRecebido: 0 }, 'valorRecebido', MSG_FINANCEIRO.erros.valorInvalido],
      [{ ...pagar, valorRecebido: -1 }, 'valorRecebido', MSG_FINANCEIRO.erros.valorInvalido],
      [{ ...pagar, valorRecebido: 'abc' }, 'valorRecebido', MSG_FINANCEIRO.erros.valorInvalido],
      [{ ...pagar, valorRecebido: 1e12 }, 'valorRecebido', MSG_FINANCEIRO.erros.valorInvalido],
      [{ ...pagar, meio: 'Cheque' }, 'meio', MSG_FINANCEIRO.erros.meioInvalido],
      // 10 days late the most that can be due is 2.456,00.
      [
        { ...pagar, valorRecebido: 2456.01 },
        'valorRecebido',
        MSG_FINANCEIRO.erros.valorAcimaDevido('R$ 2.456,00'),
      ],
    ] as const) {
      const res = await c.request(url, { method: 'PATCH', token: c.admin.token, json });
      expect([res.status, (await res.json()).erros]).toEqual([400, [{ [campo]: msg }]]);
    }
    expect(await (await c.request(url, { method: 'PATCH', json: pagar })).json()).toEqual(ERRO_401);
    for (const token of [c.inquilinoA.token, c.corretor.token]) {
      const res = await c.request(url, { method: 'PATCH', token, json: pagar });
      expect([res.status, await res.json()]).toEqual([403, ERRO_403]);
    }
    const res = await c.request(url, { method: 'PATCH', token: c.admin.token, json: pagar });
    expect(res.status).toBe(200);
    // 10 days late: 2% fine (48) + 1%/month × 10/30 (8)
    expect(await res.json()).toMatchObject({
      id: jan.id,
      status: 'RECEIVED',
      dataPagamento: '2026-01-20',
      valorPago: 2456,
      multa: 48,
      juros: 8,
      valorAtualizado: 2456,
      recebimentos: [
        {
          data: '2026-01-20',
          valor: 2456,
          meio: 'PIX',
          multa: 48,
          juros: 8,
          aluguel: 2000,
          condominio: 300,
          iptu: 100,
        },
      ],
    });
    const twice = await c.request(url, {
      method: 'PATCH',
      token: c.admin.token,
      json: { ...pagar, dataPagamento: '2026-01-21' },
    });
    expect(twice.status).toBe(409);
    expect((await twice.json()).erro).toBe(MSG.api.pagamentoJaPago);
    const row = await c.db
      .selectFrom('recebimentos')
      .selectAll()
      .where('pagamento_id', '=', jan.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      data: '2026-01-20',
      valor_centavos: 245600,
      multa_centavos: 4800,
      juros_centavos: 800,
    });
    const nf = await c.request('/api/pagamentos/naoexiste/pagar', {
      method: 'PATCH',
      token: c.admin.token,
      json: pagar,
    });
    expect(nf.status).toBe(404);
    expect((await nf.json()).erro).toBe(MSG.api.pagamentoNaoEncontrado);
  });
});

describe('cobrança e lembrete', () => {
  it('sends a notice for every overdue payment of the contract: notification + e-mail', async () => {
    const url = `/api/contratos/${contratoId}/enviar-cobranca`;
    const antes = await contar('notificacoes');
    expect((await c.request(url, { method: 'POST', token: c.inquilinoA.token })).status).toBe(403);
    expect(await contar('notificacoes')).toBe(antes);
    const res = await c.request(url, { method: 'POST', token: c.admin.token });
    expect(res.status).toBe(200);
    // Feb..Jun are overdue (Jan was paid). Feb: 125 days late → 48 fine + 100 interest.
    expect(await res.json()).toEqual({
      avisos: 5,
      emails: emailsNaFilaSemSmtp(5),
    });
    const notas = await c.db
      .selectFrom('notificacoes')
      .selectAll()
      .where('usuario_id', '=', c.inquilinoA.id)
      .execute();
    expect(notas).toHaveLength(5);
    expect(notas[0]!.titulo).toBe('Aviso de cobrança');
    expect(notas.map((n) => n.mensagem)).toContain(
      'O aluguel de 02/2026 venceu em 10/02/2026 e está em aberto. Valor atualizado: R$ 2.548,00.',
    );
    const emails = await c.db
      .selectFrom('emails')
      .selectAll()
      .where('para', '=', 'mariana@teste.com')
      .execute();
    expect(emails).toHaveLength(5);
    expect(emails[0]!.assunto).toBe('Aviso de cobrança - contrato CT-1');
  });

  it('sends for one given payment; a paid or foreign one is refused', async () => {
    const url = `/api/contratos/${contratoId}/enviar-cobranca`;
    const um = await c.postar(url, { pagamentoId: pagamentos[6]!.id });
    expect(await um.json()).toEqual({
      avisos: 1,
      emails: emailsNaFilaSemSmtp(1),
    });
    // April was charged a moment ago with the others: not twice on the same day.
    const repetida = await c.postar(url, { pagamentoId: pagamentos[3]!.id });
    expect([repetida.status, (await repetida.json()).erro]).toEqual([
      409,
      MSG_FINANCEIRO.erros.cobrancaRepetida('15/06/2026 09:00'),
    ]);
    expect(await (await c.request(url, { method: 'POST', token: c.admin.token })).json()).toEqual({
      avisos: 0,
      emails: { enviados: 0, naFila: 0, falharam: 0 },
    });
    const lista = await (
      await c.request(`/api/contratos/${contratoId}/pagamentos`, { token: c.admin.token })
    ).json();
    expect(lista[3].ultimaCobranca).toBe('2026-06-15T12:00:00.000Z');
    expect(lista[0].ultimaCobranca).toBeNull();
    const pago = await c.postar(url, { pagamentoId: pagamentos[0]!.id });
    expect(pago.status).toBe(409);
    const outro = (await lerColuna(c.db, 'pagamentos', 'id', { contrato_id: outroId })).id;
    const alheio = await c.postar(url, { pagamentoId: outro });
    expect(alheio.status).toBe(404);
    const ruim = await c.request(url, {
      method: 'POST',
      token: c.admin.token,
      body: '{x',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(ruim.status).toBe(400);
  });

  it('sends a due-date reminder to the tenant', async () => {
    const julho = pagamentos[6]!;
    const url = `/api/pagamentos/${julho.id}/lembrete`;
    expect((await c.request(url, { method: 'POST', token: c.corretor.token })).status).toBe(403);
    expect(await (await c.request(url, { method: 'POST' })).json()).toEqual(ERRO_401);
    const res = await c.request(url, { method: 'POST', token: c.admin.token });
    expect(await res.json()).toEqual({
      avisos: 1,
      emails: emailsNaFilaSemSmtp(1),
    });
    const nota = await c.db
      .selectFrom('notificacoes')
      .selectAll()
      .where('titulo', '=', 'Lembrete de vencimento')
      .executeTakeFirstOrThrow();
    expect(nota).toMatchObject({
      usuario_id: c.inquilinoA.id,
      mensagem: 'O aluguel de 07/2026 vence em 10/07/2026. Valor: R$ 2.400,00.',
      lida: 0,
    });
    expect(
      (
        await c.request(`/api/pagamentos/${pagamentos[0]!.id}/lembrete`, {
          method: 'POST',
          token: c.admin.token,
        })
      ).status,
    ).toBe(409);
    expect(
      (await c.request('/api/pagamentos/nada/lembrete', { method: 'POST', token: c.admin.token })).status,
    ).toBe(404);
  });
});
