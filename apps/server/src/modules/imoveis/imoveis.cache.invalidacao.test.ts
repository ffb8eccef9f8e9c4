import { ROTAS_API, type DefinicaoRota } from '@morada/domain/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { imovelSemContrato } from './imoveis.fixture';
import { lerColuna } from '../../test/banco';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext();
});
afterEach(() => ctx.close());

/** The title the public detail answers (through the cache). */
const tituloPublico = async (id: string) =>
  ((await (await ctx.request(`/api/imoveis/${id}`)).json()) as { titulo: string }).titulo;

describe('property cache invalidation', () => {
  it('refused writes (401, 403, 400, 404) leave the cache alone; a successful write empties it', async () => {
    const alvo = await ctx.db.selectFrom('imoveis').select(['id', 'titulo']).executeTakeFirstOrThrow();
    expect(await tituloPublico(alvo.id)).toBe(alvo.titulo);
    // Changed behind the API's back: only an invalidation can make the listing show it.
    await ctx.db
      .updateTable('imoveis')
      .set({ titulo: 'Mudado no banco' })
      .where('id', '=', alvo.id)
      .execute();

    const inquilina = await ctx.tenantToken();
    const admin = await ctx.adminToken();
    const recusadas = [
      ctx.request('/api/imoveis', { method: 'POST' }),
      ctx.request('/api/contratos', { method: 'POST', json: {} }),
      ctx.request(`/api/imoveis/${alvo.id}`, { method: 'DELETE' }),
      ctx.request(`/api/imoveis/${alvo.id}`, { method: 'DELETE', token: inquilina }),
      ctx.request('/api/contratos', { method: 'POST', json: {}, token: admin }),
      ctx.request('/api/imoveis/nao-existe', { method: 'DELETE', token: admin }),
    ];
    const status = (await Promise.all(recusadas)).map((r) => r.status);
    expect(status).toEqual([401, 401, 401, 403, 400, 404]);
    expect(await tituloPublico(alvo.id)).toBe(alvo.titulo);

    const semContrato = await imovelSemContrato(ctx, alvo.id);
    const apagar = await ctx.request(`/api/imoveis/${semContrato.id}`, { method: 'DELETE', token: admin });
    expect(apagar.status).toBeLessThan(300);
    expect(await tituloPublico(alvo.id)).toBe('Mudado no banco');
  });

  it('only writes declared as changing properties drop it: a guarantee keeps it, removing an owner drops it', async () => {
    const admin = await ctx.adminToken();
    const dono = await lerColuna(ctx.db, 'usuarios', 'id', { email: 'proprietario@morada.com.br' });
    const alvo = await ctx.db
      .selectFrom('imoveis')
      .select(['id', 'titulo'])
      .where('proprietario_id', '=', dono.id)
      .executeTakeFirstOrThrow();
    const lerComoAdmin = async () =>
      (await (await ctx.request(`/api/imoveis/${alvo.id}`, { token: admin })).json()) as {
        titulo: string;
        proprietarioId?: string;
      };
    expect(await lerComoAdmin()).toMatchObject({ titulo: alvo.titulo, proprietarioId: dono.id });
    await ctx.db
      .updateTable('imoveis')
      .set({ titulo: 'Mudado no banco' })
      .where('id', '=', alvo.id)
      .execute();

    // A successful write under /api/contratos that no property read shows: the cache stays.
    const garantia = (ROTAS_API as readonly DefinicaoRota[]).find(
      (r) => r.metodo === 'PUT' && r.caminho === '/api/contratos/{id}/garantia',
    )!;
    const contrato = await lerColuna(ctx.db, 'contratos', 'id', { status: 'Ativo' });
    const gravada = await ctx.request(`/api/contratos/${contrato.id}/garantia`, {
      method: 'PUT',
      token: admin,
      json: garantia.exemploCorpo,
    });
    expect(gravada.status).toBe(200);
    expect((await lerComoAdmin()).titulo).toBe(alvo.titulo);

    // Removing the owner (outside /api/imoveis) leaves its properties without one: the cache drops.
    const apagado = await ctx.request(`/api/usuarios/${dono.id}`, { method: 'DELETE', token: admin });
    expect(apagado.status).toBe(204);
    const depois = await lerComoAdmin();
    expect(depois.titulo).toBe('Mudado no banco');
    expect(depois.proprietarioId).toBeUndefined();
  });
});
