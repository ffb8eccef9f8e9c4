import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from './api';
import { createClient } from './client';
import { memoryStorage } from './session';
import { createSiteApi } from './site-api';
import { createHarness, DEMO, fakeLocation, type Harness } from './test/harness';

// Issue 35: the leads calls of the corretor's area (siteApi) and of the back office (api), against
// the real server with the demo seed (two corretores with leads at every etapa).
const JULIANA = { email: 'corretor@morada.com.br', senha: 'Corretor@2026' };

let admin: Harness;
// The corretor's own client (his session) on the same server and database as the admin's.
let corretorClient: ReturnType<typeof createClient>;
let site: ReturnType<typeof createSiteApi>;
beforeAll(async () => {
  admin = await createHarness();
  await admin.api.sessao.entrar(DEMO.admin.email, DEMO.admin.senha);
  corretorClient = createClient({
    storage: memoryStorage(),
    location: fakeLocation(),
    fetch: async (url, init) => admin.ctx.app.request(url, init),
  });
  site = createSiteApi(corretorClient);
  await site.sessao.entrar(JULIANA.email, JULIANA.senha);
});
afterAll(() => admin.close());

describe('siteApi.leads (corretor)', () => {
  it('pagina answers only his leads, one page with the total of every page', async () => {
    const todas = await site.leads.pagina({});
    expect(todas.total).toBeGreaterThan(0);
    expect(new Set(todas.dados.map((l) => l.corretorNome))).toEqual(new Set([todas.dados[0]!.corretorNome]));
    const um = await site.leads.pagina({ limite: 1 });
    expect(um.dados).toHaveLength(1);
    expect(um.total).toBe(todas.total);
  });

  it('the etapa filter answers only that etapa', async () => {
    const { dados } = await site.leads.pagina({ etapa: 'novo' });
    expect(dados.every((l) => l.etapa === 'novo')).toBe(true);
  });

  it('another corretor’s lead is a 404 with its pt-BR message', async () => {
    const dele = (await site.leads.pagina({})).dados[0]!;
    const outro = (await admin.api.leads.pagina({})).dados.find((l) => l.corretorId !== dele.corretorId)!;
    await expect(site.leads.obter(outro.id)).rejects.toMatchObject({ status: 404 });
  });

  it('a note and an etapa change show in the timeline read again; perdido without motivo is refused', async () => {
    const lead = (await site.leads.pagina({ etapa: 'novo' })).dados[0]!;
    await site.leads.adicionarNota(lead.id, 'Prefere visitas no sábado.');
    await site.leads.mudarEtapa(lead.id, { etapa: 'em_atendimento' });
    const depois = await site.leads.obter(lead.id);
    expect(depois.etapa).toBe('em_atendimento');
    expect(depois.eventos.map((e) => e.texto)).toContain('Prefere visitas no sábado.');
    const erro = await site.leads.mudarEtapa(lead.id, { etapa: 'perdido' }).catch((e: unknown) => e);
    expect(erro).toMatchObject({ status: 400, mensagem: 'Informe o motivo da perda' });
    expect((await site.leads.obter(lead.id)).etapa).toBe('em_atendimento');
  });
});

describe('api.leads (admin)', () => {
  it('criar types a lead (origem equipe) that the list then shows', async () => {
    const criado = await admin.api.leads.criar({ nome: 'Paula Reis', telefone: '(11) 91234-5678' });
    expect(criado).toMatchObject({ nome: 'Paula Reis', origem: 'equipe', etapa: 'novo' });
    const { dados } = await admin.api.leads.pagina({ busca: 'Paula Reis' });
    expect(dados.map((l) => l.id)).toContain(criado.id);
  });

  it('atribuir moves a lead to the chosen corretor', async () => {
    const juliana = (await site.leads.pagina({})).dados[0]!;
    const outro = (await admin.api.leads.pagina({})).dados.find(
      (l) => l.corretorId && l.corretorId !== juliana.corretorId,
    )!;
    const depois = await admin.api.leads.atribuir(outro.id, juliana.corretorId!);
    expect(depois.corretorId).toBe(juliana.corretorId);
    expect((await site.leads.obter(outro.id)).id).toBe(outro.id);
  });

  it('the configuration is saved and read back; the funnel answers a row per origem', async () => {
    await admin.api.leads.salvarConfiguracao({ alertaHoras: 48, rodizio: false });
    expect(await admin.api.leads.configuracao()).toEqual({ alertaHoras: 48, rodizio: false });
    const funil = await admin.api.leads.funil();
    expect(funil.porOrigem.map((l) => l.origem)).toEqual([
      'formulario',
      'agendar_visita',
      'whatsapp',
      'portal',
      'equipe',
    ]);
    expect(funil.total).toBe(funil.porOrigem.reduce((s, l) => s + l.total, 0));
  });

  it('a corretor cannot read the funnel (403)', async () => {
    await expect(createApi(corretorClient).leads.funil()).rejects.toMatchObject({ status: 403 });
  });
});
