import { MSG, type Usuario } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contar, corpoJsonRetido, esperarErro, idDoUsuario } from '../../test/http-helpers';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app';
import { contextoComTokens, type Tokens } from '../../test/contexto';
import { lerColuna } from '../../test/banco';

let ctx: TestContext;
let t: Tokens;
beforeAll(async () => ({ ctx, t } = await contextoComTokens()));
afterAll(() => ctx.close());

const NOVO = {
  nome: 'Paulo Lima',
  email: 'paulo@x.com',
  telefone: '(11) 91111-2222',
  perfil: 'corretor',
  senha: 'segredo1',
};
const idDe = async (email: string) => (await lerColuna(ctx.db, 'usuarios', 'id', { email })).id;

describe('/api/usuarios roles', () => {
  it('every route: 401 anonymous, 403 inquilino/corretor/proprietario', async () => {
    const id = await idDe(DEMO.inquilina.email);
    const rotas: [string, string, unknown?][] = [
      ['GET', '/api/usuarios'],
      ['GET', `/api/usuarios/${id}`],
      ['POST', '/api/usuarios', NOVO],
      ['PUT', `/api/usuarios/${id}`, NOVO],
      ['DELETE', `/api/usuarios/${id}`],
    ];
    const antes = await contar(ctx, 'usuarios');
    for (const [method, path, json] of rotas) {
      await esperarErro(await ctx.request(path, { method, json }), 401, MSG.auth.naoAutenticado);
      for (const token of [t.inquilino, t.corretor, t.proprietario]) {
        await esperarErro(await ctx.request(path, { method, json, token }), 403, MSG.auth.semPermissao);
      }
    }
    expect(await contar(ctx, 'usuarios')).toBe(antes);
  });
});

