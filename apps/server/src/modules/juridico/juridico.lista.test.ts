import { LIMITE_PAGINA_ADMIN, MSG_ENTRADAS } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenario, ERRO_401, ERRO_403, type Cenario } from '../contratos/cenario.fixture';

// Issue 13: the legal lists answer one page (newest first, id as tie-break) plus the total of
// the search; the screen never reads every page.
let c: Cenario;
const G = MSG_ENTRADAS.generico;
beforeAll(async () => {
  c = await criarCenario();
  for (let i = 0; i < 7; i++) {
    const res = await c.postar('/api/juridico/processos', {
      numero: `PROC-PAG-${i}`,
      descricao: 'Despejo',
      advogadoResponsavel: i % 2 ? 'Dra. Cobrança' : 'Dr. Luiz',
    });
    expect(res.status).toBe(201);
  }
  // One creation instant for all: only the id orders them, so the order is stable.
  await c.db.updateTable('processos').set({ created_at: '2026-06-01T00:00:00.000Z' }).execute();
});
afterAll(() => c.close());

const ler = async (query: string) => {
  const res = await c.request(`/api/juridico/processos?${query}`, { token: c.admin.token });
  expect(res.status).toBe(200);
  return {
    numeros: ((await res.json()) as { numero: string }[]).map((p) => p.numero),
    total: Number(res.headers.get('X-Total-Count')),
  };
};

describe('GET /api/juridico/processos pages on the server', () => {
  it('page 2 follows page 1; search narrows the total', async () => {
    const todos = await ler('');
    expect(todos.total).toBe(7);
    const p1 = await ler('limite=3');
    const p2 = await ler('limite=3&pagina=2');
    const p3 = await ler('limite=3&pagina=3');
    expect([...p1.numeros, ...p2.numeros, ...p3.numeros]).toEqual(todos.numeros);
    expect(new Set(todos.numeros).size).toBe(7);
    expect([p1.total, p2.total, p3.total]).toEqual([7, 7, 7]);
    expect(p3.numeros).toHaveLength(1);
    const busca = await ler('busca=COBRAN&limite=2&pagina=2');
    expect(busca.total).toBe(3);
    expect(busca.numeros).toHaveLength(1);
  });

  it('bad paging is a 400 with the field’s pt-BR message; other roles are refused', async () => {
    for (const [query, erro] of [
      ['pagina=-1', { pagina: G.minValor(1) }],
      [`limite=${LIMITE_PAGINA_ADMIN + 1}`, { limite: G.maxValor(LIMITE_PAGINA_ADMIN) }],
    ] as const) {
      for (const lista of ['processos', 'documentos']) {
        const res = await c.request(`/api/juridico/${lista}?${query}`, { token: c.admin.token });
        expect(res.status).toBe(400);
        const corpo = await res.json();
        expect(corpo.erro).toBe(Object.values(erro)[0]);
        expect(corpo.erros).toEqual([erro]);
      }
    }
    expect(await (await c.request('/api/juridico/processos?pagina=2')).json()).toEqual(ERRO_401);
    const res = await c.request('/api/juridico/documentos?pagina=2', { token: c.inquilinoA.token });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(ERRO_403);
  });
});
