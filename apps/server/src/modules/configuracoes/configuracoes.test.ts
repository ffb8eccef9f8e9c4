import { MSG, MSG_ENTRADAS, MSG_REPASSE, type Configuracao } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { CONFIGURACAO_PADRAO } from './configuracoes.repository';
import { contextoComTokens, type Tokens } from '../../test/contexto';

let ctx: TestContext;
let t: Tokens;
beforeAll(async () => ({ ctx, t } = await contextoComTokens()));
afterAll(() => ctx.close());

describe('/api/configuracoes', () => {
  it('public part: identity and contacts only', async () => {
    const corpo = (await (await ctx.request('/api/configuracoes')).json()) as Record<string, unknown>;
    expect(corpo).toMatchObject({ nome: 'Morada Imóveis', whatsapp: '11987654321' });
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
      telefone: '1140001000',
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

  it('answers every invalid setting in pt-BR, phones included (issue 14)', async () => {
    const res = await ctx.request('/api/configuracoes', {
      method: 'PUT',
      token: t.admin,
      json: { ...CONFIGURACAO_PADRAO, emailFinanceiro: 'x', diaVencimentoPadrao: 40, whatsapp: '98765-4321' },
    });
    const corpo = await esperarErro(res, 400, MSG_ENTRADAS.telefoneInvalido, [
      { emailFinanceiro: 'Email inválido' },
      { diaVencimentoPadrao: 'Deve ser no máximo 31' },
      { whatsapp: MSG_ENTRADAS.telefoneInvalido },
    ]);
    expect(JSON.stringify(corpo)).not.toMatch(/\b(Invalid|expected|Too|must|received|Required)\b/);
  });

  it("PUT round-trips the owners' defaults and refuses bad ones in pt-BR, unchanged", async () => {
    const completa = async () =>
      (await (await ctx.request('/api/configuracoes/completa', { token: t.admin })).json()) as Configuracao;
    const repasse = {
      taxaAdministracaoPercentual: 8.5,
      taxaAdministracaoMinima: 120.5,
      taxaIntermediacaoPercentual: 100,
      diaRepassePadrao: 28,
    };
    const novo = { ...(await completa()), ...repasse };
    const res = await ctx.request('/api/configuracoes', { method: 'PUT', token: t.admin, json: novo });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject(repasse);
    expect(await completa()).toEqual(novo);
    // The owners' terms are billing internals, not part of the public answer.
    expect(await (await ctx.request('/api/configuracoes')).json()).not.toHaveProperty(
      'taxaAdministracaoPercentual',
    );

    const E = MSG_REPASSE.erros;
    const taxa = E.percentualInvalido(MSG_REPASSE.campos.taxaAdministracaoPercentual);
    const ruim = await ctx.request('/api/configuracoes', {
      method: 'PUT',
      token: t.admin,
      json: { ...novo, taxaAdministracaoPercentual: 101, diaRepassePadrao: 0 },
    });
    await esperarErro(ruim, 400, taxa, [
      { taxaAdministracaoPercentual: 'Taxa de administração (%) deve estar entre 0 e 100' },
      { diaRepassePadrao: 'Dia do repasse deve estar entre 1 e 28' },
    ]);
    expect(taxa).toBe('Taxa de administração (%) deve estar entre 0 e 100');
    expect(await completa()).toEqual(novo);
  });

  it("a setting saved before the owners' defaults existed reads with them filled in", async () => {
    const antigo: Record<string, unknown> = { ...CONFIGURACAO_PADRAO, telefone: '(11) 4000-2000' };
    for (const k of [
      'taxaAdministracaoPercentual',
      'taxaAdministracaoMinima',
      'taxaIntermediacaoPercentual',
      'diaRepassePadrao',
    ])
      delete antigo[k];
    await ctx.db
      .updateTable('configuracoes')
      .set({ valor: JSON.stringify(antigo) })
      .where('chave', '=', 'agencia')
      .execute();
    expect(await (await ctx.request('/api/configuracoes/completa', { token: t.admin })).json()).toEqual({
      ...CONFIGURACAO_PADRAO,
      telefone: '1140002000',
    });
  });
});