describe('/api/usuarios as admin', () => {
  it('lists with filters and X-Total-Count, never the password hash', async () => {
    const res = await ctx.request('/api/usuarios', { token: t.admin });
    const todos = (await res.json()) as Usuario[];
    expect(Number(res.headers.get('X-Total-Count'))).toBe(todos.length);
    expect(todos.length).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(todos)).not.toMatch(/senha|scrypt/);
    const inq = (await (
      await ctx.request('/api/usuarios?perfil=inquilino&status=todos', { token: t.admin })
    ).json()) as Usuario[];
    expect(inq.every((u) => u.perfil === 'inquilino')).toBe(true);
    const busca = (await (
      await ctx.request('/api/usuarios?busca=CARLOS', { token: t.admin })
    ).json()) as Usuario[];
    expect(busca.map((u) => u.email)).toEqual(['carlos@exemplo.com.br']);
    expect((await ctx.request('/api/usuarios?perfil=rei', { token: t.admin })).status).toBe(400);
  });

  it('GET /:id, 404 for unknown', async () => {
    const id = await idDe('carlos@exemplo.com.br');
    expect(await (await ctx.request(`/api/usuarios/${id}`, { token: t.admin })).json()).toMatchObject({
      nome: 'Carlos Pereira',
    });
    await esperarErro(
      await ctx.request('/api/usuarios/nao-existe', { token: t.admin }),
      404,
      MSG.api.usuarioNaoEncontrado,
    );
  });

  it('creates a user who can sign in; duplicate e-mail is a field error', async () => {
    const res = await ctx.request('/api/usuarios', { method: 'POST', token: t.admin, json: NOVO });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ nome: 'Paulo Lima', perfil: 'corretor', status: 'ativo' });
    expect(await ctx.login('paulo@x.com', 'segredo1')).toBeTruthy();
    const antes = await contar(ctx, 'usuarios');
    const dup = await ctx.request('/api/usuarios', {
      method: 'POST',
      token: t.admin,
      json: { ...NOVO, email: 'PAULO@x.com' },
    });
    await esperarErro(dup, 409, MSG.api.emailEmUso, [{ email: MSG.api.emailEmUso }]);
    const ruim = await ctx.request('/api/usuarios', {
      method: 'POST',
      token: t.admin,
      json: { nome: '', email: 'x', senha: '1' },
    });
    await esperarErro(ruim, 400, MSG.usuarioForm.nomeObrigatorio, [
      { nome: MSG.usuarioForm.nomeObrigatorio },
      { email: MSG.usuarioForm.emailInvalido },
      { senha: MSG.usuarioForm.senhaMinimo },
    ]);
    expect(await contar(ctx, 'usuarios')).toBe(antes);
  });

  it('concurrent creations with one e-mail: one 201, the others 409 with the field error (never 500)', async () => {
    const criar = () =>
      ctx.request('/api/usuarios', {
        method: 'POST',
        token: t.admin,
        json: { ...NOVO, email: 'corrida@x.com' },
      });
    const respostas = await Promise.all([criar(), criar(), criar()]);
    expect(respostas.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of respostas.filter((r) => r.status === 409))
      await esperarErro(r, 409, MSG.api.emailEmUso, [{ email: MSG.api.emailEmUso }]);
    expect(
      await ctx.db.selectFrom('usuarios').select('id').where('email', '=', 'corrida@x.com').execute(),
    ).toHaveLength(1);
  });

  it('deactivating or changing perfil revokes the user’s tokens', async () => {
    const token = await ctx.login('paulo@x.com', 'segredo1');
    const id = await idDe('paulo@x.com');
    const res = await ctx.request(`/api/usuarios/${id}`, {
      method: 'PUT',
      token: t.admin,
      json: { ...NOVO, perfil: 'proprietario', status: 'ativo' },
    });
    expect(await res.json()).toMatchObject({ perfil: 'proprietario' });
    await esperarErro(await ctx.request('/api/auth/verify-token', { token }), 401, MSG.auth.naoAutenticado);
    const t2 = await ctx.login('paulo@x.com', 'segredo1');
    await ctx.request(`/api/usuarios/${id}`, {
      method: 'PUT',
      token: t.admin,
      json: { ...NOVO, perfil: 'proprietario', status: 'inativo' },
    });
    await esperarErro(
      await ctx.request('/api/auth/verify-token', { token: t2 }),
      401,
      MSG.auth.naoAutenticado,
    );
  });

  it('PUT: duplicate e-mail 409, unknown id 404, invalid JSON 400', async () => {
    const id = await idDe('paulo@x.com');
    const dup = await ctx.request(`/api/usuarios/${id}`, {
      method: 'PUT',
      token: t.admin,
      json: { ...NOVO, email: DEMO.admin.email, status: 'ativo' },
    });
    await esperarErro(dup, 409, MSG.api.emailEmUso, [{ email: MSG.api.emailEmUso }]);
    await esperarErro(
      await ctx.request('/api/usuarios/x', {
        method: 'PUT',
        token: t.admin,
        json: { ...NOVO, status: 'ativo' },
      }),
      404,
      MSG.api.usuarioNaoEncontrado,
    );
    const invalido = await ctx.request(`/api/usuarios/${id}`, {
      method: 'PUT',
      token: t.admin,
      body: 'nao json',
      headers: { 'Content-Type': 'application/json' },
    });
    await esperarErro(invalido, 400, MSG.api.jsonInvalido);
  });

  it('DELETE: 204; not self (400); not a tenant with contracts (409)', async () => {
    const antes = await contar(ctx, 'usuarios');
    const admin = await idDe(DEMO.admin.email);
    await esperarErro(
      await ctx.request(`/api/usuarios/${admin}`, { method: 'DELETE', token: t.admin }),
      400,
      MSG.api.naoPodeExcluirSiMesmo,
    );
    const inquilina = await idDe(DEMO.inquilina.email);
    await esperarErro(
      await ctx.request(`/api/usuarios/${inquilina}`, { method: 'DELETE', token: t.admin }),
      409,
      MSG.api.usuarioComContratos,
    );
    expect(await contar(ctx, 'usuarios')).toBe(antes);
    const id = await idDe('paulo@x.com');
    expect((await ctx.request(`/api/usuarios/${id}`, { method: 'DELETE', token: t.admin })).status).toBe(204);
    expect(await contar(ctx, 'usuarios')).toBe(antes - 1);
    await esperarErro(
      await ctx.request(`/api/usuarios/${id}`, { method: 'DELETE', token: t.admin }),
      404,
      MSG.api.usuarioNaoEncontrado,
    );
  });
});

