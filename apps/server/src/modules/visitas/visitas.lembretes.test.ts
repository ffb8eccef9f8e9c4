import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '../../test/contexto';
import type { TestContext } from '../../test/test-app';
import { acao, comEmails, prepararVisitas, SEGUNDA, visitaDe } from './visitas.fixture';
import { lembrarVisitas } from './visitas.lembretes';

let ctx: TestContext;
let t: Tokens;
let imovelId: string;
let corretorId: string;
let relogio: { agora: Date };
beforeAll(async () => ({ ctx, t, imovelId, corretorId, relogio } = await prepararVisitas()));
afterAll(() => ctx.close());

const lembretes = async () =>
  (await comEmails(ctx, () => lembrarVisitas(ctx.deps))).emails.filter((e) =>
    e.assunto.startsWith('Lembrete'),
  );

describe('the reminder ~24 hours before a confirmed visit', () => {
  it('goes once to the visitor and the corretor, even when the task runs twice or in two processes at once', async () => {
    const confirmada = await visitaDe(ctx, imovelId, SEGUNDA(10), corretorId);
    expect((await acao(ctx, t.corretor, confirmada, 'confirmacao')).status).toBe(200);
    const soSolicitada = await visitaDe(ctx, imovelId, SEGUNDA(11), corretorId);

    // Friday 4/12 at 9h: more than 24 hours ahead, nothing yet.
    relogio.agora = new Date('2026-12-04T12:00:00.000Z');
    expect(await lembretes()).toEqual([]);

    // Sunday 6/12 at 11h: within 24 hours of Monday 10h.
    relogio.agora = new Date('2026-12-06T14:00:00.000Z');
    const { emails } = await comEmails(ctx, () =>
      Promise.all([lembrarVisitas(ctx.deps), lembrarVisitas(ctx.deps)]),
    );
    expect(emails.map((e) => e.para).sort()).toEqual([
      'corretor@morada.com.br',
      'mariana.visita@email.com.br',
    ]);
    expect(emails[0]!.assunto).toBe(
      `Lembrete da visita: ${emails[0]!.corpo.match(/"(.+)"/)![1]} — segunda-feira, 07/12/2026, às 10:00`,
    );
    expect(await lembretes()).toEqual([]);
    const marcada = await ctx.db
      .selectFrom('visitas')
      .select(['id', 'lembrete_enviado_em'])
      .where('id', 'in', [confirmada, soSolicitada])
      .execute();
    expect(Object.fromEntries(marcada.map((m) => [m.id, m.lembrete_enviado_em]))).toEqual({
      [confirmada]: '2026-12-06T14:00:00.000Z',
      [soSolicitada]: null,
    });
  });
});
