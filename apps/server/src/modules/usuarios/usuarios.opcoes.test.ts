import { MSG_ENTRADAS, type Usuario } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app';
import { contextoComTokens, type Tokens } from '../../test/contexto';

// Issue 38: the back office's owner and tenant pickers ask GET /api/usuarios?busca=&perfil=&limite=10
// as the admin types, instead of loading every user.
let ctx: TestContext;
let t: Tokens;
const G = MSG_ENTRADAS.generico;
const DONOS = 15;
beforeAll(async () => {
  ({ ctx, t } = await contextoComTokens());
  await ctx.db
    .insertInto('usuarios')
    .values(
      Array.from({ length: DONOS }, (_, i) => ({
        id: `opcao-${String(i).padStart(2, '0')}`,
        nome: `Dona Escolhível ${i}`,
        email: `escolhivel${i}@exemplo.com`,
        telefone: '',
        perfil: 'proprietario',
        status: 'ativo',
        senha_hash: 'x',
        token_versao: 0,
        cpf: i === 7 ? '52998224725' : '',
        rg: '',
        data_cadastro: '2030-01-01',
        ultimo_acesso: null,
      })),
    )
    .execute();
});
afterAll(() => ctx.close());

const opcoes = async (query: string) => {
  const res = await ctx.request(`/api/usuarios?${query}`, { token: t.admin });
  expect(res.status).toBe(200);
  return ((await res.json()) as Usuario[]).map((u) => u.nome);
};

describe('GET /api/usuarios as a picker’s search', () => {
  it('finds by a fragment of the name, the e-mail or the CPF (typed with or without dots)', async () => {
    expect(await opcoes('busca=escolh%C3%ADvel%203&perfil=proprietario&limite=10')).toEqual([
      'Dona Escolhível 3',
    ]);
    expect(await opcoes('busca=ESCOLHIVEL12%40&perfil=proprietario&limite=10')).toEqual([
      'Dona Escolhível 12',
    ]);
    expect(await opcoes('busca=529.982.247&perfil=proprietario&limite=10')).toEqual(['Dona Escolhível 7']);
    expect(await opcoes('busca=98224725&limite=10')).toEqual(['Dona Escolhível 7']);
  });

  it('answers at most the limit asked, and only the profile asked', async () => {
    expect(await opcoes('busca=escolh&perfil=proprietario&limite=10')).toHaveLength(10);
    expect(await opcoes('busca=escolh&perfil=inquilino&limite=10')).toEqual([]);
  });

  it('is the admin’s only: other profiles are refused', async () => {
    for (const token of [t.inquilino, t.corretor, t.proprietario]) {
      const res = await ctx.request('/api/usuarios?busca=escolh&limite=10', { token });
      expect(res.status).toBe(403);
    }
    expect((await ctx.request('/api/usuarios?busca=escolh&limite=10')).status).toBe(401);
  });

  it('a search over 120 characters or a limit of 0 is a 400', async () => {
    const longa = await ctx.request(`/api/usuarios?busca=${'a'.repeat(121)}&limite=10`, {
      token: t.admin,
    });
    expect(longa.status).toBe(400);
    const zero = await ctx.request('/api/usuarios?busca=escolh&limite=0', { token: t.admin });
    expect(zero.status).toBe(400);
    expect(JSON.stringify(await zero.json())).toContain(G.minValor(1));
  });
});
