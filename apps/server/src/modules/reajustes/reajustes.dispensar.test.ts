import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenario, ERRO_401, ERRO_403, type Cenario } from '../contratos/cenario.fixture';
import { carregarIndicesEmbarcados } from './indices-embarcados';

// Clock: 2026-01-20 (São Paulo). 'legado' was registered today but started on 10/01/2018: its
// anniversaries of 2019–2025 are already in the rent it was registered with, and those before
// 2021 have no index in the shipped series (2020-01 on), so they would wait forever.
let c: Cenario;
let legado = '';
let fim = '';
const dispensar = (json: unknown, token = c.admin.token) =>
  c.request('/api/reajustes/dispensar', { method: 'POST', token, json });
const pendentesDe = async (id: string) =>
  (
    (await (await c.request('/api/reajustes/pendentes', { token: c.admin.token })).json()) as {
      contratoId: string;
      aniversario: string;
      status: string;
    }[]
  ).filter((p) => p.contratoId === id);

beforeAll(async () => {
  c = await criarCenario({ now: new Date('2026-01-20T12:00:00Z') });
  await carregarIndicesEmbarcados(c.db);
  legado = (
    await c.criarContrato({
      numero: 'CT-LEGADO',
      dataInicio: '2018-01-10',
      dataFim: '2028-01-09',
      valorAluguel: 3000,
      indiceReajuste: 'IPCA',
    })
  )._id;
  fim = (
    await c.criarContrato({
      numero: 'CT-FIM',
      imovelId: c.imoveis.casa,
      dataInicio: '2018-01-10',
      dataFim: '2028-01-09',
      valorAluguel: 1000,
      status: 'Finalizado',
      inquilino: {
        nome: 'Bia Fim',
        email: 'bia.fim@teste.com',
        telefone: '11988887777',
        cpf: '52998224725',
        rg: '3',
      },
    })
  )._id;
});
afterAll(() => c?.close());

describe('POST /api/reajustes/dispensar', () => {
  it('a legacy contract lists every past anniversary, the oldest awaiting an index', async () => {
    const p = await pendentesDe(legado);
    expect(p.map((x) => x.aniversario)).toEqual([
      '2019-01-10',
      '2020-01-10',
      '2021-01-10',
      '2022-01-10',
      '2023-01-10',
      '2024-01-10',
      '2025-01-10',
      '2026-01-10',
    ]);
    expect(p[0]!.status).toBe('aguardando índice');
  });

  it('waives the anniversaries up to the chosen one, keeping the rent; the next one becomes ready', async () => {
    const r = await dispensar({ contratoId: legado, aniversario: '2025-01-10' });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ dispensados: 7 });
    const p = await pendentesDe(legado);
    expect(p).toEqual([
      expect.objectContaining({ aniversario: '2026-01-10', status: 'pronto', aluguelAtual: 3000 }),
    ]);
    const historico = (await (
      await c.request(`/api/contratos/${legado}/reajustes`, { token: c.admin.token })
    ).json()) as { aniversario: string; dispensado: boolean; aluguelAnterior: number; aluguelNovo: number }[];
    expect(historico).toHaveLength(7);
    expect(historico.every((h) => h.dispensado && h.aluguelAnterior === 3000 && h.aluguelNovo === 3000)).toBe(
      true,
    );
    const contrato = await (await c.request(`/api/contratos/${legado}`, { token: c.admin.token })).json();
    expect(contrato.valorAluguel).toBe(3000);
  });

  it('answers 409 when the anniversary is not pending (already waived, or not an anniversary)', async () => {
    for (const aniversario of ['2025-01-10', '2026-01-11', '2027-01-10']) {
      const r = await dispensar({ contratoId: legado, aniversario });
      expect(r.status, aniversario).toBe(409);
      expect((await r.json()).erro).toBe('Nenhum reajuste pendente deste contrato até este aniversário');
    }
  });

  it('refuses an ended contract (409), an unknown one (404) and bad input (400)', async () => {
    const encerrado = await dispensar({ contratoId: fim, aniversario: '2019-01-10' });
    expect(encerrado.status).toBe(409);
    expect((await encerrado.json()).erro).toBe('Só contratos ativos são reajustados');
    expect((await dispensar({ contratoId: 'nao-existe', aniversario: '2019-01-10' })).status).toBe(404);
    const ruim = await dispensar({ contratoId: legado, aniversario: '10/01/2019' });
    expect(ruim.status).toBe(400);
    expect(JSON.stringify(await ruim.json())).toContain('Aniversário inválido (AAAA-MM-DD)');
    expect((await dispensar({ aniversario: '2019-01-10' })).status).toBe(400);
  });

  it('is for admins only', async () => {
    const anonimo = await c.request('/api/reajustes/dispensar', {
      method: 'POST',
      json: { contratoId: legado, aniversario: '2026-01-10' },
    });
    expect(anonimo.status).toBe(401);
    expect(await anonimo.json()).toEqual(ERRO_401);
    const inquilino = await dispensar({ contratoId: legado, aniversario: '2026-01-10' }, c.inquilinoA.token);
    expect(inquilino.status).toBe(403);
    expect(await inquilino.json()).toEqual(ERRO_403);
  });
});
