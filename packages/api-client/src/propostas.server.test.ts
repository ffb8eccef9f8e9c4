import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './client';
import { memoryStorage } from './session';
import { createSiteApi } from './site-api';
import { createHarness, DEMO, fakeLocation, type Harness } from './test/harness';

// Issue 35: the proposals and commissions calls of the corretor's area (siteApi) and of the back
// office (api), against the real server with the demo seed (a draft, two sent ones, an approved sale).
const JULIANA = { email: 'corretor@morada.com.br', senha: 'Corretor@2026' };

let admin: Harness;
let site: ReturnType<typeof createSiteApi>;
beforeAll(async () => {
  admin = await createHarness();
  await admin.api.sessao.entrar(DEMO.admin.email, DEMO.admin.senha);
  site = createSiteApi(
    createClient({
      storage: memoryStorage(),
      location: fakeLocation(),
      fetch: async (url, init) => admin.ctx.app.request(url, init),
    }),
  );
  await site.sessao.entrar(JULIANA.email, JULIANA.senha);
  // A seeded server and two sign-ins: slow on a busy machine.
}, 60_000);
afterAll(() => admin.close());

describe('propostas (corretor and back office)', () => {
  it('the corretor pages his proposals; the admin all; a draft takes a document and gives it back', async () => {
    const dele = await site.propostas.pagina({});
    const todas = await admin.api.propostas.pagina({});
    expect(dele.total).toBeGreaterThan(0);
    expect(todas.total).toBeGreaterThan(dele.total);
    expect(new Set(dele.dados.map((p) => p.corretorNome))).toEqual(new Set(['Juliana Santos']));
    const rascunho = (await site.propostas.pagina({ status: 'rascunho' })).dados[0]!;
    expect(rascunho.documentos.length).toBeGreaterThan(0);
    const form = new FormData();
    form.append('categoria', 'renda');
    form.append('arquivo', new File(['%PDF-1.4\n%%EOF\n'], 'holerite.pdf', { type: 'application/pdf' }));
    const comDoc = await site.propostas.anexar(rascunho.id, form);
    const novo = comDoc.documentos.find((d) => d.nome === 'holerite.pdf')!;
    expect(novo.categoria).toBe('renda');
    const arquivo = await site.propostas.baixarDocumento(rascunho.id, novo.id);
    expect(arquivo.nomeArquivo).toBe('holerite.pdf');
    const semDoc = await site.propostas.removerDocumento(rascunho.id, novo.id);
    expect(semDoc.documentos.map((d) => d.id)).not.toContain(novo.id);
    // Sending the incomplete draft is a 400 the form can show per field.
    await expect(site.propostas.enviar(rascunho.id)).rejects.toMatchObject({ status: 400 });
  });

  it('the admin refuses a sent one; the corretor reads his commissions; the settings read back', async () => {
    const enviada = (await admin.api.propostas.pagina({ status: 'enviada' })).dados[0]!;
    const recusada = await admin.api.propostas.recusar(enviada.id, 'Documentação incompleta');
    expect(recusada).toMatchObject({ status: 'recusada', motivoRecusa: 'Documentação incompleta' });
    await expect(admin.api.propostas.aprovar(enviada.id, {})).rejects.toMatchObject({ status: 409 });
    const comissoes = await site.propostas.comissoes();
    expect(comissoes.itens.length).toBeGreaterThan(0);
    expect(comissoes.totalCentavos).toBe(comissoes.itens.reduce((s, c) => s + c.valorCentavos, 0));
    const config = await admin.api.propostas.configuracaoComissoes();
    const salvo = await admin.api.propostas.salvarConfiguracaoComissoes({ ...config, percentualVenda: 5 });
    expect(salvo.percentualVenda).toBe(5);
    await expect(
      admin.api.propostas.salvarConfiguracaoComissoes({
        ...config,
        divisao: { agencia: 10, captador: 10, vendedor: 10 },
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('the funnel counts come in one call and add up to the list', async () => {
    const contagens = await site.leads.contagens({});
    const { total } = await site.leads.pagina({});
    expect(Object.values(contagens).reduce((s, n) => s + n, 0)).toBe(total);
  });
});
