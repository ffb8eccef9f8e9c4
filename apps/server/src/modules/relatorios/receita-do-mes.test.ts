import type { Dashboard, RelatorioInadimplencia, RelatorioOcupacao, RelatorioReceita } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenario, type Cenario } from '../contratos/cenario.fixture';
import { livroDoCenario } from '../dashboard/livro.fixture';

// Issue 32, "one figure, one rule": a figure the dashboard and Relatórios both show is the same
// number on both, read through their GET routes. Monday 2026-06-15 in São Paulo.
describe('figures the dashboard and the reports share', () => {
  let c: Cenario;
  beforeAll(async () => {
    c = await criarCenario({ now: new Date('2026-06-15T12:00:00Z') });
    await c.db.updateTable('imoveis').set({ status: 'Ocupado' }).where('id', '=', c.imoveis.apto).execute();
    const l = livroDoCenario(c);
    // 2000 + 300 + 100, due on the 10th; multa 2 %, juros 1 % a month pro rata die.
    const ct = await l.contrato({
      numero: 'CT-1',
      dataInicio: '2026-04-01',
      composicao: { aluguel: 200_000, condominio: 30_000, iptu: 10_000 },
    });
    const abril = await l.pagamento(ct, '2026-04-10');
    await l.pagamento(ct, '2026-05-10'); // still open
    const junho = await l.pagamento(ct, '2026-06-10');
    await l.receber(abril, '2026-05-20'); // 40 days late: 2400 + multa 48 + juros 32 → in May
    await l.receber(junho, '2026-06-12'); // 2 days late: 2400 + multa 48 + juros 1.60 → in June
  });
  afterAll(() => c.close());

  const get = async <T>(caminho: string): Promise<T> => {
    const res = await c.request(caminho, { token: c.admin.token });
    expect(res.status, caminho).toBe(200);
    return (await res.json()) as T;
  };

  it("'Multas e juros' of the month: what was received in it, the same on the dashboard and in the revenue report", async () => {
    const dashboard = await get<Dashboard>('/api/dashboard');
    const receita = await get<RelatorioReceita>('/api/relatorios/receita?ano=2026');
    const junho = receita.meses.find((m) => m.mes === '2026-06');
    const noPainel = dashboard.graficos.receitaPorCategoria.find((x) => x.categoria === 'Multas e juros');
    expect(noPainel?.valor).toBe(49.6);
    expect(junho?.multaJuros).toBe(49.6);
    // May's 80,00 belongs to May, in the report and never in June's figure.
    expect(receita.meses.find((m) => m.mes === '2026-05')?.multaJuros).toBe(80);
    expect(receita.totais.multaJuros).toBe(129.6);
    // The helper route answers the dashboard's own figure.
    const categorias = await get<Dashboard['graficos']['receitaPorCategoria']>(
      '/api/dashboard/receita-por-categoria',
    );
    expect(categorias).toEqual(dashboard.graficos.receitaPorCategoria);
  });

  it("'Receita Mensal' is the report's 'Recebido' of the month, and the categories add up to it", async () => {
    const dashboard = await get<Dashboard>('/api/dashboard');
    const receita = await get<RelatorioReceita>('/api/relatorios/receita?ano=2026');
    expect(dashboard.estatisticas.receitaMensal).toBe(2449.6);
    expect(receita.meses.find((m) => m.mes === '2026-06')?.recebido).toBe(2449.6);
    expect(dashboard.graficos.receitaPorCategoria.map((x) => [x.categoria, x.valor])).toEqual([
      ['Aluguel', 2000],
      ['Condomínio', 300],
      ['IPTU', 100],
      ['Multas e juros', 49.6],
    ]);
    expect(dashboard.graficos.receitaData.find((x) => x.mes === 'mai')?.valor).toBe(
      receita.meses.find((m) => m.mes === '2026-05')?.recebido,
    );
  });

  it("the delinquency and occupancy rates are the reports' figures", async () => {
    const dashboard = await get<Dashboard>('/api/dashboard');
    const inad = await get<RelatorioInadimplencia>('/api/relatorios/inadimplencia');
    const ocup = await get<RelatorioOcupacao>('/api/relatorios/ocupacao');
    expect(inad.meses.at(-1)).toMatchObject({ mes: '2026-06' });
    expect(dashboard.estatisticas.taxaInadimplencia).toBe(inad.meses.at(-1)?.taxaInadimplencia);
    expect(dashboard.estatisticas.taxaOcupacao).toBe(ocup.taxaOcupacao);
  });
});
