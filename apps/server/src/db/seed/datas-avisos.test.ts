import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenNoRelogioReal } from '../../test/http-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

// The whole demo seed on 20/11/2026 (09:00 in São Paulo). Every seeded notice is dated by its
// event — the welcome on the contract's first day, the cobrança when it was sent, each repasse
// on the day it was paid — never by the moment the demo was seeded.
const SEMEADO_EM = new Date('2026-11-20T12:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: SEMEADO_EM });
});
afterAll(() => ctx.close());

// hono/jwt checks exp against the real clock, so tokens are issued on it, not on the fixed one.
const tokenDe = (email: string) => tokenNoRelogioReal(ctx, email);
type Aviso = { titulo: string; mensagem: string; data: string };
const avisosDe = async (email: string) =>
  (await (await ctx.request('/api/notificacoes', { token: await tokenDe(email) })).json()) as Aviso[];

describe('seed: notices carry the date of their event', () => {
  it("the tenant's: welcome on the contract's start, the cobrança the day after October's prazo", async () => {
    const avisos = await avisosDe('inquilina@morada.com.br');
    // The four of the contract's life, and the entry vistoria's laudo concluded two days before.
    expect(avisos).toHaveLength(5);
    expect(avisos.find((a) => a.titulo === 'Laudo de vistoria disponível')?.data).toBe(
      '2026-11-18T12:00:00.000Z',
    );
    expect(avisos.every((a) => a.data < SEMEADO_EM.toISOString())).toBe(true);
    // CT-2026-001 starts on 01/01/2026: the welcome is dated 09:00 that day in São Paulo.
    expect(avisos.find((a) => a.titulo === 'Bem-vinda à Morada')?.data).toBe('2026-01-01T12:00:00.000Z');
    // October was due on Saturday 10/10 (12/10 a holiday: prazo Tuesday 13/10) and half paid on
    // 13/10; the cobrança went on Wednesday 14/10, for the rest with 2 % multa and 4 days of juros.
    expect(avisos.find((a) => a.titulo === 'Aviso de cobrança')).toEqual(
      expect.objectContaining({
        mensagem:
          'O aluguel de 10/2026 venceu em 10/10/2026 e está em aberto. Valor atualizado: R$ 1.567,75.',
        data: '2026-10-14T13:00:00.000Z',
      }),
    );
    // The admin sees the same cobrança on the payment.
    const admin = await tokenDe('admin@morada.com.br');
    const [ct] = (await (await ctx.request('/api/contratos?busca=CT-2026-001', { token: admin })).json()) as {
      _id: string;
    }[];
    const pagamentos = (await (
      await ctx.request(`/api/contratos/${ct!._id}/pagamentos`, { token: admin })
    ).json()) as { competencia: string; ultimaCobranca: string | null }[];
    expect(pagamentos.filter((p) => p.ultimaCobranca)).toEqual([
      expect.objectContaining({ competencia: '2026-10', ultimaCobranca: '2026-10-14T13:00:00.000Z' }),
    ]);
  });

  it("the owner's: each 'Repasse pago' on the 5th of the following month, when it was paid", async () => {
    const repasses = (await avisosDe('proprietario@morada.com.br')).filter(
      (a) => a.titulo === 'Repasse pago',
    );
    expect(repasses.length).toBeGreaterThanOrEqual(11);
    for (const a of repasses) {
      const [, mes, ano] = /O repasse de (\d{2})\/(\d{4})/.exec(a.mensagem)!;
      const seguinte = new Date(Date.UTC(Number(ano), Number(mes), 5, 13));
      expect([a.mensagem, a.data]).toEqual([a.mensagem, seguinte.toISOString()]);
    }
  });
});
