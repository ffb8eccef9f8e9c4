import { dashboardSchema, type Dashboard } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenarioRepasses } from '../repasses/repasses.fixture';

// The owners' side of GET /api/dashboard on Monday 15/06/2026 (the world of repasses.fixture.ts;
// the agency's repasse day is the 10th). Figures worked out by hand, reais:
//   A, June (open): CT-1 received 12/06 with multa 40,00 + juros 20,00 → aluguel 2.000,00,
//     encargos 50 % of 60,00 = 30,00, condomínio + IPTU 600,00, taxa 10 % of 2.030,00 = 203,00,
//     líquido 2.427,00; CT-3 received 10/06 → taxa 10 % of 1.000,00 = 100,00 < minimum → 150,00,
//     líquido 850,00. Repasse: taxas 353,00, líquido 3.277,00, due 10/06.
//   B (repasse day 25 on CT-2), May (open): received 08/05 → taxa 100,00, líquido 900,00, due
//     25/05: overdue, so due now. June (open): received 09/06 → taxa 100,00, líquido 900,00, due
//     25/06, after 15/06 + 7 = 22/06: not this week.
//   receitaAdministracao (June's receipts only; B's May 100,00 is May's) = 353 + 100 = 453,00.
//   repassesSemana = A June + B May = 2 repasses, 3.277 + 900 = 4.177,00.
let c: Awaited<ReturnType<typeof criarCenarioRepasses>>;

const dashboard = async (): Promise<Dashboard> => {
  const res = await c.request('/api/dashboard', { token: c.admin.token });
  expect(res.status).toBe(200);
  return dashboardSchema.parse(await res.json());
};

beforeAll(async () => {
  c = await criarCenarioRepasses();
});
afterAll(() => c.close());

describe('dashboard: receita de administração e repasses da semana', () => {
  it('answers zero when nothing was received from owned properties', async () => {
    const d = await dashboard();
    expect(d.receitaAdministracao).toBe(0);
    expect(d.repassesSemana).toEqual({ quantidade: 0, valor: 0 });
  });

  it('sums the month’s fees and the liberado repasses due by today + 7, overdue included', async () => {
    await c.db.updateTable('contratos').set({ dia_repasse: 25 }).where('id', '=', c.ct2).execute();
    await c.receber(c.ct1, '2026-06', '2026-06-12', 40_00, 20_00);
    await c.receber(c.ct3, '2026-06', '2026-06-10');
    await c.receber(c.ct2, '2026-05', '2026-05-08');
    await c.receber(c.ct2, '2026-06', '2026-06-09');
    const d = await dashboard();
    expect(d.receitaAdministracao).toBe(453);
    expect(d.repassesSemana).toEqual({ quantidade: 2, valor: 4177 });
  });

  it('keeps a paid repasse’s fees in the month and drops it from the week', async () => {
    const res = await c.pagarRepasses([`${c.donoA.id}:2026-06`], '2026-06-15');
    expect(res.status).toBe(200);
    const d = await dashboard();
    expect(d.receitaAdministracao).toBe(453);
    expect(d.repassesSemana).toEqual({ quantidade: 1, valor: 900 });
  });

  it('looks back two months for overdue ones, and keeps earlier months out of the month’s fees', async () => {
    // B, April (received 08/04): taxa 100,00, líquido 900,00, due 25/04 → counted.
    // B, March (first rent, received 05/03): before April, left to /admin/repasses.
    await c.receber(c.ct2, '2026-04', '2026-04-08');
    await c.receber(c.ct2, '2026-03', '2026-03-05');
    const d = await dashboard();
    expect(d.receitaAdministracao).toBe(453);
    expect(d.repassesSemana).toEqual({ quantidade: 2, valor: 1800 });
  });
});
