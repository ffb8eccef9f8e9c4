import { MSG } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro, tokens } from '../../test/http-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { CONFIGURACAO_PADRAO } from './configuracoes.repository';

let ctx: TestContext;
let t: Awaited<ReturnType<typeof tokens>>;
beforeAll(async () => {
  ctx = await createTestContext();
  t = await tokens(ctx);
});
afterAll(() => ctx.close());

describe('/api/configuracoes', () => {
  it('public part: identity and contacts only', async () => {
    const corpo = (await (await ctx.request('/api/configuracoes')).json()) as Record<string, unknown>;
    expect(corpo).toMatchObject({ nome: 'Morada Imóveis', whatsapp: '(11) 98765-4321' });
    expect(corpo).not.toHaveProperty('metaReceitaMensal');
    expect(corpo).not.toHaveProperty('emailRemetente');
  });

  it('completa and PUT are admin-only', async () => {
    await esperarErro(await ctx.request('/api/configuracoes/completa'), 401, MSG.auth.naoAutenticado);
    await esperarErro(
      await ctx.request('/api/configuracoes', { method: 'PUT', json: CONFIGURACAO_PADRAO }),
      401,
      MSG.auth.naoAutenticado,
    );
    for (const token of [t.inquilino, t.corretor, t.proprietario]) {
      await esperarErro(
        await ctx.request('/api/configuracoes/completa', { token }),
        403,
        MSG.auth.semPermissao,
      );
      await esperarErro(
        await ctx.request('/api/configuracoes', { method: 'PUT', token, json: CONFIGURACAO_PADRAO }),
        403,
        MSG.auth.semPermissao,
      );
    }
    expect(await (await ctx.request('/api/configuracoes/completa', { token: t.admin })).json()).toEqual(
      CONFIGURACAO_PADRAO,
    );
  });

  it('PUT saves valid settings and refuses invalid ones unchanged', async () => {
    const novo = { ...CONFIGURACAO_PADRAO, telefone: '(11) 4000-1000', metaReceitaMensal: 20000 };
    expect(
      (await ctx.request('/api/configuracoes', { method: 'PUT', token: t.admin, json: novo })).status,
    ).toBe(200);
    expect(await (await ctx.request('/api/configuracoes')).json()).toMatchObject({
      telefone: '(11) 4000-1000',
    });
    const ruim = await ctx.request('/api/configuracoes', {
      method: 'PUT',
      token: t.admin,
      json: { ...novo, emailFinanceiro: 'x', metaReceitaMensal: -1 },
    });
    expect(ruim.status).toBe(400);
    expect(
      ((await ruim.json()) as { erros: Record<string, string>[] }).erros.map((e) => Object.keys(e)[0]),
    ).toEqual(expect.arrayContaining(['emailFinanceiro', 'metaReceitaMensal']));
    expect(await (await ctx.request('/api/configuracoes/completa', { token: t.admin })).json()).toMatchObject(
      { metaReceitaMensal: 20000 },
    );
  });
});
