import { hojeNaAgencia, somarDiasData, type Visita } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoComTokens, type Tokens } from '../../test/contexto';
import { tokenNoRelogioReal } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';

let ctx: TestContext;
let t: Tokens;
beforeAll(async () => ({ ctx, t } = await contextoComTokens()));
afterAll(() => ctx.close());

/** The visits of the seven days around today (the seed books in the days ahead and the last ones past). */
const visitas = async (token: string) => {
  const hoje = hojeNaAgencia(new Date());
  const res = await ctx.request(`/api/visitas?de=${somarDiasData(hoje, -6)}&ate=${somarDiasData(hoje, 6)}`, {
    token,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Visita[];
};

describe('demo seed: visits', () => {
  it('each corretor has a visit asked, one confirmed and one done with its feedback, on his leads', async () => {
    const rafael = await tokenNoRelogioReal(ctx, 'rafael.corretor@morada.com.br');
    for (const [token, visitantes] of [
      [t.corretor, ['Beatriz Ramos', 'Camila Ferreira']],
      [rafael, ['Gustavo Almeida', 'Thiago Barbosa']],
    ] as const) {
      const suas = await visitas(token);
      expect(suas.map((v) => v.status).sort()).toEqual(['confirmada', 'realizada', 'solicitada']);
      expect(new Set(suas.map((v) => v.visitanteNome))).toEqual(new Set(visitantes));
      expect(suas.every((v) => v.leadId !== null)).toBe(true);
      expect(suas.find((v) => v.status === 'realizada')!.feedback).toMatchObject({
        comentario: expect.any(String),
      });
    }
    expect(await visitas(t.admin)).toHaveLength(6);
    // Made-up visitors: nothing of theirs waits in the outbox (a demo with SMTP would write to them).
    const paraVisitantes = await ctx.db
      .selectFrom('emails')
      .select('id')
      .where('para', 'like', '%@email.com.br')
      .execute();
    expect(paraVisitantes).toEqual([]);
  });
});
