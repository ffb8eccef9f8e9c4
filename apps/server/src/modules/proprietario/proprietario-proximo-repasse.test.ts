import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenarioRepasses } from '../repasses/repasses.fixture';
import { painelDe, type CenarioRepasses } from './painel.fixture';

// Issue 32: the portal showed 'Próximo repasse -R$ 370,00, previsto para' a past date. Clock
// 15/06/2026 (repasses.fixture.ts).
//   A's contracts pass on on the 20th; CT-1's June rent arrived: June 2.600,00 − 200,00 = 2.400,00.
//   B: CT-2's May rent arrived (1.000,00 − 10 % = 900,00) and the agency paid 1.270,00 for the
//   shop on 20/05: May's balance is −370,00; June's rent is still expected.
let c: CenarioRepasses;
const painel = (token: string) => painelDe(c, token);

beforeAll(async () => {
  c = await criarCenarioRepasses();
  await c.db.updateTable('contratos').set({ dia_repasse: 20 }).where('id', 'in', [c.ct1, c.ct3]).execute();
  await c.receber(c.ct1, '2026-06', '2026-06-10');
  await c.receber(c.ct2, '2026-05', '2026-05-10');
  const d = await c.lancarDespesa(c.imoveis.loja, '2026-05-20', 'Troca da vitrine', '1.270,00');
  expect(d.status).toBe(201);
});
afterAll(() => c.close());

describe('GET /api/proprietario/painel: próximo repasse', () => {
  it('is the next unpaid repasse dated today or later', async () => {
    const p = await painel(c.donoA.token);
    expect(p.proximoRepasse).toEqual({ mes: '2026-06', dataPrevista: '2026-06-20', valor: 2400 });
    expect(p.saldoNegativo).toBeNull();
  });

  it('is never a negative balance nor a past date; the month whose expenses exceeded the rent is named', async () => {
    const p = await painel(c.donoB.token);
    expect(p.repasses.map((r) => [r.mes, r.status, r.totais.liquido])).toEqual([
      ['2026-06', 'previsto', -1270],
      ['2026-05', 'liberado', -370],
    ]);
    expect(p.proximoRepasse).toBeNull();
    expect(p.saldoNegativo).toEqual({ mes: '2026-05', excedente: 370, despesas: 1270 });
    // What the notice says is what the ledger does: the expense stays open, in June's repasse.
    expect(p.repasses[0]!.despesas.map((x) => [x.descricao, x.valor])).toEqual([['Troca da vitrine', 1270]]);
  });
});
