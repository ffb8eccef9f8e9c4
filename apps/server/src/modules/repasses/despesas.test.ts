import { despesaSchema, MSG, MSG_REPASSE, type Despesa } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import { ERRO_401, ERRO_403 } from '../contratos/cenario.fixture';
import { criarCenarioRepasses } from './repasses.fixture';

const E = MSG_REPASSE.erros;
const C = MSG_REPASSE.campos;
let c: Awaited<ReturnType<typeof criarCenarioRepasses>>;

const criar = (json: unknown, token = c.admin.token) =>
  c.request('/api/despesas', { method: 'POST', token, json });
const entrada = (over: Record<string, unknown> = {}) => ({
  imovelId: c.imoveis.apto,
  data: '2026-06-03',
  descricao: 'Conserto do aquecedor',
  valor: '180,00',
  ...over,
});

beforeAll(async () => {
  c = await criarCenarioRepasses();
});
afterAll(() => c.close());

describe('/api/despesas', () => {
  it('records an expense with the property and its owner (201), listed in its month', async () => {
    const res = await criar(entrada());
    expect(res.status).toBe(201);
    const d = despesaSchema.parse(await res.json());
    expect(d).toMatchObject({
      imovel: { _id: c.imoveis.apto, titulo: 'Apto Jardins' },
      proprietarioId: c.donoA.id,
      data: '2026-06-03',
      descricao: 'Conserto do aquecedor',
      valor: 180,
      repasseId: null,
      arquivoNome: null,
    });
    const lista = await c.request('/api/despesas?mes=2026-06', { token: c.admin.token });
    expect(lista.headers.get('X-Total-Count')).toBe('1');
    expect(await lista.json()).toEqual([d]);
    expect(await (await c.request('/api/despesas?mes=2026-05', { token: c.admin.token })).json()).toEqual([]);
    // The current month by default.
    expect(await (await c.request('/api/despesas', { token: c.admin.token })).json()).toEqual([d]);
  });

  it('refuses an unknown property (404), one without an owner (409) and bad fields (400)', async () => {
    await esperarErro(await criar(entrada({ imovelId: 'nao-existe' })), 404, MSG.api.imovelNaoEncontrado);
    await esperarErro(await criar(entrada({ imovelId: c.imoveis.venda })), 409, E.imovelSemProprietario);
    await esperarErro(await criar(entrada({ valor: 0 })), 400, E.valorInvalido(C.valor), [
      { valor: E.valorInvalido(C.valor) },
    ]);
    await esperarErro(await criar(entrada({ descricao: ' ' })), 400, E.obrigatoria(C.descricao), [
      { descricao: E.obrigatoria(C.descricao) },
    ]);
    const ruim = await c.request('/api/despesas?mes=junho', { token: c.admin.token });
    expect(ruim.status).toBe(400);
  });

  it('deletes an open expense (204); one in a paid repasse stays (409); unknown 404', async () => {
    const aberta = (await (await criar(entrada({ descricao: 'Pintura' }))).json()) as Despesa;
    expect(
      (await c.request(`/api/despesas/${aberta._id}`, { method: 'DELETE', token: c.admin.token })).status,
    ).toBe(204);
    await esperarErro(
      await c.request(`/api/despesas/${aberta._id}`, { method: 'DELETE', token: c.admin.token }),
      404,
      E.despesaNaoEncontrada,
    );
    // Paid with A's June repasse (a receipt in June makes it payable).
    await c.receber(c.ct1, '2026-06', '2026-06-08');
    const pago = await c.pagarRepasses([`${c.donoA.id}:2026-06`], '2026-06-15');
    expect(pago.status).toBe(200);
    const [repasse] = (await pago.json()) as { _id: string; totais: { despesas: number } }[];
    expect(repasse!.totais.despesas).toBe(180);
    const [paga] = (await (
      await c.request('/api/despesas?mes=2026-06', { token: c.admin.token })
    ).json()) as Despesa[];
    expect(paga!.repasseId).toBe(repasse!._id);
    await esperarErro(
      await c.request(`/api/despesas/${paga!._id}`, { method: 'DELETE', token: c.admin.token }),
      409,
      E.despesaRepassada,
    );
  });

  it('refuses to pay a repasse whose expenses exceed what was received (409 saldoNegativo)', async () => {
    await criar(entrada({ imovelId: c.imoveis.loja, data: '2026-04-02', valor: 5000 }));
    await c.receber(c.ct2, '2026-04', '2026-04-08');
    await esperarErro(await c.pagarRepasses([`${c.donoB.id}:2026-04`], '2026-06-15'), 409, E.saldoNegativo);
  });

  it('is admin only', async () => {
    const casos: [string, RequestInit & { json?: unknown }][] = [
      ['/api/despesas?mes=2026-06', {}],
      ['/api/despesas', { method: 'POST', json: entrada() }],
      ['/api/despesas/qualquer', { method: 'DELETE' }],
    ];
    for (const [url, init] of casos) {
      expect(await (await c.request(url, init)).json()).toEqual(ERRO_401);
      for (const t of [c.inquilinoA.token, c.corretor.token, c.donoA.token]) {
        const res = await c.request(url, { ...init, token: t });
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual(ERRO_403);
      }
    }
  });
});
