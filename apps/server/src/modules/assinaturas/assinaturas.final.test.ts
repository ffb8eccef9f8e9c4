import { MSG_ASSINATURAS, type DocumentoParaAssinar } from '@morada/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import { textoDoPdf } from '../../test/pdf-texto';
import type { Cenario } from '../contratos/cenario.fixture';
import {
  assinarNoLink,
  naLink,
  pedir,
  prepararAssinaturas,
  SENHA,
  tokenDoPapel,
  type Links,
} from './assinaturas.fixture';

// Issue 37: the final PDF by link (the last to sign, and whoever reopens a used link while it is
// valid) and the completed documents in each one's area.
const A = MSG_ASSINATURAS.api;

let c: Cenario;
let contratoId: string;
let dono: { id: string; token: string };
let outroDono: { id: string; token: string };
let pedido: Links;
beforeEach(async () => {
  ({ c, dono, outroDono, contratoId } = await prepararAssinaturas());
  pedido = (await (await pedir(c, contratoId)).json()) as Links;
});
afterEach(() => c.close());

/** Tenant and owner sign by link with their passwords; the agency signs in its area. */
const todosAssinam = async () => {
  for (const papel of ['locatario', 'proprietario'])
    expect((await assinarNoLink(c, tokenDoPapel(pedido, papel), { senha: SENHA })).status).toBe(200);
  const r = await c.request(`/api/assinaturas/${pedido.documento.id}/assinatura`, {
    method: 'POST',
    token: c.admin.token,
    json: { senha: SENHA },
  });
  expect(r.status).toBe(200);
};

const concluidas = async (token?: string) => c.request('/api/minhas-assinaturas/concluidas', { token });

describe('GET /api/assinaturas/link/{token}/final.pdf', () => {
  it('409 while someone has not signed, even for who already signed', async () => {
    const token = tokenDoPapel(pedido, 'locatario');
    await esperarErro(await naLink(c, token, '/final.pdf'), 409, A.finalIndisponivel);
    await assinarNoLink(c, token, { senha: SENHA });
    await esperarErro(await naLink(c, token, '/final.pdf'), 409, A.finalIndisponivel);
  });

  it('once all signed, every still-valid link downloads the signed PDF with the signature page', async () => {
    await todosAssinam();
    const [doc] = (await (
      await c.request(`/api/contratos/${contratoId}/assinaturas`, { token: c.admin.token })
    ).json()) as DocumentoParaAssinar[];
    for (const papel of ['locatario', 'proprietario', 'imobiliaria']) {
      const r = await naLink(c, tokenDoPapel(pedido, papel), '/final.pdf');
      expect(r.status).toBe(200);
      expect(r.headers.get('Content-Type')).toBe('application/pdf');
      expect(r.headers.get('Content-Disposition')).toContain('assinado.pdf');
      const texto = textoDoPdf(new Uint8Array(await r.arrayBuffer()));
      expect(texto).toContain('Página de assinaturas');
      expect(texto).toContain(`Código de verificação: ${doc!.codigoVerificacao}`);
    }
    const vista = await (await naLink(c, tokenDoPapel(pedido, 'locatario'))).json();
    expect(vista).toMatchObject({ status: 'concluido', codigoVerificacao: doc!.codigoVerificacao });
  });

  it('bad links: unknown or expired (after 7 days) → 404', async () => {
    await todosAssinam();
    await esperarErro(await naLink(c, 'x'.repeat(43), '/final.pdf'), 404, A.linkInvalido);
    const token = tokenDoPapel(pedido, 'locatario');
    c.deps.now = () => new Date('2026-12-08T15:00:01.000Z');
    await esperarErro(await naLink(c, token, '/final.pdf'), 404, A.linkInvalido);
  });

  it('the signed link of a request invalidated by a changed document: 409, no PDF', async () => {
    const token = tokenDoPapel(pedido, 'locatario');
    await assinarNoLink(c, token, { senha: SENHA });
    await c.request(`/api/contratos/${contratoId}`, {
      method: 'PUT',
      token: c.admin.token,
      json: c.contratoEntrada({ valorAluguel: 2500 }),
    });
    expect((await pedir(c, contratoId)).status).toBe(201);
    await esperarErro(await naLink(c, token, '/final.pdf'), 409, A.finalIndisponivel);
  });
});

describe('GET /api/minhas-assinaturas/concluidas', () => {
  it('empty until everyone signed; then the tenant, the owner and the agency each see it', async () => {
    expect(await (await concluidas(c.inquilinoA.token)).json()).toEqual([]);
    await todosAssinam();
    for (const t of [c.inquilinoA.token, dono.token, c.admin.token]) {
      const lista = (await (await concluidas(t)).json()) as DocumentoParaAssinar[];
      expect(lista.map((d) => [d.id, d.status])).toEqual([[pedido.documento.id, 'concluido']]);
      expect(lista[0]!.codigoVerificacao).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    }
    // The final PDF the area links to downloads for the tenant and the owner.
    for (const t of [c.inquilinoA.token, dono.token])
      expect(
        (await c.request(`/api/assinaturas/${pedido.documento.id}/final.pdf`, { token: t })).status,
      ).toBe(200);
  });

  it('the other contract’s parties see nothing; anonymous 401', async () => {
    await todosAssinam();
    for (const t of [c.inquilinoB.token, outroDono.token, c.corretor.token])
      expect(await (await concluidas(t)).json()).toEqual([]);
    expect((await concluidas()).status).toBe(401);
  });
});
