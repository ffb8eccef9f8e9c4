import { MSG, MSG_VISTORIAS, type ItemVistoria, type Vistoria } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivo, esperarErro, pngPequeno } from '../../test/http-helpers';
import { pngDeclarado } from '../../test/imagens';
import {
  contextoDeVistorias,
  formFotos,
  fotoJpeg,
  ID_INEXISTENTE,
  imagensNoPdf,
  itens,
  json,
  type ContextoDeVistorias,
} from './vistorias.fixture';

const A = MSG_VISTORIAS.api;
/** `contrato`: CT-2025-014, Carlos's, without vistorias. */
let { ctx, t, api, contrato, carlos } = {} as ContextoDeVistorias;
beforeAll(async () => {
  ({ ctx, t, api, contrato, carlos } = await contextoDeVistorias());
});
afterAll(() => ctx.close());

describe('an entry vistoria filled on a phone', () => {
  let v: Vistoria;
  it('the corretor starts it from the template: 201, em andamento, rooms and items unrated', async () => {
    v = await json<Vistoria>(await api.iniciar(t.corretor, contrato), 201);
    expect(v).toMatchObject({ contratoId: contrato, tipo: 'entrada', status: 'em_andamento', laudo: null });
    expect(v.ambientes.map((a) => a.nome)).toEqual([
      'Sala',
      'Cozinha',
      'Banheiro',
      'Quarto',
      'Área de serviço',
    ]);
    expect(itens(v).every((i) => i.estado === null)).toBe(true);
    // One entrada per contract.
    await esperarErro(await api.iniciar(t.admin, contrato), 409, A.jaExiste('Vistoria de entrada'));
    // A saída needs the entrada concluded.
    await esperarErro(await api.iniciar(t.admin, contrato, 'saida'), 409, A.saidaSemEntrada);
  });

  it('an item save is idempotent: the same body twice leaves the same item', async () => {
    const item = itens(v)[0]!;
    const corpo = { estado: 'regular', observacao: 'Risco perto da porta' };
    const a = await json<ItemVistoria>(await api.salvarItem(t.corretor, v.id, item.id, corpo));
    const b = await json<ItemVistoria>(await api.salvarItem(t.corretor, v.id, item.id, corpo));
    expect(a).toEqual(b);
    expect(b).toMatchObject({ estado: 'regular', observacao: 'Risco perto da porta' });
    const lida = await json<Vistoria>(await api.obter(t.admin, v.id));
    expect(itens(lida)[0]).toEqual(b);
  });

  it('refuses a bad state (400), an unknown item (404) and a bad id', async () => {
    const item = itens(v)[0]!;
    await esperarErro(
      await api.salvarItem(t.corretor, v.id, item.id, { estado: 'otimo' }),
      400,
      MSG_VISTORIAS.erros.estadoInvalido,
    );
    await esperarErro(
      await api.salvarItem(t.corretor, v.id, ID_INEXISTENTE, { estado: 'bom' }),
      404,
      A.itemNaoEncontrado,
    );
    await esperarErro(await api.obter(t.admin, ID_INEXISTENTE), 404, A.vistoriaNaoEncontrada);
  });

  it('renames, reorders, adds and removes rooms and items', async () => {
    const [sala, cozinha] = v.ambientes;
    const res = await ctx.request(`/api/vistorias/${v.id}/ambientes`, {
      method: 'PUT',
      token: t.corretor,
      json: {
        ambientes: [
          { id: cozinha!.id, nome: 'Cozinha americana', itens: cozinha!.itens.slice(0, 2) },
          { id: sala!.id, nome: 'Sala', itens: [...sala!.itens.slice(0, 1), { nome: 'Lustre' }] },
          { nome: 'Varanda', itens: [{ nome: 'Piso' }] },
        ],
      },
    });
    v = await json<Vistoria>(res);
    expect(v.ambientes.map((a) => [a.nome, a.itens.map((i) => i.nome)])).toEqual([
      ['Cozinha americana', ['Piso', 'Paredes']],
      ['Sala', ['Piso', 'Lustre']],
      ['Varanda', ['Piso']],
    ]);
    // The rated item kept its rating.
    expect(v.ambientes[1]!.itens[0]).toMatchObject({ id: sala!.itens[0]!.id, estado: 'regular' });
    await esperarErro(
      await ctx.request(`/api/vistorias/${v.id}/ambientes`, {
        method: 'PUT',
        token: t.admin,
        json: { ambientes: [] },
      }),
      400,
      MSG_VISTORIAS.erros.ambientesVazios,
    );
  });

  it('takes photos (re-encoded JPEG, private) and refuses bad ones by the upload rules', async () => {
    const item = v.ambientes[1]!.itens[0]!;
    const com = await json<ItemVistoria>(
      await api.enviarFotos(
        t.corretor,
        v.id,
        item.id,
        formFotos([await fotoJpeg(), arquivo(pngPequeno(), 'p.png')]),
      ),
      201,
    );
    expect(com.fotos).toHaveLength(2);
    expect(com.fotos[0]!.url).toBe(`/api/vistorias/${v.id}/fotos/${com.fotos[0]!.id}`);
    const foto = await ctx.request(com.fotos[1]!.url, { token: t.admin });
    expect(foto.status).toBe(200);
    expect(foto.headers.get('content-type')).toBe('image/jpeg');
    expect(foto.headers.get('cache-control')).toMatch(/no-store/);
    // Not reachable without a session.
    expect((await ctx.request(com.fotos[1]!.url)).status).toBe(401);

    await esperarErro(
      await api.enviarFotos(t.corretor, v.id, item.id, formFotos([arquivo('texto', 'x.jpg', 'image/jpeg')])),
      415,
      MSG.imovelForm.fotoNaoImagem,
    );
    await esperarErro(
      await api.enviarFotos(
        t.corretor,
        v.id,
        item.id,
        formFotos([arquivo(new Uint8Array(5 * 1024 * 1024 + 1), 'g.jpg', 'image/jpeg')]),
      ),
      413,
      MSG.imovelForm.fotoGrande,
    );
    const bomba = await api.enviarFotos(
      t.corretor,
      v.id,
      item.id,
      formFotos([arquivo(pngDeclarado(20_000, 20_000), 'b.png')]),
    );
    expect(bomba.status).toBe(413);
    await esperarErro(
      await api.enviarFotos(t.corretor, v.id, item.id, formFotos([])),
      400,
      MSG_VISTORIAS.erros.semFotos,
    );
    const lida = await json<Vistoria>(await api.obter(t.corretor, v.id));
    expect(lida.ambientes[1]!.itens[0]!.fotos).toHaveLength(2);

    const apagar = await ctx.request(`/api/vistorias/${v.id}/fotos/${com.fotos[1]!.id}`, {
      method: 'DELETE',
      token: t.corretor,
    });
    expect(apagar.status).toBe(204);
    expect((await ctx.request(com.fotos[1]!.url, { token: t.admin })).status).toBe(404);
  });

  it('saves meters and keys (the list replaces the previous one) and refuses a bad reading', async () => {
    const salvar = (json: unknown) =>
      ctx.request(`/api/vistorias/${v.id}/medidores-chaves`, { method: 'PUT', token: t.corretor, json });
    await json(await salvar({ medidores: [{ tipo: 'gas', leitura: '1' }], chaves: [] }));
    const depois = await json<Vistoria>(
      await salvar({
        medidores: [{ tipo: 'agua', leitura: '001234,5' }],
        chaves: [{ descricao: 'Portão', quantidade: 2 }],
      }),
    );
    expect(depois.medidores).toEqual([{ tipo: 'agua', leitura: '001234,5' }]);
    expect(depois.chaves).toEqual([{ descricao: 'Portão', quantidade: 2 }]);
    await esperarErro(
      await salvar({ medidores: [{ tipo: 'agua', leitura: '-3' }], chaves: [] }),
      400,
      MSG_VISTORIAS.erros.leituraInvalida,
    );
  });

  it('concludes: em revisão for 7 days, the laudo PDF with the photos, the tenant told; then nothing edits it', async () => {
    const concluida = await json<Vistoria>(await api.concluir(t.corretor, v.id));
    expect(concluida.status).toBe('em_revisao');
    expect(concluida.laudo).toBe(`/api/vistorias/${v.id}/laudo.pdf`);
    expect(concluida.prazoRevisaoAte).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const pdf = await api.laudo(t.admin, v.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toMatch(/no-store/);
    const bytes = await pdf.arrayBuffer();
    expect(Buffer.from(bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(imagensNoPdf(bytes)).toBe(1);

    const avisos = await json<{ titulo: string }[]>(
      await ctx.request('/api/notificacoes', { token: carlos }),
    );
    expect(avisos.map((n) => n.titulo)).toContain(MSG_VISTORIAS.notificacoes.laudoTitulo);

    const item = itens(concluida)[0]!;
    await esperarErro(await api.salvarItem(t.corretor, v.id, item.id, { estado: 'bom' }), 409, A.naoEditavel);
    await esperarErro(
      await api.enviarFotos(t.corretor, v.id, item.id, formFotos([await fotoJpeg()])),
      409,
      A.naoEditavel,
    );
    await esperarErro(await api.concluir(t.admin, v.id), 409, A.naoEditavel);
    await esperarErro(
      await ctx.request(`/api/vistorias/${v.id}/ambientes`, {
        method: 'PUT',
        token: t.admin,
        json: { ambientes: [{ nome: 'X', itens: [{ nome: 'Y' }] }] },
      }),
      409,
      A.naoEditavel,
    );
  });

  it("lists a contract's vistorias for the inspectors", async () => {
    const lista = await json<Vistoria[]>(
      await ctx.request(`/api/vistorias?contratoId=${contrato}`, { token: t.admin }),
    );
    expect(lista.map((x) => x.id)).toEqual([v.id]);
  });
});

describe('who may inspect', () => {
  it('anonymous 401; the tenant and the owner 403 on every inspector route', async () => {
    const caminhos: [string, string, unknown?][] = [
      ['POST', '/api/vistorias', { contratoId: contrato, tipo: 'saida' }],
      ['GET', `/api/vistorias?contratoId=${contrato}`],
      ['GET', `/api/vistorias/${ID_INEXISTENTE}`],
      ['PUT', `/api/vistorias/${ID_INEXISTENTE}/itens/${ID_INEXISTENTE}`, { estado: 'bom' }],
      ['POST', `/api/vistorias/${ID_INEXISTENTE}/conclusao`],
      ['GET', `/api/vistorias/${ID_INEXISTENTE}/comparacao`],
    ];
    for (const [method, caminho, corpo] of caminhos) {
      await esperarErro(await ctx.request(caminho, { method, json: corpo }), 401, MSG.auth.naoAutenticado);
      for (const token of [t.inquilino, t.proprietario])
        await esperarErro(
          await ctx.request(caminho, { method, token, json: corpo }),
          403,
          MSG.auth.semPermissao,
        );
    }
  });

  it('two inspectors starting the same vistoria at once: one 201, the other 409', async () => {
    // CT-2026-001 has the demo's concluded entrada: its saída may start.
    const mariana = (
      await ctx.deps.db
        .selectFrom('contratos')
        .select('id')
        .where('numero', '=', 'CT-2026-001')
        .executeTakeFirstOrThrow()
    ).id;
    const respostas = await Promise.all([
      api.iniciar(t.corretor, mariana, 'saida'),
      api.iniciar(t.admin, mariana, 'saida'),
    ]);
    expect(respostas.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('a vistoria of an unknown contract is a 404', async () => {
    await esperarErro(await api.iniciar(t.admin, ID_INEXISTENTE), 404, A.contratoNaoEncontrado);
  });
});
