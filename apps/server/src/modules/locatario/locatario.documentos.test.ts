import type { LocatarioResumo } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

// Issue 32: the demo tenant's Documentos listed her lease twice (the PDF Morada draws and the
// signed copy the agency filed), and the greyed 'Baixar' of the inspection said nothing.
describe('área do locatário: Documentos of the demo agency', () => {
  let ctx: TestContext;
  let resumo: LocatarioResumo;
  beforeAll(async () => {
    ctx = await createTestContext();
    const res = await ctx.request('/api/locatario/resumo', { token: await ctx.tenantToken() });
    expect(res.status).toBe(200);
    resumo = (await res.json()) as LocatarioResumo;
  });
  afterAll(() => ctx.close());

  it('holds the lease once, and it can be downloaded', async () => {
    const numero = resumo.contrato!.numero;
    const contratos = resumo.documentos.filter((d) => d.titulo.toLowerCase().includes('contrato de locação'));
    expect(contratos.map((d) => d.titulo)).toEqual([`Contrato de locação nº ${numero}`]);
    const res = await ctx.request(contratos[0]!.arquivo!, { token: await ctx.tenantToken() });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer()).subarray(0, 5)).toEqual(new TextEncoder().encode('%PDF-'));
    // No two entries of the list are the same document.
    expect(new Set(resumo.documentos.map((d) => d.titulo)).size).toBe(resumo.documentos.length);
  });

  it('says why a document cannot be downloaded yet', () => {
    expect(resumo.documentos.find((d) => d.titulo === 'Vistoria periódica do imóvel')).toMatchObject({
      arquivo: null,
      indisponivel: 'A vistoria ainda não foi registrada pela imobiliária.',
    });
    for (const d of resumo.documentos) expect(d.arquivo === null).toBe(Boolean(d.indisponivel));
  });
});
