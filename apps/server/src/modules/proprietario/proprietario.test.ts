import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRO_401, ERRO_403 } from '../contratos/cenario.fixture';
import { criarCenarioRepasses } from '../repasses/repasses.fixture';
import { painelDe, type CenarioRepasses } from './painel.fixture';

// Clock 15/06/2026 (see repasses.fixture.ts): A owns Apto Jardins (CT-1) and Casa Vila (CT-3),
// B owns Loja Centro (CT-2).
let c: CenarioRepasses;
const painel = (token: string) => painelDe(c, token);

beforeAll(async () => {
  c = await criarCenarioRepasses();
  await c.receber(c.ct1, '2026-04', '2026-04-09');
  await c.receber(c.ct1, '2026-05', '2026-05-09');
  await c.receber(c.ct3, '2026-05', '2026-05-10');
  await c.receber(c.ct2, '2026-05', '2026-05-10');
  const pago = await c.pagarRepasses([`${c.donoA.id}:2026-04`], '2026-05-10');
  expect(pago.status).toBe(200);
});
afterAll(() => c.close());

describe('GET /api/proprietario/painel', () => {
  it('shows owner A exactly their two properties, contracts, payments and repasses', async () => {
    const p = await painel(c.donoA.token);
    expect(p.proprietario).toEqual({
      _id: c.donoA.id,
      nome: 'Ana Proprietária',
      email: 'ana.prop@teste.com',
    });
    expect(p.imoveis.map((i) => i.titulo)).toEqual(['Apto Jardins', 'Casa Vila']);
    expect(p.contratos.map((x) => x.numero).sort()).toEqual(['CT-1', 'CT-3']);
    expect(p.contratos.find((x) => x.numero === 'CT-1')).toMatchObject({
      imovel: 'Apto Jardins',
      inquilino: 'Mariana Costa',
      dataInicio: '2026-01-01',
      dataFim: '2027-12-31',
      valorAluguel: 2000,
      status: 'Ativo',
      proximoReajuste: '2027-01-01',
    });
    // January to June of both contracts; nothing of B's CT-2, nothing after this month.
    expect(p.pagamentos).toHaveLength(12);
    expect(new Set(p.pagamentos.map((x) => x.contrato))).toEqual(new Set(['CT-1', 'CT-3']));
    expect(p.pagamentos.every((x) => x.competencia <= '2026-06')).toBe(true);
    const maio = p.pagamentos.find((x) => x.contrato === 'CT-1' && x.competencia === '2026-05')!;
    expect(maio).toMatchObject({
      status: 'RECEIVED',
      valor: 2600,
      valorRecebido: 2600,
      dataPagamento: '2026-05-09',
    });
    expect(p.pagamentos.find((x) => x.contrato === 'CT-1' && x.competencia === '2026-03')).toMatchObject({
      status: 'OVERDUE',
      valorRecebido: 0,
    });
    // June (open rents), May (received, not passed on), April (paid), newest first.
    expect(p.repasses.map((r) => [r.mes, r.status])).toEqual([
      ['2026-06', 'previsto'],
      ['2026-05', 'liberado'],
      ['2026-04', 'pago'],
    ]);
    expect(p.repasses.every((r) => r.proprietario._id === c.donoA.id)).toBe(true);
  });

  it("shows owner B nothing of A's", async () => {
    const p = await painel(c.donoB.token);
    expect(p.imoveis.map((i) => i.titulo)).toEqual(['Loja Centro']);
    expect(p.contratos.map((x) => x.numero)).toEqual(['CT-2']);
    expect(new Set(p.pagamentos.map((x) => x.contrato))).toEqual(new Set(['CT-2']));
    expect(p.repasses.every((r) => r.proprietario._id === c.donoB.id)).toBe(true);
    expect(p.repasses.map((r) => [r.mes, r.status])).toEqual([
      ['2026-06', 'previsto'],
      ['2026-05', 'liberado'],
    ]);
  });

  it('is for owners only', async () => {
    expect(await (await c.request('/api/proprietario/painel')).json()).toEqual(ERRO_401);
    for (const t of [c.admin.token, c.inquilinoA.token, c.corretor.token]) {
      const res = await c.request('/api/proprietario/painel', { token: t });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(ERRO_403);
    }
  });
});

describe('GET /api/contratos/:id/documento.pdf for the owner', () => {
  it("gives the lease to the property's owner (a party to it) and not to another owner", async () => {
    const res = await c.request(`/api/contratos/${c.ct1}/documento.pdf`, { token: c.donoA.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const outro = await c.request(`/api/contratos/${c.ct1}/documento.pdf`, { token: c.donoB.token });
    expect([outro.status, await outro.json()]).toEqual([403, ERRO_403]);
    expect((await c.request(`/api/contratos/${c.ct2}/documento.pdf`, { token: c.donoB.token })).status).toBe(
      200,
    );
  });
});
