import { LIMITE_PAGINA_ADMIN, MSG_ENTRADAS } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenario, ERRO_401, ERRO_403, type Cenario } from './cenario.fixture';

// Issue 13: GET /api/contratos answers one page (newest first, id as tie-break) plus the total
// of the filtered list; search and status go to the server.
let c: Cenario;
const G = MSG_ENTRADAS.generico;
const N = 12;
beforeAll(async () => {
  c = await criarCenario();
  const imovelId = await c.imovel('Casa Paginada', 'Casa', 'Aluguel', 'Ocupado');
  await c.db
    .insertInto('contratos')
    .values(
      Array.from({ length: N }, (_, i) => ({
        id: `pag-${String(i).padStart(2, '0')}`,
        numero: `PAG-${String(i).padStart(2, '0')}`,
        inquilino_id: c.inquilinoA.id,
        imovel_id: imovelId,
        data_inicio: '2025-01-01',
        data_fim: '2027-12-31',
        aluguel_centavos: 100_000,
        condominio_centavos: 0,
        iptu_centavos: 0,
        outros_centavos: 0,
        desconto_centavos: 0,
        encargos_clausula: 0,
        encargos_proprietario_percentual: 100,
        dia_vencimento: 10,
        status: i % 3 === 0 ? 'Ativo' : 'Finalizado',
        observacoes: '',
        multa_percentual: 2,
        juros_mensal_percentual: 1,
        // Two per creation instant: the id decides between them.
        created_at: `2025-01-${String(10 + Math.floor(i / 2)).padStart(2, '0')}T00:00:00.000Z`,
      })),
    )
    .execute();
});
afterAll(() => c.close());

const pagina = async (query: string) => {
  const res = await c.request(`/api/contratos?${query}`, { token: c.admin.token });
  expect(res.status).toBe(200);
  const dados = (await res.json()) as { _id: string; numero: string; status: string }[];
  return {
    numeros: dados.map((d) => d.numero),
    status: dados.map((d) => d.status),
    total: Number(res.headers.get('X-Total-Count')),
  };
};

describe('GET /api/contratos pages on the server', () => {
  it('page 2 follows page 1 without overlap; the total is the filtered list', async () => {
    const p1 = await pagina('busca=pag-&limite=5');
    const p2 = await pagina('busca=pag-&limite=5&pagina=2');
    const p3 = await pagina('busca=pag-&limite=5&pagina=3');
    expect([p1.total, p2.total, p3.total]).toEqual([N, N, N]);
    expect(p1.numeros).toEqual(['PAG-10', 'PAG-11', 'PAG-08', 'PAG-09', 'PAG-06']);
    expect(p2.numeros).toEqual(['PAG-07', 'PAG-04', 'PAG-05', 'PAG-02', 'PAG-03']);
    expect(p3.numeros).toEqual(['PAG-00', 'PAG-01']);
  });

  it('status filters on the server, with its own total', async () => {
    const ativos = await pagina('busca=PAG&status=Ativo&limite=3&pagina=2');
    expect(ativos.total).toBe(4);
    expect(ativos.numeros).toEqual(['PAG-00']);
    expect(ativos.status).toEqual(['Ativo']);
    expect((await pagina('busca=PAG&status=todos')).total).toBe(N);
  });

  it('bad paging or filters are a 400 with the field’s pt-BR message', async () => {
    const casos: [string, Record<string, string>][] = [
      ['pagina=0', { pagina: G.minValor(1) }],
      [`limite=${LIMITE_PAGINA_ADMIN + 1}`, { limite: G.maxValor(LIMITE_PAGINA_ADMIN) }],
      ['status=Talvez', { status: G.valorInvalido }],
    ];
    for (const [query, erro] of casos) {
      const res = await c.request(`/api/contratos?${query}`, { token: c.admin.token });
      expect(res.status).toBe(400);
      const corpo = await res.json();
      expect(corpo.erro).toBe(Object.values(erro)[0]);
      expect(corpo.erros).toEqual(expect.arrayContaining([erro]));
    }
  });

  it('only the admin lists', async () => {
    expect(await (await c.request('/api/contratos?pagina=2')).json()).toEqual(ERRO_401);
    const res = await c.request('/api/contratos?pagina=2', { token: c.inquilinoA.token });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(ERRO_403);
  });
});
