import { MSG, MSG_ASSINATURAS } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro, ID_INEXISTENTE } from '../../test/http-helpers';
import type { Cenario } from '../contratos/cenario.fixture';
import { pedir, prepararAssinaturas, type Links } from './assinaturas.fixture';

const A = MSG_ASSINATURAS.api;

let c: Cenario;
let contratoId: string;
let outroId: string;
let dono: { id: string; token: string };
let outroDono: { id: string; token: string };
let pedido: Links;
beforeAll(async () => {
  ({ c, dono, outroDono, contratoId, outroId } = await prepararAssinaturas());
  pedido = (await (await pedir(c, contratoId)).json()) as Links;
});
afterAll(() => c.close());

const get = (caminho: string, token?: string) => c.request(caminho, { token });

describe('who sends and who reads a contract’s signatures', () => {
  it('only the admin sends; unknown contract 404; an aditivo needs its id', async () => {
    const corpo = { tipo: 'contrato' };
    const como = (token?: string) =>
      c.request(`/api/contratos/${contratoId}/assinaturas`, { method: 'POST', token, json: corpo });
    expect((await como()).status).toBe(401);
    for (const t of [c.inquilinoA.token, dono.token, c.corretor.token])
      expect((await como(t)).status).toBe(403);
    await esperarErro(await pedir(c, ID_INEXISTENTE), 404, MSG.api.contratoNaoEncontrado);
    expect((await pedir(c, contratoId, { tipo: 'aditivo' })).status).toBe(400);
    expect((await pedir(c, contratoId, { tipo: 'outro' })).status).toBe(400);
    expect((await pedir(c, contratoId, { tipo: 'laudo_vistoria' })).status).toBe(400);
  });

  it('the list: admin and this contract’s tenant and owner; the other contract’s parties 404; corretor 403', async () => {
    const caminho = `/api/contratos/${contratoId}/assinaturas`;
    for (const t of [c.admin.token, c.inquilinoA.token, dono.token]) {
      const r = await get(caminho, t);
      expect(r.status).toBe(200);
      expect((await r.json()).map((d: { id: string }) => d.id)).toContain(pedido.documento.id);
    }
    for (const t of [c.inquilinoB.token, outroDono.token])
      await esperarErro(await get(caminho, t), 404, MSG.api.contratoNaoEncontrado);
    expect((await get(caminho, c.corretor.token)).status).toBe(403);
    expect((await get(caminho)).status).toBe(401);
    expect(await (await get(`/api/contratos/${outroId}/assinaturas`, c.inquilinoB.token)).json()).toEqual([]);
  });

  it('the final PDF: 409 while pending; others 404; corretor 403; anonymous 401', async () => {
    const caminho = `/api/assinaturas/${pedido.documento.id}/final.pdf`;
    await esperarErro(await get(caminho, c.admin.token), 409, A.finalIndisponivel);
    await esperarErro(await get(caminho, c.inquilinoB.token), 404, A.documentoNaoEncontrado);
    await esperarErro(await get(caminho, outroDono.token), 404, A.documentoNaoEncontrado);
    expect((await get(caminho, c.corretor.token)).status).toBe(403);
    expect((await get(caminho)).status).toBe(401);
    await esperarErro(
      await get(`/api/assinaturas/${ID_INEXISTENTE}/final.pdf`, c.admin.token),
      404,
      A.documentoNaoEncontrado,
    );
  });

  it('signing in one’s area: another user 404, wrong password 400, anonymous 401', async () => {
    const caminho = `/api/assinaturas/${pedido.documento.id}/assinatura`;
    const como = (token: string | undefined, senha: string) =>
      c.request(caminho, { method: 'POST', token, json: { senha } });
    await esperarErro(await como(c.inquilinoB.token, 'x'), 404, A.documentoNaoEncontrado);
    await esperarErro(await como(outroDono.token, 'x'), 404, A.documentoNaoEncontrado);
    await esperarErro(await como(c.inquilinoA.token, 'errada'), 400, A.senhaIncorreta);
    expect((await como(undefined, 'x')).status).toBe(401);
    // Mine: pending for me, and not for the other tenant.
    const minhas = await (await get('/api/minhas-assinaturas', c.inquilinoA.token)).json();
    expect(minhas.map((d: { id: string }) => d.id)).toContain(pedido.documento.id);
    expect(await (await get('/api/minhas-assinaturas', c.inquilinoB.token)).json()).toEqual([]);
  });

  it('resending a link: admin only; the old link dies; unknown signatory 404', async () => {
    const s = pedido.documento.signatarios.find((x) => x.papel === 'proprietario')!;
    const caminho = `/api/assinaturas/${pedido.documento.id}/signatarios/${s.id}/link`;
    expect((await c.request(caminho, { method: 'POST', token: dono.token })).status).toBe(403);
    await esperarErro(
      await c.request(`/api/assinaturas/${pedido.documento.id}/signatarios/${ID_INEXISTENTE}/link`, {
        method: 'POST',
        token: c.admin.token,
      }),
      404,
      A.signatarioNaoEncontrado,
    );
    const antigo = pedido.links.find((l) => l.signatarioId === s.id)!.link.split('/assinar/')[1]!;
    const r = await c.request(caminho, { method: 'POST', token: c.admin.token });
    expect(r.status).toBe(200);
    const novo = await r.json();
    expect(novo).toMatchObject({ enviadoPorEmail: false, link: expect.stringContaining('/assinar/') });
    await esperarErro(await get(`/api/assinaturas/link/${antigo}`), 404, A.linkInvalido);
    expect((await get(`/api/assinaturas/link/${novo.link.split('/assinar/')[1]}`)).status).toBe(200);
  });
});

describe('public verification: bad input', () => {
  it('unknown or malformed code 404; no file or not a PDF 400; too big 413', async () => {
    await esperarErro(await get('/api/verificacao/ACDE-FGHJ-KMNP'), 404, A.verificacaoNaoEncontrada);
    await esperarErro(await get('/api/verificacao/nada'), 404, A.verificacaoNaoEncontrada);
    const enviar = (f?: File) => {
      const form = new FormData();
      if (f) form.set('arquivo', f);
      else form.set('outro', 'x');
      return c.request('/api/verificacao', { method: 'POST', body: form });
    };
    await esperarErro(await enviar(), 400, MSG_ASSINATURAS.campos.arquivo);
    await esperarErro(
      await enviar(new File(['GIF89a não é pdf'], 'x.pdf', { type: 'application/pdf' })),
      400,
      A.naoPdf,
    );
    const grande = new Uint8Array(10 * 1024 * 1024 + 100 * 1024);
    grande.set(new TextEncoder().encode('%PDF-1.7'));
    expect((await enviar(new File([grande], 'g.pdf', { type: 'application/pdf' }))).status).toBe(413);
  });
});
