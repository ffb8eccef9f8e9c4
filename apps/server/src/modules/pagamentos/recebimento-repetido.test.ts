import { randomUUID } from 'node:crypto';
import { MSG, MSG_FINANCEIRO, type Pagamento } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenario, type Cenario } from '../contratos/cenario.fixture';

// Security issue 31: one receipt must be booked once, however many times (and however fast) the
// same request arrives. Clock fixed at 2026-06-15 12:00 UTC (09:00 in São Paulo); each test uses
// its own month of the contract so they do not depend on each other.
const AGORA = new Date('2026-06-15T12:00:00Z');
let c: Cenario;
let contratoId: string;
let meses: { id: string }[];
beforeAll(async () => {
  c = await criarCenario({ now: AGORA });
  contratoId = (await c.criarContrato())._id;
  meses = await c.gerar(contratoId, 12);
});
afterAll(() => c.close());

const RECEBIMENTO = { dataPagamento: '2026-06-15', valorRecebido: 100, meio: 'PIX' } as const;

const pagar = (id: string, json: unknown, chave?: string, token = c.admin.token) =>
  c.request(`/api/pagamentos/${id}/pagar`, {
    method: 'PATCH',
    token,
    json,
    ...(chave ? { headers: { 'Idempotency-Key': chave } } : {}),
  });

/** The payment as the contract's list answers it (what the back office reloads). */
const recarregar = async (id: string): Promise<Pagamento> => {
  const res = await c.request(`/api/contratos/${contratoId}/pagamentos`, { token: c.admin.token });
  expect(res.status).toBe(200);
  return ((await res.json()) as Pagamento[]).find((p) => p.id === id)!;
};
const totalRecebido = (p: Pagamento) => p.recebimentos.reduce((s, r) => s + r.valor, 0);

/** Sends `n` requests at once and reads every answer. */
const emParalelo = async (n: number, enviar: () => Promise<Response>) =>
  Promise.all(
    Array.from({ length: n }, async () => {
      const res = await enviar();
      return { status: res.status, corpo: (await res.json()) as Record<string, unknown> };
    }),
  );

const REPETIDO = MSG_FINANCEIRO.erros.recebimentoRepetido('09:00', 'R$ 100,00');

describe('sem Idempotency-Key: o mesmo recebimento em poucos minutos', () => {
  it('20 identical receipts at once: one 200, nineteen 409 naming the first; R$ 100 booked', async () => {
    const id = meses[0]!.id;
    const respostas = await emParalelo(20, () => pagar(id, RECEBIMENTO));
    expect(respostas.filter((r) => r.status === 200)).toHaveLength(1);
    const recusadas = respostas.filter((r) => r.status === 409);
    expect(recusadas).toHaveLength(19);
    for (const r of recusadas) expect(r.corpo).toMatchObject({ erro: REPETIDO, codigo: 'CONFLITO' });
    const p = await recarregar(id);
    expect(p.recebimentos).toHaveLength(1);
    expect(totalRecebido(p)).toBe(100);
  });

  it('a different amount, or the same one by another meio, is another receipt (partial payments)', async () => {
    const id = meses[1]!.id;
    expect((await pagar(id, RECEBIMENTO)).status).toBe(200);
    expect((await pagar(id, { ...RECEBIMENTO, valorRecebido: 150 })).status).toBe(200);
    expect((await pagar(id, { ...RECEBIMENTO, meio: 'Dinheiro' })).status).toBe(200);
    const repetido = await pagar(id, RECEBIMENTO);
    expect([repetido.status, (await repetido.json()).erro]).toEqual([409, REPETIDO]);
    expect(totalRecebido(await recarregar(id))).toBe(350);
  });

  it('the same receipt once the window has passed is accepted again', async () => {
    const id = meses[2]!.id;
    expect((await pagar(id, RECEBIMENTO)).status).toBe(200);
    const depois = new Date(AGORA.getTime() + 2 * 60_000 + 1000);
    c.deps.now = () => new Date(depois);
    try {
      expect((await pagar(id, RECEBIMENTO)).status).toBe(200);
    } finally {
      c.deps.now = () => new Date(AGORA);
    }
    expect(totalRecebido(await recarregar(id))).toBe(200);
  });
});