describe('admin lock-out', () => {
  let c: TestContext;
  beforeAll(async () => {
    c = await createTestContext();
  });
  afterAll(() => c.close());

  const admins = () =>
    c.db
      .selectFrom('usuarios')
      .select(['email', 'perfil', 'status'])
      .where('perfil', '=', 'admin')
      .orderBy('email')
      .execute();
  const idEm = (email: string) => idDoUsuario(c, email);
  /** Ana and Bia both active admins again; answers their tokens. */
  const duasAdmins = async (idAna: string, idBia: string) => {
    await c.db
      .updateTable('usuarios')
      .set({ perfil: 'admin', status: 'ativo' })
      .where('id', 'in', [idAna, idBia])
      .execute();
    return [await c.adminToken(), await c.login('bia@x.com', NOVO.senha)] as const;
  };
  const ADMIN = {
    nome: 'Ana Administradora',
    email: DEMO.admin.email,
    telefone: '(11) 90000-0000',
    perfil: 'admin',
    status: 'ativo',
  };

  it('an admin cannot demote or deactivate themselves (409 with the field), and nothing changes', async () => {
    const token = await c.adminToken();
    const id = await idEm(DEMO.admin.email);
    const antes = await admins();
    const rebaixar = await c.request(`/api/usuarios/${id}`, {
      method: 'PUT',
      token,
      json: { ...ADMIN, perfil: 'corretor' },
    });
    await esperarErro(rebaixar, 409, MSG.api.naoPodeRebaixarSiMesmo, [
      { perfil: MSG.api.naoPodeRebaixarSiMesmo },
    ]);
    for (const status of ['inativo', 'pendente']) {
      const res = await c.request(`/api/usuarios/${id}`, {
        method: 'PUT',
        token,
        json: { ...ADMIN, status },
      });
      await esperarErro(res, 409, MSG.api.naoPodeDesativarSiMesmo, [
        { status: MSG.api.naoPodeDesativarSiMesmo },
      ]);
    }
    expect(await admins()).toEqual(antes);
    // Editing their own other fields still works, and the session survives it.
    const ok = await c.request(`/api/usuarios/${id}`, {
      method: 'PUT',
      token,
      json: { ...ADMIN, nome: 'Ana A.' },
    });
    expect([ok.status, ((await ok.json()) as Usuario).nome]).toEqual([200, 'Ana A.']);
    expect((await c.request('/api/auth/verify-token', { token })).status).toBe(200);
  });

  it('the last active admin cannot be demoted or deactivated, even by an admin who was just removed', async () => {
    const criado = await c.request('/api/usuarios', {
      method: 'POST',
      token: await c.adminToken(),
      json: { ...NOVO, email: 'bia@x.com', perfil: 'admin' },
    });
    expect(criado.status).toBe(201);
    const [idAna, idBia] = [await idEm(DEMO.admin.email), await idEm('bia@x.com')];
    const BIA = { ...NOVO, email: 'bia@x.com', perfil: 'admin', status: 'ativo' };
    for (const [mudanca, campo] of [
      [{ perfil: 'corretor' }, 'perfil'],
      [{ status: 'inativo' }, 'status'],
    ] as const) {
      const [ana, bia] = await duasAdmins(idAna, idBia);
      // Bia, still an admin, starts removing Ana; while her request waits, Ana demotes Bia.
      const retido = corpoJsonRetido({ ...ADMIN, ...mudanca });
      const daBia = c.request(`/api/usuarios/${idAna}`, { method: 'PUT', token: bia, ...retido.init });
      await retido.lendo;
      const daAna = await c.request(`/api/usuarios/${idBia}`, {
        method: 'PUT',
        token: ana,
        json: { ...BIA, perfil: 'corretor' },
      });
      expect(daAna.status).toBe(200);
      retido.soltar();
      await esperarErro(await daBia, 409, MSG.api.ultimoAdministrador, [
        { [campo]: MSG.api.ultimoAdministrador },
      ]);
      expect(await admins()).toEqual([{ email: DEMO.admin.email, perfil: 'admin', status: 'ativo' }]);
    }
  });

  it('an admin deleted mid-request cannot then deactivate the last active admin', async () => {
    const [idAna, idBia] = [await idEm(DEMO.admin.email), await idEm('bia@x.com')];
    const [ana, bia] = await duasAdmins(idAna, idBia);
    // Ana deletes Bia while Bia's request to deactivate Ana waits for its body.
    const retido = corpoJsonRetido({ ...ADMIN, status: 'inativo' });
    const daBia = c.request(`/api/usuarios/${idAna}`, { method: 'PUT', token: bia, ...retido.init });
    await retido.lendo;
    expect((await c.request(`/api/usuarios/${idBia}`, { method: 'DELETE', token: ana })).status).toBe(204);
    retido.soltar();
    await esperarErro(await daBia, 409, MSG.api.ultimoAdministrador, [
      { status: MSG.api.ultimoAdministrador },
    ]);
    expect(await admins()).toEqual([{ email: DEMO.admin.email, perfil: 'admin', status: 'ativo' }]);
  });
});
