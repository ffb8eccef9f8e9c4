import { MSG } from '@morada/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contar, esperarErro } from '../../test/http-helpers';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app';
import { LOGIN_MAX_FALHAS } from './auth.limits';

let ctx: TestContext;
let agora: Date;
beforeEach(async () => {
  ctx = await createTestContext();
  agora = new Date();
  ctx.deps.now = () => agora;
});
afterEach(() => ctx.close());

const login = (email: string, senha: string) => ctx.request('/api/auth/login', { method: 'POST', json: { email, senha } });

describe('POST /api/auth/login', () => {
  it('answers token and the user without the password hash, and records the access', async () => {
    const res = await login(DEMO.admin.email, DEMO.admin.senha);
    expect(res.status).toBe(200);
    const corpo = (await res.json()) as { token: string; usuario: Record<string, unknown> };
    expect(corpo.token).toMatch(/^ey/);
    expect(corpo.usuario).toMatchObject({ nome: 'Ana Administradora', email: DEMO.admin.email, perfil: 'admin', status: 'ativo' });
    expect(corpo.usuario.ultimoAcesso).toBe(agora.toISOString());
    expect(JSON.stringify(corpo)).not.toMatch(/senha|scrypt/);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    await esperarErro(await login(DEMO.admin.email, 'errada'), 401, 'Email ou senha incorretos.');
    await esperarErro(await login('ninguem@x.com', 'errada'), 401, 'Email ou senha incorretos.');
  });

  it('is case-insensitive on the e-mail', async () => {
    expect((await login('ADMIN@Morada.com.br', DEMO.admin.senha)).status).toBe(200);
  });

  it('refuses inactive and pending users', async () => {
    for (const status of ['inativo', 'pendente']) {
      await ctx.db.updateTable('usuarios').set({ status }).where('email', '=', 'carlos@exemplo.com.br').execute();
      await esperarErro(await login('carlos@exemplo.com.br', 'Carlos@2026'), 401, MSG.auth.contaInativa);
    }
  });

  it('validates the body: missing fields, wrong types, invalid JSON', async () => {
    await esperarErro(await ctx.request('/api/auth/login', { method: 'POST', json: {} }), 400, 'Email é obrigatório', [
      { email: 'Email é obrigatório' },
      { senha: 'Senha é obrigatória' },
    ]);
    await esperarErro(await ctx.request('/api/auth/login', { method: 'POST', json: { email: 1, senha: [] } }), 400, 'Email é obrigatório');
    const res = await ctx.request('/api/auth/login', {
      method: 'POST',
      body: '{"email":',
      headers: { 'Content-Type': 'application/json' },
    });
    await esperarErro(res, 400, MSG.api.jsonInvalido);
  });

  it('blocks an account after 10 failures for 15 minutes (429), even with the right password', async () => {
    for (let i = 0; i < LOGIN_MAX_FALHAS; i++) expect((await login(DEMO.admin.email, `x${i}`)).status).toBe(401);
    await esperarErro(await login(DEMO.admin.email, DEMO.admin.senha), 429, MSG.auth.muitasTentativas);
    agora = new Date(agora.getTime() + 15 * 60 * 1000 + 1);
    expect((await login(DEMO.admin.email, DEMO.admin.senha)).status).toBe(200);
  });

  it('blocks an IP that fails across many accounts', async () => {
    for (let i = 0; i < LOGIN_MAX_FALHAS; i++) await login(`naoexiste${i}@x.com`, 'x');
    await esperarErro(await login(DEMO.inquilina.email, DEMO.inquilina.senha), 429, MSG.auth.muitasTentativas);
  });
});

describe('POST /api/auth/register', () => {
  it('always creates an active inquilino, whatever perfil is sent', async () => {
    const res = await ctx.request('/api/auth/register', {
      method: 'POST',
      json: { nome: 'Novo', email: 'novo@x.com', senha: 'segredo1', perfil: 'admin' },
    });
    expect(res.status).toBe(201);
    const row = await ctx.db.selectFrom('usuarios').selectAll().where('email', '=', 'novo@x.com').executeTakeFirstOrThrow();
    expect([row.perfil, row.status]).toEqual(['inquilino', 'ativo']);
    expect((await login('novo@x.com', 'segredo1')).status).toBe(200);
  });

  it('409 on a duplicate e-mail, with the field error, and creates nothing', async () => {
    const antes = await contar(ctx, 'usuarios');
    const res = await ctx.request('/api/auth/register', {
      method: 'POST',
      json: { nome: 'X', email: DEMO.admin.email.toUpperCase(), senha: 'segredo1', perfil: 'inquilino' },
    });
    await esperarErro(res, 409, 'Este email já está cadastrado.', [{ email: 'Este email já está cadastrado.' }]);
    expect(await contar(ctx, 'usuarios')).toBe(antes);
  });

  it('400 on a short password or a bad e-mail', async () => {
    const antes = await contar(ctx, 'usuarios');
    const res = await ctx.request('/api/auth/register', { method: 'POST', json: { nome: 'X', email: 'nao-email', senha: '123' } });
    expect(res.status).toBe(400);
    const corpo = (await res.json()) as { erros: Record<string, string>[] };
    expect(corpo.erros).toEqual(expect.arrayContaining([{ email: MSG.usuarioForm.emailInvalido }, { senha: MSG.usuarioForm.senhaMinimo }]));
    expect(await contar(ctx, 'usuarios')).toBe(antes);
  });
});

describe('verify-token and logout', () => {
  it('verify-token answers the user for a valid token, 401 otherwise', async () => {
    const token = await ctx.tenantToken();
    const res = await ctx.request('/api/auth/verify-token', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ valido: true, usuario: { email: DEMO.inquilina.email, perfil: 'inquilino' } });
    await esperarErro(await ctx.request('/api/auth/verify-token'), 401, MSG.auth.naoAutenticado);
    await esperarErro(await ctx.request('/api/auth/verify-token', { token: 'abc.def.ghi' }), 401, MSG.auth.naoAutenticado);
  });

  it('rejects a token signed with another secret or alg none', async () => {
    const [h, p] = (await ctx.adminToken()).split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    await esperarErro(await ctx.request('/api/auth/verify-token', { token: none }), 401, MSG.auth.naoAutenticado);
    await esperarErro(await ctx.request('/api/auth/verify-token', { token: `${h}.${p}.AAAA` }), 401, MSG.auth.naoAutenticado);
  });

  it('logout revokes every token of the user', async () => {
    const t1 = await ctx.adminToken();
    const t2 = await ctx.adminToken();
    expect((await ctx.request('/api/auth/logout', { method: 'POST', token: t1 })).status).toBe(200);
    await esperarErro(await ctx.request('/api/auth/verify-token', { token: t2 }), 401, MSG.auth.naoAutenticado);
    await esperarErro(await ctx.request('/api/auth/logout', { method: 'POST' }), 401, MSG.auth.naoAutenticado);
  });
});
