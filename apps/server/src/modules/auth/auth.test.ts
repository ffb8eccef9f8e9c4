import { MSG } from '@morada/domain';
import { sign } from 'hono/jwt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JWT_AUDIENCE, JWT_ISSUER } from '../../http/auth';
import { contextoComRelogio } from '../../test/contexto';
import { contar, esperarErro } from '../../test/http-helpers';
import { DEMO, type TestContext } from '../../test/test-app';
import { JANELA_REGISTRO_MS, REGISTRO_MAX } from './auth.limits';
import { LOGIN_MAX_FALHAS } from './controle-login';
import { lerColuna } from '../../test/banco';

let ctx: TestContext;
let relogio: { agora: Date };
beforeEach(async () => ({ ctx, relogio } = await contextoComRelogio()));
afterEach(() => ctx.close());

const login = (email: string, senha: string) =>
  ctx.request('/api/auth/login', { method: 'POST', json: { email, senha } });
const registrar = (email: string) =>
  ctx.request('/api/auth/register', { method: 'POST', json: { nome: 'Novo', email, senha: 'segredo1' } });
const ultimoAcesso = async (email: string) =>
  (await lerColuna(ctx.db, 'usuarios', 'ultimo_acesso', { email })).ultimo_acesso;

describe('POST /api/auth/login', () => {
  it('answers token and the user without the password hash, and records the access', async () => {
    const res = await login(DEMO.admin.email, DEMO.admin.senha);
    expect(res.status).toBe(200);
    const corpo = (await res.json()) as { token: string; usuario: Record<string, unknown> };
    expect(corpo.token).toMatch(/^ey/);
    expect(corpo.usuario).toMatchObject({
      nome: 'Ana Administradora',
      email: DEMO.admin.email,
      perfil: 'admin',
      status: 'ativo',
    });
    expect(corpo.usuario.ultimoAcesso).toBe(relogio.agora.toISOString());
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
      await ctx.db
        .updateTable('usuarios')
        .set({ status })
        .where('email', '=', 'carlos@exemplo.com.br')
        .execute();
      await esperarErro(await login('carlos@exemplo.com.br', 'Carlos@2026'), 401, MSG.auth.contaInativa);
    }
  });

  it('validates the body: missing fields, wrong types, invalid JSON', async () => {
    await esperarErro(
      await ctx.request('/api/auth/login', { method: 'POST', json: {} }),
      400,
      'Email é obrigatório',
      [{ email: 'Email é obrigatório' }, { senha: 'Senha é obrigatória' }],
    );
    await esperarErro(
      await ctx.request('/api/auth/login', { method: 'POST', json: { email: 1, senha: [] } }),
      400,
      'Email é obrigatório',
    );
    const res = await ctx.request('/api/auth/login', {
      method: 'POST',
      body: '{"email":',
      headers: { 'Content-Type': 'application/json' },
    });
    await esperarErro(res, 400, MSG.api.jsonInvalido);
  });

  it('counts each attempt before hashing, so a parallel burst gets only the allowance', async () => {
    const acessoAntes = await ultimoAcesso(DEMO.admin.email);
    const respostas = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(DEMO.admin.email, `errada${i}`)),
    );
    const status = respostas.map((r) => r.status);
    expect(status.filter((s) => s === 401)).toHaveLength(LOGIN_MAX_FALHAS);
    expect(status.filter((s) => s === 429)).toHaveLength(25 - LOGIN_MAX_FALHAS);
    const bloqueada = respostas.find((r) => r.status === 429)!;
    await esperarErro(bloqueada, 429, MSG.auth.muitasTentativas);
    expect(await ultimoAcesso(DEMO.admin.email)).toBe(acessoAntes);
  });
});

describe('POST /api/auth/register', () => {
  it('always creates an active inquilino, whatever perfil is sent', async () => {
    const res = await ctx.request('/api/auth/register', {
      method: 'POST',
      json: { nome: 'Novo', email: 'novo@x.com', senha: 'segredo1', perfil: 'admin' },
    });
    expect(res.status).toBe(202);
    const row = await ctx.db
      .selectFrom('usuarios')
      .selectAll()
      .where('email', '=', 'novo@x.com')
      .executeTakeFirstOrThrow();
    expect([row.perfil, row.status]).toEqual(['inquilino', 'ativo']);
    expect((await login('novo@x.com', 'segredo1')).status).toBe(200);
  });

  it('a duplicate e-mail (any case) is answered like a new one and creates nothing (issue 31; see registro.test)', async () => {
    const antes = await contar(ctx, 'usuarios');
    const res = await ctx.request('/api/auth/register', {
      method: 'POST',
      json: { nome: 'X', email: DEMO.admin.email.toUpperCase(), senha: 'segredo1', perfil: 'inquilino' },
    });
    expect(res.status).toBe(202);
    expect(await contar(ctx, 'usuarios')).toBe(antes);
  });

  it(`allows ${REGISTRO_MAX} sign-ups per IP per hour, then 429 without creating anyone`, async () => {
    for (let i = 0; i < REGISTRO_MAX; i++) expect((await registrar(`novo${i}@x.com`)).status).toBe(202);
    const antes = await contar(ctx, 'usuarios');
    await esperarErro(await registrar('mais1@x.com'), 429, MSG.api.muitosCadastros);
    const rajada = await Promise.all(Array.from({ length: 5 }, (_, i) => registrar(`rajada${i}@x.com`)));
    expect(rajada.map((r) => r.status)).toEqual([429, 429, 429, 429, 429]);
    expect(await contar(ctx, 'usuarios')).toBe(antes);
    relogio.agora = new Date(relogio.agora.getTime() + JANELA_REGISTRO_MS + 1);
    expect((await registrar('depois@x.com')).status).toBe(202);
  });

  it('a parallel burst of sign-ups creates at most the allowance', async () => {
    const antes = await contar(ctx, 'usuarios');
    const rajada = await Promise.all(Array.from({ length: 12 }, (_, i) => registrar(`rajada${i}@x.com`)));
    expect(rajada.filter((r) => r.status === 202)).toHaveLength(REGISTRO_MAX);
    expect(rajada.filter((r) => r.status === 429)).toHaveLength(12 - REGISTRO_MAX);
    expect(await contar(ctx, 'usuarios')).toBe(antes + REGISTRO_MAX);
  });

  it('400 on a short password or a bad e-mail', async () => {
    const antes = await contar(ctx, 'usuarios');
    const res = await ctx.request('/api/auth/register', {
      method: 'POST',
      json: { nome: 'X', email: 'nao-email', senha: '123' },
    });
    expect(res.status).toBe(400);
    const corpo = (await res.json()) as { erros: Record<string, string>[] };
    expect(corpo.erros).toEqual(
      expect.arrayContaining([
        { email: MSG.usuarioForm.emailInvalido },
        { senha: MSG.usuarioForm.senhaMinimo },
      ]),
    );
    expect(await contar(ctx, 'usuarios')).toBe(antes);
  });
});

