import { linkAcessoSchema, MSG, MSG_ACESSO, type Usuario } from '@morada/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { esperarErro } from '../../test/http-helpers';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app';
import { lerColuna } from '../../test/banco';

/**
 * Issue 31 (A): a link issued before must not set a password once the account's password or access
 * changed: every unused link of the account is void, and answers like an expired one.
 */
let ctx: TestContext;
let admin: string;
beforeEach(async () => {
  ctx = await createTestContext();
  ctx.deps.env = loadEnv({ NODE_ENV: 'test', DATA_DIR: ctx.dataDir, PUBLIC_URL: 'https://morada.test' });
  admin = await ctx.adminToken();
});
afterEach(() => ctx.close());

const post = (path: string, json: unknown, token?: string) =>
  ctx.request(path, { method: 'POST', json, token });
const tokenDe = (link: string | null) => new URL(link!).searchParams.values().next().value as string;
const idDe = async (email: string) => (await lerColuna(ctx.db, 'usuarios', 'id', { email })).id;
const emitir = async (id: string) => {
  const res = await post(`/api/usuarios/${id}/link-acesso`, undefined, admin);
  expect(res.status, await res.clone().text()).toBe(201);
  return tokenDe(linkAcessoSchema.parse(await res.json()).link);
};
const redefinir = (token: string, senha = 'Invasor@2026') =>
  post('/api/auth/redefinir-senha', { token, senha });
const esperarLinkInvalido = async (token: string) =>
  esperarErro(await redefinir(token), 400, MSG.api.tokenRedefinicaoInvalido);
const editar = async (id: string, mudanca: Partial<Usuario>) => {
  const atual = (await (await ctx.request(`/api/usuarios/${id}`, { token: admin })).json()) as Usuario;
  const res = await ctx.request(`/api/usuarios/${id}`, {
    method: 'PUT',
    token: admin,
    json: { ...atual, ...mudanca },
  });
  expect(res.status, await res.clone().text()).toBe(200);
};

describe('a password or access change voids the unused links of the account', () => {
  it('the user changes the password (alterar-senha): the link staff issued before is refused', async () => {
    const id = await idDe(DEMO.inquilina.email);
    const token = await emitir(id);
    const sessao = await ctx.tenantToken();
    const alterada = await post(
      '/api/auth/alterar-senha',
      { senhaAtual: DEMO.inquilina.senha, novaSenha: 'Minha@2026' },
      sessao,
    );
    expect(alterada.status).toBe(200);
    await esperarLinkInvalido(token);
    // The password the user chose still works.
    expect((await ctx.login(DEMO.inquilina.email, 'Minha@2026')).length).toBeGreaterThan(10);
  });

  it('deactivated then reactivated by an admin: the old link stays void', async () => {
    const id = await idDe(DEMO.inquilina.email);
    const token = await emitir(id);
    await editar(id, { status: 'inativo' });
    await editar(id, { status: 'ativo' });
    await esperarLinkInvalido(token);
    // A link issued after the change works.
    expect((await redefinir(await emitir(id))).status).toBe(200);
  });

  it('an admin changes the role or the e-mail: the link issued before is refused', async () => {
    const id = await idDe('proprietario@morada.com.br');
    const antesDoPerfil = await emitir(id);
    await editar(id, { perfil: 'inquilino' });
    await esperarLinkInvalido(antesDoPerfil);
    const antesDoEmail = await emitir(id);
    await editar(id, { email: 'novo.endereco@morada.com.br' });
    await esperarLinkInvalido(antesDoEmail);
  });

  it('a pending account activated by an admin: its invitation no longer sets a password', async () => {
    const criado = await post(
      '/api/usuarios',
      {
        nome: 'Pedro Pendente',
        email: 'pedro.pendente@teste.com',
        telefone: '(11) 97777-1234',
        perfil: 'inquilino',
        senha: 'Qualquer@2026',
        status: 'ativo',
      },
      admin,
    );
    const { id } = (await criado.json()) as Usuario;
    await ctx.db.updateTable('usuarios').set({ status: 'pendente' }).where('id', '=', id).execute();
    const convite = await emitir(id);
    await editar(id, { status: 'ativo' });
    await esperarErro(
      await post('/api/auth/aceitar-convite', { token: convite, senha: 'Invasor@2026' }),
      400,
      MSG_ACESSO.conviteInvalido,
    );
  });

  it('a reset by another link, and a deleted account: no earlier link survives', async () => {
    const id = await idDe(DEMO.inquilina.email);
    const primeiro = await emitir(id);
    const segundo = await emitir(id);
    expect((await redefinir(segundo, 'Segundo@2026')).status).toBe(200);
    await esperarLinkInvalido(primeiro);
    await esperarLinkInvalido(segundo);

    const criado = await post(
      '/api/usuarios',
      {
        nome: 'Dora Excluída',
        email: 'dora@teste.com',
        telefone: '(11) 97777-4321',
        perfil: 'inquilino',
        senha: 'Qualquer@2026',
        status: 'ativo',
      },
      admin,
    );
    const { id: doraId } = (await criado.json()) as Usuario;
    const daDora = await emitir(doraId);
    expect((await ctx.request(`/api/usuarios/${doraId}`, { method: 'DELETE', token: admin })).status).toBe(
      204,
    );
    await esperarLinkInvalido(daDora);
  });
});
