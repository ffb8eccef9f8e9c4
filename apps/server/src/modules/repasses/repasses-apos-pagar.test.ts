import { repasseSchema, type Repasse } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenarioRepasses } from './repasses.fixture';

// Issue 32: after a payment /admin/repasses showed 'Previsto a receber' doubled and the paid owner
// twice. Clock 15/06/2026 (repasses.fixture.ts). In June, A received CT-1 (2.600,00: líquido
// 2.000 + 600 − taxa 200 = 2.400,00) and still expects CT-3 (1.000,00); B expects CT-2 (1.000,00).
let c: Awaited<ReturnType<typeof criarCenarioRepasses>>;

const listar = async (): Promise<Repasse[]> => {
  const res = await c.request('/api/repasses?mes=2026-06', { token: c.admin.token });
  expect(res.status).toBe(200);
  const lista = ((await res.json()) as unknown[]).map((r) => repasseSchema.parse(r));
  expect(res.headers.get('X-Total-Count')).toBe(String(lista.length));
  return lista;
};

/** The four cards of /admin/repasses, from the rows as the page sums them (centavos). */
const cards = (lista: readonly Repasse[]) => {
  const soma = (xs: readonly number[]) => xs.reduce((s, v) => s + Math.round(v * 100), 0);
  return {
    aRepassar: soma(
      lista.filter((r) => r.status === 'liberado' && r.totais.liquido >= 0).map((r) => r.totais.liquido),
    ),
    pagos: soma(lista.filter((r) => r.status === 'pago').map((r) => r.totais.liquido)),
    taxas: soma(lista.map((r) => r.totais.taxaAdministracao + r.totais.taxaIntermediacao)),
    aReceber: soma(lista.map((r) => r.aReceber)),
  };
};

beforeAll(async () => {
  c = await criarCenarioRepasses();
  await c.receber(c.ct1, '2026-06', '2026-06-10');
});
afterAll(() => c.close());

describe('GET /api/repasses after POST /api/repasses/pagar', () => {
  it('lists each owner once and moves only the paid amount from liberado to pago', async () => {
    const antes = await listar();
    expect(antes.map((r) => [r.proprietario.nome, r.status])).toEqual([
      ['Ana Proprietária', 'liberado'],
      ['Bruno Proprietário', 'previsto'],
    ]);
    expect(cards(antes)).toEqual({ aRepassar: 240_000, pagos: 0, taxas: 20_000, aReceber: 200_000 });

    const res = await c.pagarRepasses([`${c.donoA.id}:2026-06`], '2026-06-15');
    expect(res.status).toBe(200);
    const [pago] = (await res.json()) as Repasse[];
    expect(pago).toMatchObject({ status: 'pago', totais: { liquido: 2400 }, aReceber: 1000 });

    const depois = await listar();
    expect(depois.map((r) => [r.proprietario.nome, r.status])).toEqual([
      ['Ana Proprietária', 'pago'],
      ['Bruno Proprietário', 'previsto'],
    ]);
    // CT-3's June rent is still expected, counted once (on A's paid row).
    expect(depois[0]).toMatchObject({ _id: pago!._id, aReceber: 1000 });
    expect(cards(depois)).toEqual({ aRepassar: 0, pagos: 240_000, taxas: 20_000, aReceber: 200_000 });
  });

  it('keeps the figures when the rest of the month arrives, and in the owner portal too', async () => {
    await c.receber(c.ct3, '2026-06', '2026-06-15');
    const lista = await listar();
    // The late receipt is a new liberado repasse of A; nothing is still expected from A.
    expect(lista.map((r) => [r.proprietario.nome, r.status, r.aReceber])).toEqual([
      ['Ana Proprietária', 'pago', 0],
      ['Ana Proprietária', 'liberado', 0],
      ['Bruno Proprietário', 'previsto', 1000],
    ]);
    // CT-3: 1.000,00 − minimum fee 150,00.
    expect(cards(lista)).toEqual({ aRepassar: 85_000, pagos: 240_000, taxas: 35_000, aReceber: 100_000 });

    const res = await c.request('/api/proprietario/painel', { token: c.donoA.token });
    expect(res.status).toBe(200);
    const { repasses } = (await res.json()) as { repasses: Repasse[] };
    expect(repasses.filter((r) => r.mes === '2026-06').map((r) => [r.status, r.aReceber])).toEqual([
      ['liberado', 0],
      ['pago', 0],
    ]);
  });
});