describe('com Idempotency-Key', () => {
  it('20 at once with one key: every answer is the first one (or 409 while it runs); one receipt', async () => {
    const id = meses[3]!.id;
    const chave = randomUUID();
    const respostas = await emParalelo(20, () => pagar(id, RECEBIMENTO, chave));
    const ok = respostas.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of ok) expect(r.corpo).toEqual(ok[0]!.corpo);
    for (const r of respostas.filter((x) => x.status !== 200))
      expect([r.status, r.corpo.erro]).toEqual([409, MSG.api.idempotenciaEmAndamento]);
    // A repeat after the first finished answers exactly what the first answered.
    const repetida = await pagar(id, RECEBIMENTO, chave);
    expect([repetida.status, await repetida.json()]).toEqual([200, ok[0]!.corpo]);
    const p = await recarregar(id);
    expect(p.recebimentos).toHaveLength(1);
    expect(totalRecebido(p)).toBe(100);
  });

  it('the same key with another body is refused in pt-BR and writes nothing', async () => {
    const id = meses[4]!.id;
    const chave = randomUUID();
    expect((await pagar(id, RECEBIMENTO, chave)).status).toBe(200);
    const outra = await pagar(id, { ...RECEBIMENTO, valorRecebido: 250 }, chave);
    expect([outra.status, (await outra.json()).erro]).toEqual([409, MSG.api.idempotenciaOutraRequisicao]);
    const outroPagamento = await pagar(meses[5]!.id, RECEBIMENTO, chave);
    expect([outroPagamento.status, (await outroPagamento.json()).erro]).toEqual([
      409,
      MSG.api.idempotenciaOutraRequisicao,
    ]);
    expect(totalRecebido(await recarregar(id))).toBe(100);
    expect((await recarregar(meses[5]!.id)).recebimentos).toHaveLength(0);
  });

  it('a key belongs to its user: another admin with the same key is not answered with the first', async () => {
    const id = meses[6]!.id;
    const chave = randomUUID();
    expect((await pagar(id, RECEBIMENTO, chave)).status).toBe(200);
    const outroAdmin = await c.usuario('Outra Admin', 'outra.admin@teste.com', 'admin');
    const res = await pagar(id, RECEBIMENTO, chave, outroAdmin.token);
    // Not a replay of someone else's answer: the request runs and meets the duplicate window.
    expect([res.status, (await res.json()).erro]).toEqual([409, REPETIDO]);
  });

  it('a refused first request keeps no key: the corrected retry with it is written', async () => {
    const id = meses[7]!.id;
    const chave = randomUUID();
    const acima = await pagar(id, { ...RECEBIMENTO, valorRecebido: 999_999 }, chave);
    expect(acima.status).toBe(400);
    expect((await pagar(id, RECEBIMENTO, chave)).status).toBe(200);
    expect(totalRecebido(await recarregar(id))).toBe(100);
  });

  it('keys are kept about a day: after 24 h the same key is a new request', async () => {
    const id = meses[8]!.id;
    const chave = randomUUID();
    expect((await pagar(id, RECEBIMENTO, chave)).status).toBe(200);
    const amanha = new Date(AGORA.getTime() + 25 * 3600_000);
    c.deps.now = () => new Date(amanha);
    try {
      const res = await pagar(id, RECEBIMENTO, chave);
      expect(res.status).toBe(200);
      expect((await res.json()).recebimentos).toHaveLength(2);
    } finally {
      c.deps.now = () => new Date(AGORA);
    }
  });

  it('refuses a malformed key with a 400 in pt-BR', async () => {
    const res = await pagar(meses[9]!.id, RECEBIMENTO, 'x'.repeat(300));
    expect([res.status, (await res.json()).erro]).toEqual([400, MSG.api.idempotenciaChaveInvalida]);
  });
});
