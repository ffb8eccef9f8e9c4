import { MSG_CHAMADOS, type Chamado } from '@morada/domain';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servirFotos } from '../../static';
import { contextoComTokens, type Tokens } from '../../test/contexto';
import { esperarErro, tokenNoRelogioReal } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { abrirChamado, esperarSoPara, formChamado, fotoPng, outroProprietario } from './chamados.fixture';

// Issue 36: a chamado's photos show the inside of a tenant's home, so they are private files read
// through GET /api/chamados/{id}/fotos/{fotoId} by the chamado's tenant, the property's owner and
// the back office only.
const A = MSG_CHAMADOS.api;

let ctx: TestContext;
let t: Tokens;
let outroInquilino: string;
let outroDono: string;
let chamado: Chamado;
/** The names the upload wrote in the private area. */
let guardadas: string[];
let publicasAntes: string[];

beforeAll(async () => {
  ({ ctx, t } = await contextoComTokens());
  outroInquilino = await tokenNoRelogioReal(ctx, 'carlos@exemplo.com.br');
  outroDono = await outroProprietario(ctx, t.admin);
  const privadasAntes = await ctx.deps.armazenamento.listar('documentos');
  publicasAntes = await ctx.deps.armazenamento.listar('fotos');
  const res = await abrirChamado(
    ctx,
    t.inquilino,
    formChamado({ categoria: 'hidraulica', descricao: 'Infiltração no banheiro', urgencia: 'media' }, [
      fotoPng('a.png'),
      fotoPng('b.png'),
    ]),
  );
  expect(res.status).toBe(201);
  chamado = (await res.json()) as Chamado;
  guardadas = (await ctx.deps.armazenamento.listar('documentos')).filter((n) => !privadasAntes.includes(n));
});
afterAll(() => ctx.close());

const ler = (url: string, token?: string) => ctx.request(url, token ? { token } : {});

describe('GET /api/chamados/{id}/fotos/{fotoId}', () => {
  it('the chamado answers one private URL per photo, in the order sent', () => {
    expect(chamado.fotos).toHaveLength(2);
    for (const url of chamado.fotos)
      expect(url).toMatch(new RegExp(`^/api/chamados/${chamado.id}/fotos/[0-9a-f-]{36}$`));
  });

  it('the tenant, the owner and an admin read each photo as a JPEG never cached', async () => {
    for (const token of [t.inquilino, t.proprietario, t.admin])
      for (const url of chamado.fotos) {
        const res = await ler(url, token);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/jpeg');
        expect(res.headers.get('cache-control')).toContain('no-store');
        const bytes = new Uint8Array(await res.arrayBuffer());
        expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      }
  });

  it('another tenant and another owner: 404, as if it did not exist', async () => {
    for (const token of [outroInquilino, outroDono])
      await esperarErro(await ler(chamado.fotos[0]!, token), 404, A.chamadoNaoEncontrado);
  });

  it('without a session 401; a corretor 403', async () => {
    await esperarSoPara(ctx, [{ caminho: chamado.fotos[0]! }], [t.corretor]);
  });

  it("a photo id of another chamado, or an unknown one, is a 404 even for the chamado's tenant", async () => {
    const fotoId = chamado.fotos[0]!.split('/').pop()!;
    const outro = await abrirChamado(
      ctx,
      t.inquilino,
      formChamado({ categoria: 'eletrica', descricao: 'Disjuntor desarmando', urgencia: 'alta' }),
    );
    const { id } = (await outro.json()) as Chamado;
    await esperarErro(
      await ler(`/api/chamados/${id}/fotos/${fotoId}`, t.inquilino),
      404,
      A.chamadoNaoEncontrado,
    );
    await esperarErro(
      await ler(`/api/chamados/${chamado.id}/fotos/00000000-0000-4000-8000-000000000000`, t.admin),
      404,
      A.chamadoNaoEncontrado,
    );
  });

  it('nothing of it is under the public /uploads/fotos: the files are in the private area only', async () => {
    expect(guardadas).toHaveLength(2);
    expect(await ctx.deps.armazenamento.listar('fotos')).toEqual(publicasAntes);
    const publico = new Hono();
    servirFotos(publico, ctx.deps.armazenamento);
    for (const nome of guardadas) expect((await publico.request(`/uploads/fotos/${nome}`)).status).toBe(404);
  });
});

describe('the demo', () => {
  it("the stain's chamado shows the tenant his photo, read through the private route", async () => {
    const res = await ctx.request('/api/locatario/chamados', { token: t.inquilino });
    const mancha = ((await res.json()) as Chamado[]).find((c) =>
      c.descricao.startsWith('Mancha de umidade'),
    )!;
    expect(mancha.fotos).toHaveLength(1);
    const foto = await ler(mancha.fotos[0]!, t.inquilino);
    expect(foto.status).toBe(200);
    expect(foto.headers.get('content-type')).toBe('image/jpeg');
  });
});
