import { type RelatorioInadimplencia } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenario, type Cenario } from '../contratos/cenario.fixture';
import { get } from './dashboard.fixture';
import { livroDoCenario } from './livro.fixture';

// An agency that started in November 2026, looked at on 30/11 at 22:00 in São Paulo — already
// 1 December in UTC. Its month is still November, and it has no previous month to compare with.
describe('dashboard at night, in a first month', () => {
  let c: Cenario;
  beforeAll(async () => {
    c = await criarCenario({ now: new Date('2026-12-01T01:00:00Z') });
    await c.db.updateTable('imoveis').set({ data_cadastro: '2026-11-05T00:00:00.000Z' }).execute();
    await c.db.updateTable('imoveis').set({ status: 'Ocupado' }).where('id', '=', c.imoveis.apto).execute();
    const l = livroDoCenario(c);
    const ct = await l.contrato({
      numero: 'CT-NOV',
      dataInicio: '2026-11-01',
      composicao: { aluguel: 100_000 },
    });
    const nov = await l.pagamento(ct, '2026-11-10');
    await l.receber(nov, '2026-11-30'); // 20 days late: 1000 + multa 20 + juros 6.67
    await l.pagamento(ct, '2026-12-10');
  });
  afterAll(() => c.close());

  it('counts today as the São Paulo day: November’s revenue, November’s report', async () => {
    const d = await get(c, '/api/dashboard');
    expect(d.estatisticas.receitaMensal).toBe(1026.67);
    expect(d.graficos.receitaData.at(-1)).toEqual({ mes: 'nov', valor: 1026.67, meta: 15000 });
    expect(d.estatisticas.taxaInadimplencia).toBe(0); // paid, late, but paid
    expect(d.proximosVencimentos.map((v: { data: string }) => v.data)).toEqual(['2026-12-10']);
    const res = await c.request('/api/dashboard/relatorio', { method: 'POST', token: c.admin.token });
    expect((await res.json()).arquivo).toBe('relatorio_2026-11.csv');
    const r = (await get(c, '/api/relatorios/inadimplencia')) as RelatorioInadimplencia;
    expect(r.dataBase).toBe('2026-11-30');
    expect(r.meses.at(-1)?.mes).toBe('2026-11');
  });

  it('shows no trend without a previous month to compare with', async () => {
    const d = await get(c, '/api/dashboard');
    expect(d.tendencias).toEqual({
      totalImoveis: null,
      contratosAtivos: null,
      taxaOcupacao: null,
      receitaMensal: null,
    });
  });
});

// Delinquency is of the month: an old debt does not weigh on it, and a payment due on a Saturday
// is not late before its Monday prazo has passed.
describe('delinquency rate of the month', () => {
  let c: Cenario;
  beforeAll(async () => {
    c = await criarCenario({ now: new Date('2026-06-15T15:00:00Z') }); // Monday, 12:00 in São Paulo
    const l = livroDoCenario(c);
    const a = await l.contrato({
      numero: 'CT-A',
      dataInicio: '2026-01-01',
      dataFim: '2027-12-31',
      diaVencimento: 13,
      composicao: { aluguel: 100_000 },
    });
    const b = await l.contrato({
      numero: 'CT-B',
      inquilinoId: c.inquilinoB.id,
      imovelId: c.imoveis.casa,
      dataInicio: '2026-01-01',
      dataFim: '2027-12-31',
      composicao: { aluguel: 200_000 },
    });
    await l.pagamento(a, '2026-03-13'); // three months old, still open
    await l.pagamento(a, '2026-06-13'); // Saturday: prazo Monday 15
    await l.pagamento(a, '2026-05-13', 'CANCELLED');
    await l.receber(await l.pagamento(b, '2026-06-10'), '2026-06-10');
  });
  afterAll(() => c.close());

  it('on Monday the Saturday payment is still on time and March does not count', async () => {
    c.deps.now = () => new Date('2026-06-15T15:00:00Z');
    const d = await get(c, '/api/dashboard');
    expect(d.estatisticas.taxaInadimplencia).toBe(0);
    expect(d.proximosVencimentos.map((v: { data: string }) => v.data)).toEqual(['2026-06-13']);
    expect(d.alertas.filter((a: { tipo: string }) => a.tipo === 'danger')).toEqual([
      expect.objectContaining({
        acao: '1 parcela vencida, total R$ 1.000,00. Enviar cobrança',
        data: '2026-03-13',
      }),
    ]);
    const r = (await get(c, '/api/relatorios/inadimplencia')) as RelatorioInadimplencia;
    expect(r.itens.map((i) => i.vencimento)).toEqual(['2026-03-13']);
  });

  it('on Tuesday it is late: 1000 open of the 3000 due in June', async () => {
    c.deps.now = () => new Date('2026-06-16T15:00:00Z');
    const d = await get(c, '/api/dashboard');
    expect(d.estatisticas.taxaInadimplencia).toBe(33.3);
    const r = (await get(c, '/api/relatorios/inadimplencia')) as RelatorioInadimplencia;
    expect(r.meses.at(-1)).toEqual({ mes: '2026-06', devido: 3000, emAtraso: 1000, taxaInadimplencia: 33.3 });
    // The cancelled May payment is not owed; March is March's.
    expect(r.meses.find((m) => m.mes === '2026-05')?.devido).toBe(0);
    expect(r.meses.find((m) => m.mes === '2026-03')?.taxaInadimplencia).toBe(100);
    expect(r.itens.map((i) => [i.vencimento, i.diasAtraso, i.valor, i.multa])).toEqual([
      ['2026-03-13', 95, 1000, 20],
      ['2026-06-13', 3, 1000, 20],
    ]);
  });
});
