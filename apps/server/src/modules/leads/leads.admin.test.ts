import { MSG, MSG_LEADS, type ResumoFunil } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoComRelogio, contextoComTokens, type Tokens } from '../../test/contexto';
import { esperarErro, tokenNoRelogioReal } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { registrarContato } from './leads.contato';
import { detalhe, idDoImovel, listar } from './leads.fixture';

let ctx: TestContext;
let t: Tokens;
beforeAll(async () => ({ ctx, t } = await contextoComTokens()));
afterAll(() => ctx.close());

const ROTAS_ADMIN = [
  { caminho: '/api/admin/leads/configuracao', method: 'GET' },
  { caminho: '/api/admin/leads/configuracao', method: 'PUT', json: { alertaHoras: 12, rodizio: true } },
  { caminho: '/api/admin/leads/funil', method: 'GET' },
];

describe('admin routes of leads: who may call', () => {
  it('anonymous 401; corretor, locatário and proprietário 403', async () => {
    for (const { caminho, ...init } of ROTAS_ADMIN) {
      await esperarErro(await ctx.request(caminho, init), 401, MSG.auth.naoAutenticado);
      for (const token of [t.corretor, t.inquilino, t.proprietario])
        await esperarErro(await ctx.request(caminho, { ...init, token }), 403, MSG.auth.semPermissao);
    }
    expect(await (await ctx.request('/api/admin/leads/configuracao', { token: t.admin })).json()).toEqual({
      alertaHoras: 24,
      rodizio: true,
    });
  });
});

describe('GET /api/admin/leads/funil', () => {
  it('the demo funnel, worked by hand from the seed', async () => {
    // Seed: 12 leads. formulário 3 (1 ganho), whatsapp 2 (1 ganho), portal 4, agendar visita 2,
    // equipe 1: 2 ganho / 12. First answers after 1, 4, 2, 6, 3, 1, 2, 5, 8 and 2 hours (two leads
    // never answered): sorted 1 1 2 2 2 3 4 5 6 8 → median (2 + 3) / 2 = 2.5.
    const res = await ctx.request('/api/admin/leads/funil', { token: t.admin });
    expect(res.status).toBe(200);
    const r = (await res.json()) as ResumoFunil;
    expect(r.total).toBe(12);
    expect(r.porEtapa).toEqual({
      novo: 2,
      em_atendimento: 2,
      visita_agendada: 2,
      proposta: 2,
      ganho: 2,
      perdido: 2,
    });
    expect(r.conversao).toBeCloseTo(2 / 12);
    const linha = (o: string) => r.porOrigem.find((l) => l.origem === o)!;
    expect(linha('formulario')).toMatchObject({ total: 3 });
    expect(linha('formulario').conversao).toBeCloseTo(1 / 3);
    expect(linha('whatsapp')).toMatchObject({ total: 2, conversao: 0.5 });
    expect(linha('portal')).toMatchObject({ total: 4, conversao: 0 });
    expect(linha('portal').porEtapa).toMatchObject({ em_atendimento: 2, proposta: 1, perdido: 1 });
    expect(linha('agendar_visita').total).toBe(2);
    expect(linha('equipe').total).toBe(1);
    expect(r.medianaPrimeiraRespostaHoras).toBe(2.5);
    expect(r.cliquesWhatsapp).toEqual([]);
  });

  it('WhatsApp clicks by property, most clicked first; de/ate filter by day; bad dates 400', async () => {
    const casa = await idDoImovel(ctx, 'Casa térrea com quintal em Moema');
    const studio = await idDoImovel(ctx, 'Studio mobiliado em Pinheiros');
    for (const imovelId of [studio, casa, casa])
      expect((await ctx.request('/api/leads/whatsapp', { method: 'POST', json: { imovelId } })).status).toBe(
        204,
      );
    const r = (await (await ctx.request('/api/admin/leads/funil', { token: t.admin })).json()) as ResumoFunil;
    expect(r.cliquesWhatsapp).toEqual([
      { imovelId: casa, imovelTitulo: 'Casa térrea com quintal em Moema', cliques: 2 },
      { imovelId: studio, imovelTitulo: 'Studio mobiliado em Pinheiros', cliques: 1 },
    ]);
    const futuro = (await (
      await ctx.request('/api/admin/leads/funil?de=2099-01-01&ate=2099-01-31', { token: t.admin })
    ).json()) as ResumoFunil;
    expect(futuro).toMatchObject({
      de: '2099-01-01',
      ate: '2099-01-31',
      total: 0,
      medianaPrimeiraRespostaHoras: null,
      cliquesWhatsapp: [],
    });
    for (const q of ['?de=2026-02-30', '?ate=ontem'])
      expect((await ctx.request(`/api/admin/leads/funil${q}`, { token: t.admin })).status).toBe(400);
  });
});

describe('PUT /api/admin/leads/configuracao', () => {
  it('saves and reads back; bad values 400 with the field message, nothing saved', async () => {
    const put = (json: unknown) =>
      ctx.request('/api/admin/leads/configuracao', { method: 'PUT', token: t.admin, json });
    expect(await (await put({ alertaHoras: 48, rodizio: false })).json()).toEqual({
      alertaHoras: 48,
      rodizio: false,
    });
    for (const ruim of [
      { alertaHoras: 0, rodizio: true },
      { alertaHoras: 1.5, rodizio: true },
      { alertaHoras: 24 },
    ])
      expect((await put(ruim)).status).toBe(400);
    await esperarErro(await put({ alertaHoras: 999, rodizio: true }), 400, MSG_LEADS.campos.alertaHoras);
    expect(await (await ctx.request('/api/admin/leads/configuracao', { token: t.admin })).json()).toEqual({
      alertaHoras: 48,
      rodizio: false,
    });
  });
});

describe('a lead untouched for the configured hours is parado', () => {
  it('on the deps clock: after 24 h without activity it alerts; a note clears it; 48 h configured clears it', async () => {
    const { ctx: c, relogio } = await contextoComRelogio();
    try {
      const inicio = relogio.agora;
      const { leadId } = await registrarContato(c.db, {
        nome: 'Vera Lúcia',
        email: 'vera@email.com.br',
        origem: 'portal',
        em: inicio,
      });
      const token = await tokenNoRelogioReal(c, 'admin@morada.com.br');
      const admin = async () => token;
      const parado = async () => (await detalhe(c, await admin(), leadId)).parado;
      expect(await parado()).toBe(false);
      relogio.agora = new Date(inicio.getTime() + 23 * 3_600_000);
      expect(await parado()).toBe(false);
      // The last event is the rotation's assignment, 1 ms after the arrival.
      relogio.agora = new Date(inicio.getTime() + 24 * 3_600_000 + 1);
      expect(await parado()).toBe(true);
      expect((await listar(c, await admin(), '?parado=true&busca=vera')).total).toBe(1);
      await c.request('/api/admin/leads/configuracao', {
        method: 'PUT',
        token: await admin(),
        json: { alertaHoras: 48, rodizio: true },
      });
      expect(await parado()).toBe(false);
      relogio.agora = new Date(inicio.getTime() + 49 * 3_600_000);
      expect(await parado()).toBe(true);
      const nota = await c.request(`/api/leads/${leadId}/notas`, {
        method: 'POST',
        token: await admin(),
        json: { texto: 'Liguei.' },
      });
      expect(nota.status).toBe(201);
      expect(await parado()).toBe(false);
      expect((await listar(c, await admin(), '?parado=true&busca=vera')).total).toBe(0);
    } finally {
      await c.close();
    }
  });
});
