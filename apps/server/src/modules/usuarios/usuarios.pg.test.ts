import type { Usuario } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarPostgres, motivoSemPostgres, type PgCluster } from '../../test/postgres';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app';

const motivo = motivoSemPostgres();
if (motivo) console.warn(`PostgreSQL: testes pulados — ${motivo}`);

describe.skipIf(Boolean(motivo))('usuários and auth on PostgreSQL', () => {
  let cluster: PgCluster;
  let ctx: TestContext;
  beforeAll(async () => {
    cluster = await iniciarPostgres();
    ctx = await createTestContext({ databaseUrl: await cluster.novoBanco() });
  });
  afterAll(async () => {
    await ctx?.close();
    cluster?.parar();
  });

  it('signs in, lists with filters and search, creates, revokes and deletes', async () => {
    const admin = await ctx.adminToken();
    const busca = (await (await ctx.request('/api/usuarios?busca=carlos', { token: admin })).json()) as Usuario[];
    expect(busca.map((u) => u.nome)).toEqual(['Carlos Pereira']);
    const inq = (await (await ctx.request('/api/usuarios?perfil=inquilino', { token: admin })).json()) as Usuario[];
    expect(inq.length).toBe(2);
    const novo = await ctx.request('/api/usuarios', {
      method: 'POST',
      token: admin,
      json: { nome: 'Teste PG', email: 'pg@x.com', telefone: '1', perfil: 'corretor', senha: 'segredo1' },
    });
    expect(novo.status).toBe(201);
    const { id } = (await novo.json()) as Usuario;
    const t = await ctx.login('pg@x.com', 'segredo1');
    await ctx.request(`/api/usuarios/${id}`, {
      method: 'PUT',
      token: admin,
      json: { nome: 'Teste PG', email: 'pg@x.com', telefone: '1', perfil: 'corretor', status: 'inativo' },
    });
    expect((await ctx.request('/api/auth/verify-token', { token: t })).status).toBe(401);
    expect((await ctx.request(`/api/usuarios/${id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    const inquilina = await ctx.db.selectFrom('usuarios').select('id').where('email', '=', DEMO.inquilina.email).executeTakeFirstOrThrow();
    expect((await ctx.request(`/api/usuarios/${inquilina.id}`, { method: 'DELETE', token: admin })).status).toBe(409);
  });
});
