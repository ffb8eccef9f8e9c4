import { MSG_ASSINATURAS, type Evidencia } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textoDoPdf } from '../../test/pdf-texto';
import type { Cenario } from '../contratos/cenario.fixture';
import {
  assinarNoLink,
  codigoPorEmail,
  naLink,
  pedir,
  prepararAssinaturas,
  SENHA,
  tokenDoPapel,
  verificarArquivo,
  type Links,
} from './assinaturas.fixture';

const A = MSG_ASSINATURAS.api;

let c: Cenario;
let contratoId: string;
let dono: { id: string; token: string };
beforeAll(async () => {
  ({ c, dono, contratoId } = await prepararAssinaturas());
});
afterAll(() => c.close());

describe('the lease signed by tenant (code), owner (password) and agency (in its area)', () => {
  it('ends in a final PDF with the signature page, verified by code and by upload; a changed copy is not valid', async () => {
    const r = await pedir(c, contratoId);
    expect(r.status).toBe(201);
    const pedido = (await r.json()) as Links;
    expect(pedido.enviadoPorEmail).toBe(false);
    expect(pedido.documento).toMatchObject({ tipo: 'contrato', status: 'pendente', codigoVerificacao: null });
    expect(pedido.documento.signatarios.map((s) => [s.papel, s.nome, s.status])).toEqual([
      ['locatario', 'Mariana Costa', 'pendente'],
      ['proprietario', 'Paulo Proprietário', 'pendente'],
      ['imobiliaria', 'Ana Admin', 'pendente'],
    ]);
    expect(pedido.links).toHaveLength(3);

    // The tenant opens her link on the phone: what to sign, and the exact PDF (its SHA-256).
    const tInq = tokenDoPapel(pedido, 'locatario');
    const vista = await (await naLink(c, tInq)).json();
    expect(vista).toMatchObject({
      titulo: pedido.documento.titulo,
      status: 'pendente',
      confirmacao: 'senha',
    });
    const original = new Uint8Array(await (await naLink(c, tInq, '/documento.pdf')).arrayBuffer());
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(original).digest('hex')).toBe(pedido.documento.sha256);

    // Tenant: a code by e-mail (SMTP on for this step).
    const codigo = await codigoPorEmail(c, tInq);
    const ev = await assinarNoLink(c, tInq, { codigo });
    expect(ev.status).toBe(200);
    const evidencia = (await ev.json()) as Evidencia;
    expect(evidencia).toMatchObject({
      nome: 'Mariana Costa',
      papel: 'locatario',
      metodo: 'codigo_email',
      ip: 'local',
      userAgent: 'Celular/1.0',
      sha256: pedido.documento.sha256,
      assinadoEm: '2026-12-01T15:00:00.000Z',
    });
    // Signing twice records once: the same evidence.
    expect(await (await assinarNoLink(c, tInq, { codigo })).json()).toEqual(evidencia);
    expect(await c.db.selectFrom('evidencias_assinatura').select('id').execute()).toHaveLength(1);

    // Owner: by password on his link (no SMTP). Agency: signed in, in the back office.
    const tDono = tokenDoPapel(pedido, 'proprietario');
    expect((await (await naLink(c, tDono, '/codigo', { method: 'POST' })).json()).metodo).toBe('senha');
    expect((await assinarNoLink(c, tDono, { senha: SENHA })).status).toBe(200);
    const minhas = await (await c.request('/api/minhas-assinaturas', { token: c.admin.token })).json();
    expect(minhas.map((d: { id: string }) => d.id)).toEqual([pedido.documento.id]);
    const docId = pedido.documento.id;
    const adm = await c.request(`/api/assinaturas/${docId}/assinatura`, {
      method: 'POST',
      token: c.admin.token,
      json: { senha: SENHA },
    });
    expect(adm.status).toBe(200);
    expect(await (await c.request('/api/minhas-assinaturas', { token: c.admin.token })).json()).toEqual([]);

    const lista = await (
      await c.request(`/api/contratos/${contratoId}/assinaturas`, { token: dono.token })
    ).json();
    expect(lista[0]).toMatchObject({ status: 'concluido', concluidoEm: '2026-12-01T15:00:00.000Z' });
    const codigoVerificacao = lista[0].codigoVerificacao as string;
    expect(codigoVerificacao).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

    // The final PDF: the original's pages plus the signature page.
    const f = await c.request(`/api/assinaturas/${docId}/final.pdf`, { token: c.inquilinoA.token });
    expect(f.status).toBe(200);
    expect(f.headers.get('Content-Type')).toBe('application/pdf');
    const final = new Uint8Array(await f.arrayBuffer());
    const texto = textoDoPdf(final);
    expect(texto).toContain('Página de assinaturas');
    expect(texto).toContain(`Código de verificação: ${codigoVerificacao}`);
    expect(texto).toContain(`SHA-256 do documento assinado:\n${pedido.documento.sha256}`);
    expect(texto).toContain('Locatário: Mariana Costa');
    expect(texto).toContain(
      'E-mail: mariana@teste.com\nAssinado em 01/12/2026 12:00 (horário de Brasília)\nIP: local; confirmado por código enviado ao e-mail\nNavegador: Celular/1.0',
    );
    expect(texto).toContain(`/verificar/${codigoVerificacao}`);

    // Public verification by code (no e-mail, no IP) and by upload.
    const porCodigo = await c.request(`/api/verificacao/${codigoVerificacao.toLowerCase()}`);
    expect(porCodigo.status).toBe(200);
    const v = await porCodigo.json();
    expect(v).toMatchObject({ valido: true, mensagem: A.valido });
    expect(v.documento.partes.map((p: { nome: string }) => p.nome)).toEqual([
      'Mariana Costa',
      'Paulo Proprietário',
      'Ana Admin',
    ]);
    expect(JSON.stringify(v)).not.toContain('@teste.com');
    expect(JSON.stringify(v)).not.toContain('local');
    expect(await (await verificarArquivo(c, final)).json()).toMatchObject({
      valido: true,
      mensagem: A.valido,
    });
    const alterado = final.slice();
    const meio = Math.floor(alterado.length / 2);
    alterado[meio] = alterado[meio]! ^ 0x01;
    expect(await (await verificarArquivo(c, alterado)).json()).toEqual({
      valido: false,
      mensagem: A.invalido,
      documento: null,
    });
    // The original (unsigned) PDF is not the signed document either.
    expect((await (await verificarArquivo(c, original)).json()).valido).toBe(false);
  });
});
