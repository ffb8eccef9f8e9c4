import { CONFIGURACAO_COMISSOES_PADRAO, MSG_PROPOSTAS, type ContagensLeads } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoComTokens, type Tokens } from '../../test/contexto';
import { esperarErro, idDoUsuario } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { pedir, RAFAEL } from './propostas.fixture';

// Issue 35: the commission settings (the admin's; the split adds up to 100 %) and the funnel's
// counts per etapa in one request (GET /api/leads/contagens).
let ctx: TestContext;
let t: Tokens;

beforeAll(async () => {
  ({ ctx, t } = await contextoComTokens());
});
afterAll(() => ctx.close());

const CAMINHO = '/api/admin/comissoes/configuracao';

describe('commission settings', () => {
  it('the defaults until saved; a split not adding to 100 is 400; a saved one reads back', async () => {
    expect(await (await pedir(ctx, t.admin, CAMINHO)).json()).toEqual(CONFIGURACAO_COMISSOES_PADRAO);
    const divisao = { agencia: 50, captador: 20, vendedor: 30 };
    for (const [corpo, erro] of [
      [{ percentualVenda: 5, divisao: { ...divisao, vendedor: 20 } }, MSG_PROPOSTAS.campos.divisao],
      [{ percentualVenda: 101, divisao }, MSG_PROPOSTAS.campos.percentual],
    ] as const)
      await esperarErro(
        await pedir(ctx, t.admin, CAMINHO, 'PUT', { percentualLocacao: 100, ...corpo }),
        400,
        erro,
      );
    expect(await (await pedir(ctx, t.admin, CAMINHO)).json()).toEqual(CONFIGURACAO_COMISSOES_PADRAO);
    const nova = {
      percentualVenda: 5,
      percentualLocacao: 80,
      divisao: { agencia: 40, captador: 25, vendedor: 35 },
    };
    const res = await pedir(ctx, t.admin, CAMINHO, 'PUT', nova);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(nova);
    expect(await (await pedir(ctx, t.admin, CAMINHO)).json()).toEqual(nova);
  });
});

describe('GET /api/leads/contagens', () => {
  it("the corretor counts his leads; the admin all, or one corretor's; the list's filters apply", async () => {
    const contar = async (token: string, consulta = '') => {
      const res = await pedir(ctx, token, `/api/leads/contagens${consulta}`);
      expect(res.status).toBe(200);
      return (await res.json()) as ContagensLeads;
    };
    const soma = (c: ContagensLeads) => Object.values(c).reduce((s, n) => s + n, 0);
    const dela = await contar(t.corretor);
    const rafaelToken = await ctx.login(RAFAEL.email, RAFAEL.senha);
    const dele = await contar(rafaelToken);
    const todas = await contar(t.admin);
    expect(soma(todas)).toBe(soma(dela) + soma(dele));
    const listados = await pedir(ctx, t.corretor, '/api/leads?etapa=novo');
    expect(Number(listados.headers.get('X-Total-Count'))).toBe(dela.novo);
    const rafael = await idDoUsuario(ctx, RAFAEL.email);
    expect(await contar(t.admin, `?corretorId=${rafael}`)).toEqual(dele);
    // Within his reach, like the list: another corretor's filter finds none of his.
    expect(soma(await contar(t.corretor, `?corretorId=${rafael}`))).toBe(0);
    // The list's other filters apply: the counts of one origem add up to the list's total.
    const portal = await contar(t.admin, '?origem=portal');
    const lista = await pedir(ctx, t.admin, '/api/leads?origem=portal');
    expect(soma(portal)).toBe(Number(lista.headers.get('X-Total-Count')));
  });
});
