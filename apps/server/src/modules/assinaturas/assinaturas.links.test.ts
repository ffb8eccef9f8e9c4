import { MSG_ASSINATURAS } from '@morada/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
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

const A = MSG_ASSINATURAS.api;

let c: Cenario;
let contratoId: string;
let pedido: Links;
beforeEach(async () => {
  ({ c, contratoId } = await prepararAssinaturas());
  pedido = (await (await pedir(c, contratoId)).json()) as Links;
});
afterEach(() => c.close());

describe('signing links: bad input', () => {
  it('three wrong codes lock the link (409); a new link works', async () => {
    const token = tokenDoPapel(pedido, 'locatario');
    await esperarErro(await assinarNoLink(c, token, { codigo: '000000' }), 400, A.codigoIncorreto);
    await esperarErro(await assinarNoLink(c, token, { senha: 'errada' }), 400, A.senhaIncorreta);
    await esperarErro(await assinarNoLink(c, token, { codigo: '111111' }), 409, A.linkBloqueado);
    await esperarErro(await naLink(c, token), 409, A.linkBloqueado);
    await esperarErro(await assinarNoLink(c, token, { senha: SENHA }), 409, A.linkBloqueado);
    expect(await c.db.selectFrom('evidencias_assinatura').select('id').execute()).toEqual([]);

    const s = pedido.documento.signatarios.find((x) => x.papel === 'locatario')!;
    // The back office sees the locked link, and only that signatory's.
    const lista = async () => {
      const r = await c.request(`/api/contratos/${contratoId}/assinaturas`, { token: c.admin.token });
      const [doc] = (await r.json()) as Links['documento'][];
      return doc!.signatarios.map((x) => [x.papel, x.linkBloqueado]);
    };
    expect(await lista()).toContainEqual(['locatario', true]);
    expect((await lista()).filter(([, b]) => b)).toHaveLength(1);
    const r = await c.request(`/api/assinaturas/${pedido.documento.id}/signatarios/${s.id}/link`, {
      method: 'POST',
      token: c.admin.token,
    });
    const novo = (await r.json()).link.split('/assinar/')[1];
    expect(await lista()).toContainEqual(['locatario', false]);
    expect((await assinarNoLink(c, novo, { senha: SENHA })).status).toBe(200);
  });

  it('an expired link (after 7 days) is 404; malformed input 400', async () => {
    const token = tokenDoPapel(pedido, 'locatario');
    expect((await assinarNoLink(c, token, { codigo: '12' })).status).toBe(400);
    c.deps.now = () => new Date('2026-12-08T15:00:00.000Z');
    await esperarErro(await naLink(c, token), 404, A.linkInvalido);
    await esperarErro(await naLink(c, token, '/documento.pdf'), 404, A.linkInvalido);
    await esperarErro(await assinarNoLink(c, token, { senha: SENHA }), 404, A.linkInvalido);
    await esperarErro(await naLink(c, 'x'.repeat(43)), 404, A.linkInvalido);
  });

  it('a reused link answers the same evidence; the link still shows the document as signed by her', async () => {
    const token = tokenDoPapel(pedido, 'locatario');
    const primeira = await (await assinarNoLink(c, token, { senha: SENHA })).json();
    c.deps.now = () => new Date('2026-12-01T16:00:00.000Z');
    const segunda = await assinarNoLink(c, token, { senha: 'qualquer' });
    expect(segunda.status).toBe(200);
    expect(await segunda.json()).toEqual(primeira);
    const vista = await (await naLink(c, token)).json();
    expect(vista.signatario).toMatchObject({ status: 'assinado', assinadoEm: '2026-12-01T15:00:00.000Z' });
  });

  it('without SMTP a signatory without an account cannot get a code (409)', async () => {
    await c.request(`/api/contratos/${contratoId}/garantia`, {
      method: 'PUT',
      token: c.admin.token,
      json: {
        tipo: 'fiador',
        nome: 'Fábio Fiador',
        cpf: '529.982.247-25',
        telefone: '(11) 97777-6666',
        email: 'fabio@teste.com',
        imovelOferecido: 'Casa em Santos',
      },
    });
    const r = await pedir(c, contratoId);
    if (r.status !== 201) throw new Error(await r.text());
    const novo = (await r.json()) as Links;
    expect(novo.documento.signatarios.map((s) => s.papel)).toEqual([
      'locatario',
      'proprietario',
      'fiador',
      'imobiliaria',
    ]);
    const token = tokenDoPapel(novo, 'fiador');
    expect((await (await naLink(c, token)).json()).confirmacao).toBe('indisponivel');
    await esperarErro(await naLink(c, token, '/codigo', { method: 'POST' }), 409, A.senhaIndisponivel);
  });
});

describe('a document changed after someone signed', () => {
  it('invalidates the pending signatures of the earlier request; the evidence stays', async () => {
    const tInq = tokenDoPapel(pedido, 'locatario');
    const tDono = tokenDoPapel(pedido, 'proprietario');
    expect((await assinarNoLink(c, tInq, { senha: SENHA })).status).toBe(200);
    const r = await c.request(`/api/contratos/${contratoId}`, {
      method: 'PUT',
      token: c.admin.token,
      json: c.contratoEntrada({ valorAluguel: 2500 }),
    });
    expect(r.status).toBe(200);
    const novo = await pedir(c, contratoId);
    expect(novo.status).toBe(201);
    const lista = await (
      await c.request(`/api/contratos/${contratoId}/assinaturas`, { token: c.admin.token })
    ).json();
    const antigo = lista.find((d: { id: string }) => d.id === pedido.documento.id);
    expect(antigo.status).toBe('invalidado');
    expect(antigo.signatarios.map((s: { status: string }) => s.status)).toEqual([
      'assinado',
      'invalidado',
      'invalidado',
    ]);
    expect(await c.db.selectFrom('evidencias_assinatura').select('nome').execute()).toEqual([
      { nome: 'Mariana Costa' },
    ]);
    await esperarErro(await naLink(c, tDono), 404, A.linkInvalido);
  });
});
