import { painelProprietarioSchema, repasseSchema } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenNoRelogioReal } from '../../test/http-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

// The whole demo seed on 20/11/2026: CT-2026-001 (from 01/2026, October half paid, November
// open) and CT-2025-014 (from 12/2025, all paid) are on the demo owner's properties.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: new Date('2026-11-20T12:00:00Z') });
});
afterAll(() => ctx.close());

// hono/jwt checks exp against the real clock, so tokens are issued on it, not on the fixed one.
const tokenDe = (email: string) => tokenNoRelogioReal(ctx, email);

describe('seed: the demo owner', () => {
  it('has every month before the current one paid, this month open, and the expense', async () => {
    const token = await tokenDe('proprietario@morada.com.br');
    const res = await ctx.request('/api/proprietario/painel', { token });
    expect(res.status).toBe(200);
    const p = painelProprietarioSchema.parse(await res.json());
    expect(p.imoveis.length).toBeGreaterThanOrEqual(2);
    expect(p.contratos.map((c) => c.numero).sort()).toEqual(['CT-2025-014', 'CT-2026-001']);
    const [atual, ...anteriores] = p.repasses;
    expect(atual).toMatchObject({ mes: '2026-11', status: 'liberado' });
    // The agency's repair, and the concluded chamado's cost the owner pays (issue 36).
    expect(atual!.despesas).toMatchObject([
      { descricao: 'Conserto do aquecedor', valor: 180 },
      { descricao: 'Chamado nº 3: Elétrica', valor: 240 },
    ]);
    expect(atual!.proprietario).toMatchObject({
      documento: '32165498791',
      chavePix: 'proprietario@morada.com.br',
    });
    expect(anteriores.every((r) => r.status === 'pago' && r.totais.liquido > 0)).toBe(true);
    // December 2025 to October 2026, one each.
    expect(anteriores.map((r) => r.mes)).toEqual([
      ...['10', '09', '08', '07', '06', '05', '04', '03', '02', '01'].map((m) => `2026-${m}`),
      '2025-12',
    ]);

    const admin = await tokenDe('admin@morada.com.br');
    const lista = await ctx.request('/api/repasses?mes=2026-10', { token: admin });
    const outubro = ((await lista.json()) as unknown[]).map((r) => repasseSchema.parse(r));
    expect(outubro.map((r) => r.status)).toContain('pago');
  });
});
