import { MSG, type Usuario } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpoJsonRetido, esperarErro, idDoUsuario } from '../../test/http-helpers';
import { contextoNoPostgres } from '../../test/contexto';
import { motivoSemPostgres } from '../../test/postgres';
import { DEMO, type TestContext } from '../../test/test-app';
import { lerColuna } from '../../test/banco';

const motivo = motivoSemPostgres();
if (motivo) console.warn(`PostgreSQL: testes pulados — ${motivo}`);

describe.skipIf(Boolean(motivo))('usuários and auth on PostgreSQL', () => {
  let ctx: TestContext;
  let fechar: (() => Promise<void>) | undefined;
  beforeAll(async () => ({ ctx, fechar } = await contextoNoPostgres()));
  afterAll(() => fechar?.());

  it('signs in, lists with filters and search, creates, revokes and deletes', async () => {
    const admin = await ctx.adminToken();
    const busca = (await (
      await ctx.request('/api/usuarios?busca=carlos', { token: admin })
    ).json()) as Usuario[];
    expect(busca.map((u) => u.nome)).toEqual(['Carlos Pereira']);
    const inq = (await (
      await ctx.request('/api/usuarios?perfil=inquilino', { token: admin })
    ).json()) as Usuario[];
    expect(inq.length).toBe(2);
    const novo = await ctx.request('/api/usuarios', {
      method: 'POST',
      token: admin,
      json: {
        nome: 'Teste PG',
        email: 'pg@x.com',
        telefone: '11988887777',
        perfil: 'corretor',
        senha: 'segredo1',
      },
    });
    expect(novo.status).toBe(201);
    const { id } = (await novo.json()) as Usuario;
    const t = await ctx.login('pg@x.com', 'segredo1');
    await ctx.request(`/api/usuarios/${id}`, {
      method: 'PUT',
      token: admin,
      json: {
        nome: 'Teste PG',
        email: 'pg@x.com',
        telefone: '11988887777',
        perfil: 'corretor',
        status: 'inativo',
      },
    });
    expect((await ctx.request('/api/auth/verify-token', { token: t })).status).toBe(401);
    expect((await ctx.request(`/api/usuarios/${id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    const inquilina = await lerColuna(ctx.db, 'usuarios', 'id', { email: DEMO.inquilina.email });
    expect(
      (await ctx.request(`/api/usuarios/${inquilina.id}`, { method: 'DELETE', token: admin })).status,
    ).toBe(409);
  });

  it('keeps the last active admin (the guard reads admins FOR UPDATE on PostgreSQL)', async () => {
    const ana = await ctx.adminToken();
    const criada = await ctx.request('/api/usuarios', {
      method: 'POST',
      token: ana,
      json: {
        nome: 'Bia PG',
        email: 'bia-pg@x.com',
        telefone: '11988887777',
        perfil: 'admin',
        senha: 'segredo1',
      },
    });
    expect(criada.status).toBe(201);
    const idBia = ((await criada.json()) as Usuario).id;
    const idAna = await idDoUsuario(ctx, DEMO.admin.email);
    const bia = await ctx.login('bia-pg@x.com', 'segredo1');
    const anaDados = {
      nome: 'Ana',
      email: DEMO.admin.email,
      telefone: '11988887777',
      perfil: 'admin',
      status: 'ativo',
    };
    const retido = corpoJsonRetido({ ...anaDados, perfil: 'corretor' });
    const daBia = ctx.request(`/api/usuarios/${idAna}`, { method: 'PUT', token: bia, ...retido.init });
    await retido.lendo;
    const daAna = await ctx.request(`/api/usuarios/${idBia}`, {
      method: 'PUT',
      token: ana,
      json: {
        nome: 'Bia PG',
        email: 'bia-pg@x.com',
        telefone: '11988887777',
        perfil: 'corretor',
        status: 'ativo',
      },
    });
    expect(daAna.status).toBe(200);
    retido.soltar();
    await esperarErro(await daBia, 409, MSG.api.ultimoAdministrador, [
      { perfil: MSG.api.ultimoAdministrador },
    ]);
    const admins = await ctx.db
      .selectFrom('usuarios')
      .select('email')
      .where('perfil', '=', 'admin')
      .where('status', '=', 'ativo')
      .execute();
    expect(admins).toEqual([{ email: DEMO.admin.email }]);
  });
});