describe('verify-token and logout', () => {
  it('verify-token answers the user for a valid token, 401 otherwise', async () => {
    const token = await ctx.tenantToken();
    const res = await ctx.request('/api/auth/verify-token', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      valido: true,
      usuario: { email: DEMO.inquilina.email, perfil: 'inquilino' },
    });
    await esperarErro(await ctx.request('/api/auth/verify-token'), 401, MSG.auth.naoAutenticado);
    await esperarErro(
      await ctx.request('/api/auth/verify-token', { token: 'abc.def.ghi' }),
      401,
      MSG.auth.naoAutenticado,
    );
  });

  it('rejects a token signed with another secret or alg none', async () => {
    const [h, p] = (await ctx.adminToken()).split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    await esperarErro(
      await ctx.request('/api/auth/verify-token', { token: none }),
      401,
      MSG.auth.naoAutenticado,
    );
    await esperarErro(
      await ctx.request('/api/auth/verify-token', { token: `${h}.${p}.AAAA` }),
      401,
      MSG.auth.naoAutenticado,
    );
  });

  it('rejects an expired token and tokens with a wrong iss or aud', async () => {
    const admin = await ctx.db
      .selectFrom('usuarios')
      .select(['id', 'token_versao'])
      .where('email', '=', DEMO.admin.email)
      .executeTakeFirstOrThrow();
    const agoraSeg = Math.floor(Date.now() / 1000);
    const valido = {
      sub: admin.id,
      perfil: 'admin',
      tv: admin.token_versao,
      iss: JWT_ISSUER,
      aud: JWT_AUDIENCE,
      iat: agoraSeg,
      exp: agoraSeg + 3600,
    };
    const assinar = (over: Record<string, unknown>) =>
      sign({ ...valido, ...over }, ctx.deps.jwtSecret, 'HS256');
    // The control: the same claims, untouched, open the protected route.
    expect((await ctx.request('/api/usuarios', { token: await assinar({}) })).status).toBe(200);
    const antes = await contar(ctx, 'usuarios');
    for (const over of [
      { iat: agoraSeg - 7200, exp: agoraSeg - 60 },
      { iss: 'outro-emissor' },
      { aud: 'outro-publico' },
    ]) {
      const token = await assinar(over);
      await esperarErro(await ctx.request('/api/usuarios', { token }), 401, MSG.auth.naoAutenticado);
      await esperarErro(
        await ctx.request('/api/usuarios', {
          method: 'POST',
          token,
          json: { nome: 'X', email: 'x@x.com', perfil: 'admin', senha: 'segredo1' },
        }),
        401,
        MSG.auth.naoAutenticado,
      );
    }
    expect(await contar(ctx, 'usuarios')).toBe(antes);
  });

  it('refuses a token without exp even when correctly signed', async () => {
    const admin = await ctx.db
      .selectFrom('usuarios')
      .select(['id', 'perfil', 'token_versao'])
      .where('email', '=', DEMO.admin.email)
      .executeTakeFirstOrThrow();
    const claims = {
      sub: admin.id,
      perfil: admin.perfil,
      tv: admin.token_versao,
      iss: JWT_ISSUER,
      aud: JWT_AUDIENCE,
    };
    const semExp = await sign(claims, ctx.deps.jwtSecret, 'HS256');
    await esperarErro(await ctx.request('/api/usuarios', { token: semExp }), 401, MSG.auth.naoAutenticado);
    const comExp = await sign(
      { ...claims, exp: Math.floor(Date.now() / 1000) + 60 },
      ctx.deps.jwtSecret,
      'HS256',
    );
    expect((await ctx.request('/api/usuarios', { token: comExp })).status).toBe(200);
  });

  it('logout revokes every token of the user', async () => {
    const t1 = await ctx.adminToken();
    const t2 = await ctx.adminToken();
    expect((await ctx.request('/api/auth/logout', { method: 'POST', token: t1 })).status).toBe(200);
    await esperarErro(
      await ctx.request('/api/auth/verify-token', { token: t2 }),
      401,
      MSG.auth.naoAutenticado,
    );
    await esperarErro(
      await ctx.request('/api/auth/logout', { method: 'POST' }),
      401,
      MSG.auth.naoAutenticado,
    );
  });
});
