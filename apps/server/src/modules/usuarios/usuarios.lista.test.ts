import { LIMITE_PAGINA_ADMIN, MSG, MSG_ENTRADAS, type Usuario } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { contextoComTokens, type Tokens } from '../../test/contexto';

// Issue 13: GET /api/usuarios answers one page (newest first, stable) plus the filtered total.
let ctx: TestContext;
let t: Tokens;
const G = MSG_ENTRADAS.generico;
const EXTRA = 25;
beforeAll(async () => {
  ({ ctx, t } = await contextoComTokens());
  // 25 brokers registered on the same day: the id breaks the tie, so pages never overlap.
  await ctx.db
    .insertInto('usuarios')
    .values(
      Array.from({ length: EXTRA }, (_, i) => ({
        id: `lista-${String(i).padStart(2, '0')}`,
        nome: `Corretor Paginado ${i}`,
        email: `paginado${i}@x.com`,
        telefone: '',
        perfil: 'corretor',
        status: i % 5 === 0 ? 'inativo' : 'ativo',
        senha_hash: 'x',
        token_versao: 0,
        cpf: '',
        rg: '',
        data_cadastro: '2030-01-01',
        ultimo_acesso: null,
      })),
    )
    .execute();
});
afterAll(() => ctx.close());

const pagina = async (query: string) => {
  const res = await ctx.request(`/api/usuarios?${query}`, { token: t.admin });
  expect(res.status).toBe(200);
  return { dados: (await res.json()) as Usuario[], total: Number(res.headers.get('X-Total-Count')) };
};

describe('GET /api/usuarios pages on the server', () => {
  it('page 2 continues page 1 in a stable order; the total is the whole filtered list', async () => {
    const todos = await pagina('');
    expect(todos.dados.length).toBe(todos.total);
    expect(todos.total).toBeGreaterThan(EXTRA);
    const p1 = await pagina('limite=10');
    const p2 = await pagina('limite=10&pagina=2');
    expect(p1.total).toBe(todos.total);
    expect(p2.total).toBe(todos.total);
    expect(p1.dados.map((u) => u.id)).toEqual(todos.dados.slice(0, 10).map((u) => u.id));
    expect(p2.dados.map((u) => u.id)).toEqual(todos.dados.slice(10, 20).map((u) => u.id));
    // Newest first; same day → id ascending.
    expect(p1.dados.slice(0, 3).map((u) => u.id)).toEqual(['lista-00', 'lista-01', 'lista-02']);
    const fim = await pagina(`limite=10&pagina=${Math.ceil(todos.total / 10) + 1}`);
    expect(fim).toEqual({ dados: [], total: todos.total });
  });

  it('search and filters narrow the total, then page', async () => {
    const busca = await pagina('busca=paginado&limite=10&pagina=3');
    expect(busca.total).toBe(EXTRA);
    expect(busca.dados.map((u) => u.id)).toEqual([
      'lista-20',
      'lista-21',
      'lista-22',
      'lista-23',
      'lista-24',
    ]);
    const inativos = await pagina('busca=PAGINADO&status=inativo&perfil=corretor');
    expect(inativos.total).toBe(5);
    expect(inativos.dados.every((u) => u.status === 'inativo' && u.perfil === 'corretor')).toBe(true);
    expect((await pagina('busca=paginado&perfil=inquilino')).total).toBe(0);
  });

  it('bad paging is a 400 with the field’s pt-BR message', async () => {
    const casos: [string, Record<string, string>][] = [
      ['pagina=0', { pagina: G.minValor(1) }],
      [`limite=${LIMITE_PAGINA_ADMIN + 1}`, { limite: G.maxValor(LIMITE_PAGINA_ADMIN) }],
      ['limite=abc', { limite: G.numero }],
      ['pagina=1.5', { pagina: G.inteiro }],
    ];
    for (const [query, erro] of casos) {
      const res = await ctx.request(`/api/usuarios?${query}`, { token: t.admin });
      await esperarErro(res, 400, Object.values(erro)[0]!, [erro]);
    }
  });

  it('paging does not open the list to other roles', async () => {
    await esperarErro(await ctx.request('/api/usuarios?pagina=2&limite=5'), 401, MSG.auth.naoAutenticado);
    for (const token of [t.inquilino, t.corretor, t.proprietario]) {
      const res = await ctx.request('/api/usuarios?pagina=2&limite=5', { token });
      await esperarErro(res, 403, MSG.auth.semPermissao);
    }
  });
});
