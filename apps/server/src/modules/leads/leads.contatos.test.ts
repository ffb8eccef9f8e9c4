import { MSG_LEADS } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoComTokens, type Tokens } from '../../test/contexto';
import { contar, esperarErro } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { registrarContato } from './leads.contato';
import { detalhe, idDoImovel, ID_INEXISTENTE, listar } from './leads.fixture';

let ctx: TestContext;
let t: Tokens;
beforeAll(async () => ({ ctx, t } = await contextoComTokens()));
afterAll(() => ctx.close());

const contato = (json: Record<string, unknown>) =>
  ctx.request('/api/contato', {
    method: 'POST',
    json: { assunto: 'Interesse', mensagem: 'Quero visitar.', telefone: '(11) 95555-0000', ...json },
  });

describe('every contact becomes a lead', () => {
  it('the contact form creates a lead (origem formulario) naming the property of its page', async () => {
    const imovelId = await idDoImovel(ctx, 'Studio mobiliado em Pinheiros');
    const res = await contato({
      nome: 'Helena Rocha',
      email: 'helena.rocha@email.com.br',
      origem: `https://morada.com.br/imoveis/${imovelId}`,
    });
    expect(res.status).toBe(201);
    const { leads } = await listar(ctx, t.admin, '?busca=helena');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      origem: 'formulario',
      etapa: 'novo',
      imovelId,
      imovelTitulo: 'Studio mobiliado em Pinheiros',
    });
    const d = await detalhe(ctx, t.admin, leads[0]!.id);
    expect(d.eventos[0]).toMatchObject({ tipo: 'contato', origem: 'formulario' });
    expect(d.eventos[0]!.texto).toContain('Quero visitar.');
  });

  it('the same person joins her open lead, by e-mail or by phone, with a timeline', async () => {
    await contato({ nome: 'Renata Gomes', email: 'Renata.Gomes@email.com.br', telefone: '(11) 93333-1111' });
    await contato({ nome: 'Renata', email: ' renata.gomes@EMAIL.com.br ', telefone: '(11) 90000-0000' });
    await contato({ nome: 'Renata G.', email: 'outro@email.com.br', telefone: '+55 11 93333-1111' });
    const { leads } = await listar(ctx, t.admin, '?busca=renata');
    expect(leads).toHaveLength(1);
    const d = await detalhe(ctx, t.admin, leads[0]!.id);
    expect(d.eventos.filter((e) => e.tipo === 'contato')).toHaveLength(3);
  });

  it('a closed lead gets a new one', async () => {
    const em = new Date();
    const primeiro = await registrarContato(ctx.db, {
      nome: 'Otto',
      email: 'otto@email.com.br',
      origem: 'portal',
      em,
    });
    await ctx.db.updateTable('leads').set({ etapa: 'ganho' }).where('id', '=', primeiro.leadId).execute();
    const segundo = await registrarContato(ctx.db, {
      nome: 'Otto',
      email: 'otto@email.com.br',
      origem: 'portal',
      em,
    });
    expect(segundo.novo).toBe(true);
    expect(segundo.leadId).not.toBe(primeiro.leadId);
    const terceiro = await registrarContato(ctx.db, {
      nome: 'Otto',
      telefone: '',
      email: 'OTTO@email.com.br',
      origem: 'whatsapp',
      em,
    });
    // The joined lead keeps the corretor the new one was given.
    expect(terceiro).toEqual({ leadId: segundo.leadId, novo: false, corretorId: segundo.corretorId });
  });
});

describe('rotation', () => {
  it('new leads alternate between the active corretores, in account order; off: unassigned', async () => {
    const nomes: (string | null)[] = [];
    for (const i of [1, 2, 3, 4]) {
      const { leadId } = await registrarContato(ctx.db, {
        nome: `Rodízio ${i}`,
        email: `rodizio${i}@email.com.br`,
        origem: 'portal',
        em: new Date(),
      });
      nomes.push((await detalhe(ctx, t.admin, leadId)).corretorNome);
    }
    expect(nomes[0]).not.toBe(nomes[1]);
    expect(nomes[2]).toBe(nomes[0]);
    expect(nomes[3]).toBe(nomes[1]);
    expect(new Set(nomes)).toEqual(new Set(['Juliana Santos', 'Rafael Lima']));
    const d = await detalhe(ctx, t.admin, (await listar(ctx, t.admin, '?busca=rodizio4')).leads[0]!.id);
    expect(d.eventos.at(-1)!.texto).toBe(`Atribuído a ${nomes[3]} pelo rodízio.`);

    const put = await ctx.request('/api/admin/leads/configuracao', {
      method: 'PUT',
      token: t.admin,
      json: { alertaHoras: 24, rodizio: false },
    });
    expect(put.status).toBe(200);
    const { leadId } = await registrarContato(ctx.db, {
      nome: 'Sem rodízio',
      email: 'semrodizio@email.com.br',
      origem: 'portal',
      em: new Date(),
    });
    expect((await detalhe(ctx, t.admin, leadId)).corretorId).toBeNull();
    await ctx.request('/api/admin/leads/configuracao', {
      method: 'PUT',
      token: t.admin,
      json: { alertaHoras: 24, rodizio: true },
    });
  });
});

describe('POST /api/leads/whatsapp', () => {
  it('anonymous: records the click only (204); signed in: the click joins his lead', async () => {
    const imovelId = await idDoImovel(ctx, 'Casa térrea com quintal em Moema');
    const [cliques, leads] = [await contar(ctx, 'cliques_whatsapp'), await contar(ctx, 'leads')];
    const res = await ctx.request('/api/leads/whatsapp', { method: 'POST', json: { imovelId } });
    expect(res.status).toBe(204);
    expect(await contar(ctx, 'cliques_whatsapp')).toBe(cliques + 1);
    expect(await contar(ctx, 'leads')).toBe(leads);

    const logado = await ctx.request('/api/leads/whatsapp', {
      method: 'POST',
      token: t.inquilino,
      json: { imovelId },
    });
    expect(logado.status).toBe(204);
    const { leads: dela } = await listar(ctx, t.admin, '?origem=whatsapp&busca=inquilina');
    expect(dela).toHaveLength(1);
    expect(dela[0]).toMatchObject({ origem: 'whatsapp', imovelId });
  });

  it('unknown property 404, bad body 400, nothing recorded', async () => {
    const antes = await contar(ctx, 'cliques_whatsapp');
    await esperarErro(
      await ctx.request('/api/leads/whatsapp', { method: 'POST', json: { imovelId: ID_INEXISTENTE } }),
      404,
      MSG_LEADS.api.imovelNaoEncontrado,
    );
    expect(
      (await ctx.request('/api/leads/whatsapp', { method: 'POST', json: { imovelId: 'a b' } })).status,
    ).toBe(400);
    expect((await ctx.request('/api/leads/whatsapp', { method: 'POST', json: {} })).status).toBe(400);
    expect(await contar(ctx, 'cliques_whatsapp')).toBe(antes);
  });
});
