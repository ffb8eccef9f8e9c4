import {
  CONTA_ITAU_EXEMPLO as CONTA_ITAU,
  MSG,
  MSG_COBRANCA_BANCARIA,
  type ContaCobranca,
} from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { contextoComTokens, type Tokens } from '../../test/contexto';

const E = MSG_COBRANCA_BANCARIA.erros;
const M = MSG_COBRANCA_BANCARIA.campos;

let ctx: TestContext;
let t: Tokens;
beforeAll(async () => ({ ctx, t } = await contextoComTokens()));
afterAll(() => ctx.close());

const itau = CONTA_ITAU;

/** A Bradesco account its own rules accept (carteira 09, 7-digit conta). */
const bradesco = { ...itau, banco: '237', agencia: '1172', conta: '0403005', contaDv: '', carteira: '09' };

describe('/api/cobranca/contas', () => {
  it('lists the demo account, named as such, to the admin only', async () => {
    const res = await ctx.request('/api/cobranca/contas', { token: t.admin });
    expect(res.status).toBe(200);
    const contas = (await res.json()) as ContaCobranca[];
    expect(contas).toEqual([
      expect.objectContaining({
        nome: 'Banco de demonstração — não pagável',
        banco: '999',
        ativa: true,
        proximaRemessa: 1,
      }),
    ]);
    await esperarErro(await ctx.request('/api/cobranca/contas'), 401, MSG.auth.naoAutenticado);
    for (const token of [t.inquilino, t.corretor, t.proprietario]) {
      await esperarErro(await ctx.request('/api/cobranca/contas', { token }), 403, MSG.auth.semPermissao);
      await esperarErro(
        await ctx.request('/api/cobranca/contas', { method: 'POST', token, json: itau }),
        403,
        MSG.auth.semPermissao,
      );
    }
  });

  it('creates an account with the counters at 1 and keeps leading zeros', async () => {
    const res = await ctx.request('/api/cobranca/contas', { method: 'POST', token: t.admin, json: itau });
    expect(res.status).toBe(201);
    const conta = (await res.json()) as ContaCobranca;
    expect(conta).toMatchObject({ ...itau, proximaRemessa: 1, proximoNossoNumero: 1, ativa: true });
    const lista = (await (
      await ctx.request('/api/cobranca/contas', { token: t.admin })
    ).json()) as ContaCobranca[];
    expect(lista.map((c) => c.agencia)).toContain('0057');
  });

  it('refuses each bad field with its pt-BR message under the field, writing nothing', async () => {
    const antes = (
      (await (await ctx.request('/api/cobranca/contas', { token: t.admin })).json()) as unknown[]
    ).length;
    const casos: [Record<string, unknown>, string, string][] = [
      [{ banco: '000' }, 'banco', E.banco],
      [{ agencia: '12a4' }, 'agencia', E.digitos(M.agencia, 1, 5)],
      [{ agencia: '123456' }, 'agencia', E.digitos(M.agencia, 1, 5)],
      [{ contaDv: '77' }, 'contaDv', E.dv(M.contaDv)],
      [{ carteira: '' }, 'carteira', E.digitos(M.carteira, 1, 3)],
      [{ layout: 'cnab150' }, 'layout', E.layout],
      [{ proximaRemessa: 0 }, 'proximaRemessa', E.sequencia(M.proximaRemessa)],
      [{ nome: '  ' }, 'nome', E.obrigatorio(M.nome)],
      // The bank's own rule: Itaú's conta DV (DAC of agência + conta) is 7 for 0057/12345.
      [{ contaDv: '3' }, 'contaDv', 'Dígito da conta não confere: o correto é 7'],
    ];
    for (const [mudanca, campo, mensagem] of casos) {
      const res = await ctx.request('/api/cobranca/contas', {
        method: 'POST',
        token: t.admin,
        json: { ...itau, ...mudanca },
      });
      expect(res.status, campo).toBe(400);
      const corpo = (await res.json()) as { erros: Record<string, string>[] };
      expect(corpo.erros, campo).toContainEqual({ [campo]: mensagem });
    }
    const depois = (
      (await (await ctx.request('/api/cobranca/contas', { token: t.admin })).json()) as unknown[]
    ).length;
    expect(depois).toBe(antes);
  });

  it('updates an account; the counters only move forward', async () => {
    const criada = (await (
      await ctx.request('/api/cobranca/contas', {
        method: 'POST',
        token: t.admin,
        json: { ...bradesco, nome: 'Bradesco', proximaRemessa: 10, proximoNossoNumero: 500 },
      })
    ).json()) as ContaCobranca;
    const caminho = `/api/cobranca/contas/${criada.id}`;
    const ok = await ctx.request(caminho, {
      method: 'PUT',
      token: t.admin,
      json: {
        ...bradesco,
        nome: 'Bradesco principal',
        proximaRemessa: 11,
        proximoNossoNumero: 500,
        ativa: false,
      },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ nome: 'Bradesco principal', proximaRemessa: 11, ativa: false });
    const volta = await ctx.request(caminho, {
      method: 'PUT',
      token: t.admin,
      json: { ...bradesco, proximaRemessa: 3, proximoNossoNumero: 499 },
    });
    expect(volta.status).toBe(400);
    expect(((await volta.json()) as { erros: unknown[] }).erros).toEqual([
      { proximaRemessa: E.naoVolta(M.proximaRemessa, 11) },
      { proximoNossoNumero: E.naoVolta(M.proximoNossoNumero, 500) },
    ]);
    const relida = (await (
      await ctx.request('/api/cobranca/contas', { token: t.admin })
    ).json()) as ContaCobranca[];
    expect(relida.find((c) => c.id === criada.id)).toMatchObject({
      nome: 'Bradesco principal',
      proximaRemessa: 11,
    });
    await esperarErro(
      await ctx.request('/api/cobranca/contas/00000000-0000-4000-8000-000000000000', {
        method: 'PUT',
        token: t.admin,
        json: itau,
      }),
      404,
      MSG_COBRANCA_BANCARIA.api.contaNaoEncontrada,
    );
  });
});
