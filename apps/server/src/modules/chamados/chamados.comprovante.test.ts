import { MSG, MSG_CHAMADOS } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoComTokens, type Tokens } from '../../test/contexto';
import { esperarErro } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { chamadoAberto, concluir, ID_INEXISTENTE, outroProprietario, triar } from './chamados.fixture';

let ctx: TestContext;
let t: Tokens;
/** An owner with no property. */
let outroDono: string;
beforeAll(async () => {
  ({ ctx, t } = await contextoComTokens());
  outroDono = await outroProprietario(ctx, t.admin);
});
afterAll(() => ctx.close());

/** A chamado concluded with a receipt, its cost paid by `responsavel`. */
const concluido = async (responsavel: 'proprietario' | 'imobiliaria') => {
  const c = await chamadoAberto(ctx, t.inquilino, `Serviço pago por ${responsavel}`);
  expect((await triar(ctx, c.id, { valorCentavos: 12_000, responsavel }, t.admin)).status).toBe(200);
  expect((await concluir(ctx, c.id, t.admin)).status).toBe(200);
  return c;
};

const admin = (id: string) => `/api/admin/chamados/${id}/comprovante`;
const dono = (id: string) => `/api/proprietario/chamados/${id}/comprovante`;

describe('the receipt of a concluded chamado', () => {
  it('the admin downloads it: the PDF, as an attachment, private and never cached', async () => {
    const c = await concluido('imobiliaria');
    const res = await ctx.request(admin(c.id), { token: t.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    // The /api middleware answers every response with no-store (stricter than private: nothing keeps it).
    expect(res.headers.get('Cache-Control')).toContain('no-store');
    expect(res.headers.get('Content-Disposition')).toContain('nota-fiscal.pdf');
    expect(new TextDecoder().decode(await res.arrayBuffer())).toMatch(/^%PDF-1\.4/);
  });

  it("the owner downloads it when the cost went to him; another owner's, or one he did not pay: 404", async () => {
    const dele = await concluido('proprietario');
    const res = await ctx.request(dono(dele.id), { token: t.proprietario });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toContain('no-store');
    await esperarErro(
      await ctx.request(dono(dele.id), { token: outroDono }),
      404,
      MSG_CHAMADOS.api.chamadoNaoEncontrado,
    );
    const daImobiliaria = await concluido('imobiliaria');
    await esperarErro(
      await ctx.request(dono(daImobiliaria.id), { token: t.proprietario }),
      404,
      MSG_CHAMADOS.api.chamadoNaoEncontrado,
    );
  });

  it('no receipt yet, or an unknown chamado: 404', async () => {
    const aberto = await chamadoAberto(ctx, t.inquilino);
    await esperarErro(
      await ctx.request(admin(aberto.id), { token: t.admin }),
      404,
      MSG.admin.downloadIndisponivelDescricao,
    );
    await esperarErro(
      await ctx.request(admin(ID_INEXISTENTE), { token: t.admin }),
      404,
      MSG_CHAMADOS.api.chamadoNaoEncontrado,
    );
  });

  it('who may call: anonymous 401; tenant, owner and corretor 403 on the admin route; tenant, corretor and admin 403 on the owner route', async () => {
    const c = await concluido('proprietario');
    for (const [caminho, recusados] of [
      [admin(c.id), [t.inquilino, t.proprietario, t.corretor]],
      [dono(c.id), [t.inquilino, t.corretor, t.admin]],
    ] as const) {
      await esperarErro(await ctx.request(caminho), 401, MSG.auth.naoAutenticado);
      for (const token of recusados)
        await esperarErro(await ctx.request(caminho, { token }), 403, MSG.auth.semPermissao);
    }
  });
});
