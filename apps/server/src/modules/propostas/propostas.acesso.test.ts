import { MSG, MSG_LEADS, MSG_PROPOSTAS, type Proposta } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoComTokens, type Tokens } from '../../test/contexto';
import { arquivo, esperarErro } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import {
  criarProposta,
  enviarArquivo,
  fichaCompleta,
  ID_INEXISTENTE,
  imovelLivre,
  novoLead,
  PDF,
  pedir,
  RAFAEL,
} from './propostas.fixture';

// Issue 35: who reaches a proposal. The corretor, his own; another corretor, a 404; the admin, all;
// the tenant and the owner, 403; anonymous, 401.
const E = MSG_PROPOSTAS.erros;
let ctx: TestContext;
let t: Tokens;
let rafael: string;
let p: Proposta;
let docId: string;

beforeAll(async () => {
  ({ ctx, t } = await contextoComTokens());
  rafael = await ctx.login(RAFAEL.email, RAFAEL.senha);
  const imovel = await imovelLivre(ctx, 'Aluguel');
  p = await criarProposta(ctx, t.corretor, {
    leadId: await novoLead(ctx, t.corretor, imovel.id),
    tipo: 'locacao',
    locacao: fichaCompleta(),
  });
  const res = await enviarArquivo(ctx, t.corretor, p.id, arquivo(PDF, 'rg.pdf', 'application/pdf'));
  docId = ((await res.json()) as Proposta).documentos[0]!.id;
});
afterAll(() => ctx.close());

describe('propostas: who may call', () => {
  it('anonymous 401; locatário and proprietário 403 on every route', async () => {
    const chamadas: { caminho: string; method: string; json?: unknown }[] = [
      { caminho: '/api/propostas', method: 'GET' },
      { caminho: '/api/propostas', method: 'POST', json: { leadId: p.leadId, tipo: 'locacao' } },
      { caminho: `/api/propostas/${p.id}`, method: 'GET' },
      { caminho: `/api/propostas/${p.id}`, method: 'PUT', json: {} },
      { caminho: `/api/propostas/${p.id}/documentos/${docId}`, method: 'GET' },
      { caminho: `/api/propostas/${p.id}/documentos/${docId}`, method: 'DELETE' },
      { caminho: `/api/propostas/${p.id}/envio`, method: 'POST' },
      { caminho: `/api/admin/propostas/${p.id}/aprovacao`, method: 'POST', json: {} },
      { caminho: `/api/admin/propostas/${p.id}/recusa`, method: 'POST', json: { motivo: 'x' } },
      { caminho: '/api/comissoes', method: 'GET' },
      { caminho: '/api/admin/comissoes/configuracao', method: 'GET' },
      { caminho: '/api/leads/contagens', method: 'GET' },
    ];
    for (const { caminho, ...init } of chamadas) {
      await esperarErro(await ctx.request(caminho, init), 401, MSG.auth.naoAutenticado);
      for (const token of [t.inquilino, t.proprietario])
        await esperarErro(await ctx.request(caminho, { ...init, token }), 403, MSG.auth.semPermissao);
    }
    // The back office's decisions and settings are the admin's alone.
    for (const [caminho, json] of [
      [`/api/admin/propostas/${p.id}/aprovacao`, {}],
      [`/api/admin/propostas/${p.id}/recusa`, { motivo: 'x' }],
    ] as const)
      await esperarErro(await pedir(ctx, t.corretor, caminho, 'POST', json), 403, MSG.auth.semPermissao);
    await esperarErro(
      await pedir(ctx, t.corretor, '/api/admin/comissoes/configuracao'),
      403,
      MSG.auth.semPermissao,
    );
    // Nothing of it moved the proposal.
    expect(((await (await pedir(ctx, t.corretor, `/api/propostas/${p.id}`)).json()) as Proposta).status).toBe(
      'rascunho',
    );
  });

  it("another corretor's proposal, document and lead are 404; the admin reaches them", async () => {
    for (const [caminho, method, json] of [
      [`/api/propostas/${p.id}`, 'GET', undefined],
      [`/api/propostas/${p.id}`, 'PUT', { locacao: fichaCompleta() }],
      [`/api/propostas/${p.id}/documentos/${docId}`, 'GET', undefined],
      [`/api/propostas/${p.id}/documentos/${docId}`, 'DELETE', undefined],
      [`/api/propostas/${p.id}/envio`, 'POST', undefined],
    ] as const)
      await esperarErro(await pedir(ctx, rafael, caminho, method, json), 404, E.naoEncontrada);
    await esperarErro(
      await pedir(ctx, rafael, '/api/propostas', 'POST', { leadId: p.leadId, tipo: 'locacao' }),
      404,
      MSG_LEADS.api.leadNaoEncontrado,
    );
    const doAdmin = await pedir(ctx, t.admin, `/api/propostas/${p.id}/documentos/${docId}`);
    expect(doAdmin.status).toBe(200);
    expect(doAdmin.headers.get('Content-Type')).toBe('application/pdf');
    expect(await doAdmin.text()).toBe(PDF);
    const doCorretor = await pedir(ctx, t.corretor, `/api/propostas/${p.id}/documentos/${docId}`);
    expect(await doCorretor.text()).toBe(PDF);
    await esperarErro(
      await pedir(ctx, t.corretor, `/api/propostas/${p.id}/documentos/${ID_INEXISTENTE}`),
      404,
      E.documentoNaoEncontrado,
    );
    await esperarErro(await pedir(ctx, t.admin, `/api/propostas/${ID_INEXISTENTE}`), 404, E.naoEncontrada);
  });

  it('lists: the corretor his own, the admin all (filters, X-Total-Count)', async () => {
    const listar = async (token: string, consulta = '') => {
      const res = await pedir(ctx, token, `/api/propostas${consulta}`);
      expect(res.status).toBe(200);
      return {
        ids: ((await res.json()) as Proposta[]).map((x) => x.id),
        total: Number(res.headers.get('X-Total-Count')),
      };
    };
    const deRafael = await listar(rafael);
    expect(deRafael.ids).not.toContain(p.id);
    const dele = await listar(t.corretor);
    expect(dele.ids).toContain(p.id);
    const todas = await listar(t.admin);
    expect(todas.total).toBe(dele.total + deRafael.total);
    expect((await listar(t.corretor, '?status=rascunho&tipo=locacao')).ids).toContain(p.id);
    expect((await listar(t.corretor, '?status=enviada')).ids).not.toContain(p.id);
    expect((await listar(t.corretor, '?tipo=venda')).ids).not.toContain(p.id);
    // The search finds the client's name or the property's title, whatever the case.
    expect(
      (await listar(t.corretor, `?busca=${encodeURIComponent(p.leadNome.toUpperCase())}`)).ids,
    ).toContain(p.id);
    expect(
      (await listar(t.corretor, `?busca=${encodeURIComponent(p.imovelTitulo.slice(0, 8))}`)).ids,
    ).toContain(p.id);
    expect((await listar(t.corretor, '?busca=ninguem-com-este-nome')).total).toBe(0);
  });
});
