import { MSG, MSG_LEADS, type IntegracaoLeads } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoComTokens, type Tokens } from '../../test/contexto';
import { contar, esperarErro } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { detalhe, idDoImovel, listar } from './leads.fixture';

let ctx: TestContext;
let t: Tokens;
let integracao: IntegracaoLeads;
beforeAll(async () => {
  ({ ctx, t } = await contextoComTokens());
  integracao = (await (
    await ctx.request('/api/admin/leads/integracao', { token: t.admin })
  ).json()) as IntegracaoLeads;
});
afterAll(() => ctx.close());

const basic = (usuario: string, segredo: string) =>
  `Basic ${Buffer.from(`${usuario}:${segredo}`).toString('base64')}`;
const enviar = (
  json: unknown,
  headers: Record<string, string> = { Authorization: basic('vivareal', integracao.segredo) },
) => ctx.request('/api/integracoes/grupo-olx/leads', { method: 'POST', json, headers });

// The body of the Grupo OLX lead integration (developers.grupozap.com/leads/integration; the
// manual's example in github.com/grupozap/crm-lead-integration), with our property as clientListingId.
const corpo = (imovelId: string, originLeadId = '59ee0fc6e4b043e1b2a6d863') => ({
  leadOrigin: 'VivaReal',
  timestamp: '2017-10-23T15:50:30.619Z',
  originLeadId,
  originListingId: '87027856',
  clientListingId: imovelId,
  name: 'Nome Consumidor',
  email: 'nome.consumidor@email.com',
  ddd: '11',
  phone: '999999999',
  phoneNumber: '11999999999',
  message: 'Olá, tenho interesse neste imóvel. Aguardo o contato. Obrigado.',
  temperature: 'Alta',
  transactionType: 'SELL',
});

describe('POST /api/integracoes/grupo-olx/leads', () => {
  it('a lead of the portal: origem portal, the property by clientListingId; the same originLeadId twice is recorded once', async () => {
    const imovelId = await idDoImovel(ctx, 'Casa térrea com quintal em Moema');
    const res = await enviar(corpo(imovelId));
    expect(res.status).toBe(204);
    const { leads } = await listar(ctx, t.admin, '?busca=consumidor');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      origem: 'portal',
      imovelId,
      telefone: '11999999999',
      email: 'nome.consumidor@email.com',
    });
    const eventos = await contar(ctx, 'lead_eventos');
    expect((await enviar(corpo(imovelId))).status).toBe(204);
    expect(await contar(ctx, 'lead_eventos')).toBe(eventos);
    // Another lead of the same person joins the same lead; the secret also goes in a header.
    const outro = await enviar(corpo(imovelId, 'outro-lead-1'), { 'X-Morada-Segredo': integracao.segredo });
    expect(outro.status).toBe(204);
    expect(
      (await detalhe(ctx, t.admin, leads[0]!.id)).eventos.filter((e) => e.tipo === 'contato'),
    ).toHaveLength(2);
  });

  it('wrong or missing secret: 401 and nothing written; a renewed secret retires the old one', async () => {
    const imovelId = await idDoImovel(ctx, 'Studio mobiliado em Pinheiros');
    const antes = await contar(ctx, 'lead_eventos');
    await esperarErro(await enviar(corpo(imovelId, 'x1'), {}), 401, MSG_LEADS.api.segredoInvalido);
    await esperarErro(
      await enviar(corpo(imovelId, 'x1'), { Authorization: basic('vivareal', 'errado') }),
      401,
      MSG_LEADS.api.segredoInvalido,
    );
    await esperarErro(
      await enviar(corpo(imovelId, 'x1'), { 'X-Morada-Segredo': 'errado' }),
      401,
      MSG_LEADS.api.segredoInvalido,
    );
    const novo = (await (
      await ctx.request('/api/admin/leads/integracao', { method: 'POST', token: t.admin })
    ).json()) as IntegracaoLeads;
    expect(novo.segredo).not.toBe(integracao.segredo);
    await esperarErro(await enviar(corpo(imovelId, 'x1')), 401, MSG_LEADS.api.segredoInvalido);
    expect(await contar(ctx, 'lead_eventos')).toBe(antes);
    integracao = novo;
  });

  it('malformed body: 400, nothing written; an unknown clientListingId keeps the lead without property', async () => {
    const antes = [await contar(ctx, 'leads'), await contar(ctx, 'lead_eventos')];
    for (const ruim of [
      {},
      { name: 'Sem id', email: 'a@b.com' },
      { originLeadId: 'y', name: 'Sem contato' },
      { originLeadId: 'y', name: 3, email: 'a@b.com' },
    ])
      expect((await enviar(ruim)).status).toBe(400);
    const invalido = await ctx.request('/api/integracoes/grupo-olx/leads', {
      method: 'POST',
      body: '{"originLeadId": ',
      headers: { 'Content-Type': 'application/json', Authorization: basic('vivareal', integracao.segredo) },
    });
    expect(invalido.status).toBe(400);
    expect([await contar(ctx, 'leads'), await contar(ctx, 'lead_eventos')]).toEqual(antes);
    const semImovel = await enviar({
      originLeadId: 'z1',
      name: 'Zeca',
      phoneNumber: '(21) 97777-6666',
      clientListingId: 'nao-existe',
    });
    expect(semImovel.status).toBe(204);
    expect((await listar(ctx, t.admin, '?busca=zeca')).leads[0]).toMatchObject({
      imovelId: null,
      telefone: '21977776666',
    });
  });
});

describe('GET/POST /api/admin/leads/integracao', () => {
  it('admin only; the URL and a 43-character secret, stable until renewed', async () => {
    expect(integracao.url).toMatch(/\/api\/integracoes\/grupo-olx\/leads$/);
    expect(integracao.segredo).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lido = (await (
      await ctx.request('/api/admin/leads/integracao', { token: t.admin })
    ).json()) as IntegracaoLeads;
    expect(lido).toEqual(integracao);
    for (const method of ['GET', 'POST']) {
      await esperarErro(
        await ctx.request('/api/admin/leads/integracao', { method }),
        401,
        MSG.auth.naoAutenticado,
      );
      for (const token of [t.corretor, t.inquilino, t.proprietario])
        await esperarErro(
          await ctx.request('/api/admin/leads/integracao', { method, token }),
          403,
          MSG.auth.semPermissao,
        );
    }
  });
});
