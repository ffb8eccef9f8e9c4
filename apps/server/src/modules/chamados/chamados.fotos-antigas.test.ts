import { randomUUID } from 'node:crypto';
import type { Chamado } from '@morada/domain';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { FOTOS_URL } from '../../lib/fotos';
import { servirFotos } from '../../static';
import { pngPequeno } from '../../test/http-helpers';
import { abrirChamado, contextoDoArquivo, fotoPng, formChamado } from './chamados.fixture';
import { apontarFotoPrivada } from './fotos-antigas.repository';
import { tornarFotosAntigasPrivadas } from './fotos-antigas';

// Issue 36: photos stored before migration 0011 kept a public /uploads/fotos URL. The start-up task
// moves each to the private area, deletes the public file and repoints the row, once.
const teste = contextoDoArquivo();

/** A chamado whose photos are put back as a row written before 0011 would hold them: public files and URLs. */
const chamadoAntigo = async () => {
  const { ctx, t } = teste;
  const res = await abrirChamado(
    ctx,
    t.inquilino,
    formChamado({ categoria: 'hidraulica', descricao: 'Torneira pingando', urgencia: 'baixa' }, [
      fotoPng('a.png'),
      fotoPng('b.png'),
    ]),
  );
  const chamado = (await res.json()) as Chamado;
  const publicas: string[] = [];
  for (const url of chamado.fotos) {
    const nome = `${randomUUID()}.png`;
    await ctx.deps.armazenamento.gravar('fotos', nome, pngPequeno(), 'image/png');
    await apontarFotoPrivada(ctx.deps.db, url.split('/').pop()!, FOTOS_URL + nome);
    publicas.push(nome);
  }
  return { chamado, publicas };
};

const publico = () => {
  const app = new Hono();
  servirFotos(app, teste.ctx.deps.armazenamento);
  return app;
};

describe('tornarFotosAntigasPrivadas (start-up task)', () => {
  it('an old photo readable by anyone at /uploads/fotos ends private, read only with a session', async () => {
    const { ctx, t } = teste;
    const { chamado, publicas } = await chamadoAntigo();
    for (const nome of publicas) expect((await publico().request(`/uploads/fotos/${nome}`)).status).toBe(200);

    expect(await tornarFotosAntigasPrivadas(ctx.deps.db, ctx.deps.armazenamento)).toEqual({
      movidas: 2,
      perdidas: 0,
    });
    for (const nome of publicas) expect((await publico().request(`/uploads/fotos/${nome}`)).status).toBe(404);
    for (const url of chamado.fotos) {
      expect((await ctx.request(url)).status).toBe(401);
      const res = await ctx.request(url, { token: t.inquilino });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect([...new Uint8Array(await res.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      const fotoId = url.split('/').pop()!;
      expect(await ctx.deps.armazenamento.existe('documentos', `chamado-${fotoId}.jpg`)).toBe(true);
    }
  });

  it('is idempotent: a second start moves nothing and the photos still read', async () => {
    const { ctx, t } = teste;
    await chamadoAntigo();
    await tornarFotosAntigasPrivadas(ctx.deps.db, ctx.deps.armazenamento);
    expect(await tornarFotosAntigasPrivadas(ctx.deps.db, ctx.deps.armazenamento)).toEqual({
      movidas: 0,
      perdidas: 0,
    });
    const lista = (await (
      await ctx.request('/api/locatario/chamados', { token: t.inquilino })
    ).json()) as Chamado[];
    for (const c of lista)
      for (const url of c.fotos) expect((await ctx.request(url, { token: t.inquilino })).status).toBe(200);
  });

  it('a run cut after deleting the public file (row not yet repointed) is finished by the next one', async () => {
    const { ctx, t } = teste;
    const { chamado, publicas } = await chamadoAntigo();
    await tornarFotosAntigasPrivadas(ctx.deps.db, ctx.deps.armazenamento);
    // Put one row back on its (now deleted) URL, as if the process died before the update.
    const fotoId = chamado.fotos[0]!.split('/').pop()!;
    await apontarFotoPrivada(ctx.deps.db, fotoId, FOTOS_URL + publicas[0]!);
    expect(await tornarFotosAntigasPrivadas(ctx.deps.db, ctx.deps.armazenamento)).toEqual({
      movidas: 1,
      perdidas: 0,
    });
    expect((await ctx.request(chamado.fotos[0]!, { token: t.inquilino })).status).toBe(200);
  });

  it('a row whose public file is already gone is counted lost and left as it was', async () => {
    const { ctx } = teste;
    const { chamado, publicas } = await chamadoAntigo();
    await ctx.deps.armazenamento.apagar('fotos', publicas[1]!);
    const r = await tornarFotosAntigasPrivadas(ctx.deps.db, ctx.deps.armazenamento);
    expect(r).toEqual({ movidas: 1, perdidas: 1 });
    expect((await ctx.request(chamado.fotos[1]!, { token: teste.t.admin })).status).toBe(404);
  });
});
