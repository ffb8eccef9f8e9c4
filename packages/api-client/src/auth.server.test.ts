import { MSG, MSG_ACESSO } from '@morada/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { CHAVE_TOKEN, CHAVE_USUARIO } from './session';
import { autorizacao, createHarness, DEMO, type Harness } from './test/harness';

// Against the real server in-process: spec §4 (session) and §8 (auth messages).
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => {
  h.client.sessao.limpar();
  h.location.navegacoes.length = 0;
  h.requisicoes.length = 0;
});

describe('sign in (spec §4)', () => {
  it('stores token and user, and later calls send the Bearer token', async () => {
    const usuario = await h.api.sessao.entrar(DEMO.admin.email, DEMO.admin.senha);
    expect(usuario).toMatchObject({ nome: 'Ana Administradora', email: DEMO.admin.email, tipo: 'admin' });
    const token = h.storage.getItem(CHAVE_TOKEN);
    expect(token).toBeTruthy();
    expect(JSON.parse(h.storage.getItem(CHAVE_USUARIO)!)).toMatchObject({ perfil: 'admin', tipo: 'admin' });
    expect(h.client.sessao.getSnapshot().usuario?.nome).toBe('Ana Administradora');

    const usuarios = await h.api.usuarios.listar();
    expect(usuarios.map((u) => u.email)).toContain(DEMO.inquilina.email);
    expect(autorizacao(h.requisicoes.at(-1)?.init)).toBe(`Bearer ${token}`);
    expect(await h.api.auth.verifyToken()).toBe(true);
  });

  it('wrong password: the server message, nothing stored, no redirect', async () => {
    const erro = (await h.api.sessao.entrar(DEMO.admin.email, 'errada').catch((e: unknown) => e)) as ApiError;
    expect(erro).toBeInstanceOf(ApiError);
    expect(erro.status).toBe(401);
    expect(erro.mensagem).toBe(MSG.auth.credenciaisInvalidas);
    expect(h.storage.getItem(CHAVE_TOKEN)).toBeNull();
    expect(h.location.navegacoes).toEqual([]);
  });

  it('no token is sent when none is stored', async () => {
    await h.api.imoveis.listar();
    expect(autorizacao(h.requisicoes.at(-1)?.init)).toBeNull();
  });
});

describe('register (spec §4/§8)', () => {
  it('registers an inquilino who can then sign in', async () => {
    await h.api.sessao.registrar({ nome: 'Paulo Novo', email: 'paulo.novo@exemplo.com', senha: 'segredo1' });
    expect(h.storage.getItem(CHAVE_TOKEN)).toBeNull();
    const usuario = await h.api.sessao.entrar('paulo.novo@exemplo.com', 'segredo1');
    expect(usuario).toMatchObject({ nome: 'Paulo Novo', tipo: 'inquilino' });
  });

  it('a taken e-mail is answered like a new one (issue 31) and the account is left as it was', async () => {
    const dados = { nome: 'Outra', senha: 'segredo1' };
    const novo = await h.api.auth.register({ ...dados, email: 'outra.nova@exemplo.com' });
    const existente = await h.api.auth.register({ ...dados, email: DEMO.inquilina.email });
    expect(existente).toEqual(novo);
    expect(existente).toEqual({ ok: true, mensagem: MSG_ACESSO.registroRecebido });
    const erro = (await h.api.sessao
      .entrar(DEMO.inquilina.email, 'segredo1')
      .catch((e: unknown) => e)) as ApiError;
    expect(erro.status).toBe(401);
    expect(await h.api.sessao.entrar(DEMO.inquilina.email, DEMO.inquilina.senha)).toMatchObject({
      email: DEMO.inquilina.email,
    });
  });

  it('an invalid payload gives the first field message', async () => {
    const erro = (await h.api.sessao
      .registrar({ nome: 'X', email: 'nao-e-email', senha: '123' })
      .catch((e: unknown) => e)) as ApiError;
    expect(erro.status).toBe(400);
    expect(erro.mensagem).toBe(MSG.usuarioForm.emailInvalido);
    expect(erro.errosPorCampo).toMatchObject({
      email: MSG.usuarioForm.emailInvalido,
      senha: MSG.usuarioForm.senhaMinimo,
    });
  });
});

describe('401 handling (spec §4)', () => {
  /** Signs in, then revokes that token on the server (as a sign-out in another tab would). */
  const entrarERevogar = async () => {
    await h.api.sessao.entrar(DEMO.admin.email, DEMO.admin.senha);
    const token = h.storage.getItem(CHAVE_TOKEN)!;
    const res = await h.ctx.request('/api/auth/logout', { method: 'POST', token });
    expect(res.status).toBeLessThan(300);
    h.location.navegacoes.length = 0;
  };

  it('a 401 on an admin call clears the session and goes to /login?session_expired=true', async () => {
    await entrarERevogar();
    const erro = (await h.api.usuarios.listar().catch((e: unknown) => e)) as ApiError;
    expect(erro.status).toBe(401);
    expect(h.storage.getItem(CHAVE_TOKEN)).toBeNull();
    expect(h.storage.getItem(CHAVE_USUARIO)).toBeNull();
    expect(h.client.sessao.getSnapshot().usuario).toBeNull();
    expect(h.location.navegacoes).toEqual(['/login?session_expired=true']);
  });

  it('a 401 on a property call redirects the same way', async () => {
    await entrarERevogar();
    await expect(h.api.imoveis.excluir('qualquer')).rejects.toMatchObject({ status: 401 });
    expect(h.location.navegacoes).toEqual(['/login?session_expired=true']);
  });

  it('already on /login: clears but does not navigate', async () => {
    const naLogin = await createHarness({
      location: { pathname: '/login', assign: () => expect.fail('navegou') },
    });
    try {
      await naLogin.api.sessao.entrar(DEMO.admin.email, DEMO.admin.senha);
      const token = naLogin.storage.getItem(CHAVE_TOKEN)!;
      await naLogin.ctx.request('/api/auth/logout', { method: 'POST', token });
      await expect(naLogin.api.dashboard.obter()).rejects.toMatchObject({ status: 401 });
      expect(naLogin.storage.getItem(CHAVE_TOKEN)).toBeNull();
    } finally {
      await naLogin.close();
    }
  });

  it('a 401 on an auth call only clears (verify-token answers false)', async () => {
    await entrarERevogar();
    expect(await h.api.auth.verifyToken()).toBe(false);
    expect(h.storage.getItem(CHAVE_TOKEN)).toBeNull();
    expect(h.location.navegacoes).toEqual([]);
  });

  it('sair revokes the token on the server and clears locally', async () => {
    await h.api.sessao.entrar(DEMO.admin.email, DEMO.admin.senha);
    const token = h.storage.getItem(CHAVE_TOKEN)!;
    await h.api.sessao.sair();
    expect(h.storage.getItem(CHAVE_TOKEN)).toBeNull();
    const res = await h.ctx.request('/api/usuarios', { token });
    expect(res.status).toBe(401);
  });
});
