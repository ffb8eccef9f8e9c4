import { MSG, MSG_VISTORIAS, type Vistoria } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro, usuarioAlheio } from '../../test/http-helpers';
import {
  contextoDeVistorias,
  contratoPorNumero,
  formFotos,
  fotoJpeg,
  ID_INEXISTENTE,
  imagensNoPdf,
  itens,
  json,
  vistoriaConcluida,
  type ContextoDeVistorias,
} from './vistorias.fixture';

const A = MSG_VISTORIAS.api;
let { ctx, t, api, carlos } = {} as ContextoDeVistorias;
/** An owner of no property. */
let outroDono: string;
/** The entry vistoria of Carlos's contract, concluded here. */
let v: Vistoria;
beforeAll(async () => {
  let contrato: string;
  ({ ctx, t, api, carlos, contrato } = await contextoDeVistorias());
  outroDono = await usuarioAlheio(ctx, t.admin, 'proprietario', 'paulo@x.com');
  v = await vistoriaConcluida(ctx, t.corretor, contrato);
});
afterAll(() => ctx.close());

describe('the laudo and the photos', () => {
  it('the contract tenant, the property owner and the inspectors read the laudo; another tenant or owner: 404', async () => {
    for (const token of [t.admin, t.corretor, carlos, t.proprietario]) {
      const res = await api.laudo(token, v.id);
      expect(res.status).toBe(200);
      expect(imagensNoPdf(await res.arrayBuffer())).toBe(2);
    }
    // Mariana rents the other demo contract; Paulo owns nothing.
    for (const token of [t.inquilino, outroDono])
      await esperarErro(await api.laudo(token, v.id), 404, A.vistoriaNaoEncontrada);
    await esperarErro(await api.laudo(t.admin, ID_INEXISTENTE), 404, A.vistoriaNaoEncontrada);
    expect((await api.laudo('', v.id)).status).toBe(401);
    const foto = itens(v)[0]!.fotos[0]!.url;
    expect((await ctx.request(foto, { token: carlos })).status).toBe(200);
    await esperarErro(await ctx.request(foto, { token: t.inquilino }), 404, A.vistoriaNaoEncontrada);
  });
});

describe('the tenant reviews it', () => {
  it("his area's documents list the laudo, which he downloads from there", async () => {
    const resumo = await json<{ documentos: { titulo: string; arquivo: string | null }[] }>(
      await ctx.request('/api/locatario/resumo', { token: carlos }),
    );
    const laudo = resumo.documentos.find((d) => d.arquivo === `/api/vistorias/${v.id}/laudo.pdf`);
    expect(laudo?.titulo).toBe('Laudo de vistoria de entrada CT-2025-014');
    expect((await ctx.request(laudo!.arquivo!, { token: carlos })).status).toBe(200);
  });

  it("lists only his contract's concluded vistorias", async () => {
    const dele = await json<Vistoria[]>(await ctx.request('/api/locatario/vistorias', { token: carlos }));
    expect(dele.map((x) => x.id)).toEqual([v.id]);
    expect(dele[0]).toMatchObject({ status: 'em_revisao', laudo: `/api/vistorias/${v.id}/laudo.pdf` });
    const dela = await json<Vistoria[]>(
      await ctx.request('/api/locatario/vistorias', { token: t.inquilino }),
    );
    expect(dela.map((x) => x.id)).not.toContain(v.id);
    for (const token of [t.admin, t.corretor, t.proprietario])
      await esperarErro(await ctx.request('/api/locatario/vistorias', { token }), 403, MSG.auth.semPermissao);
    expect((await ctx.request('/api/locatario/vistorias')).status).toBe(401);
  });

  it('another tenant cannot contest or accept it (404); a contest needs its text (400)', async () => {
    const item = itens(v)[0]!;
    await esperarErro(
      await api.contestar(t.inquilino, v.id, item.id, formFotos([], 'Não concordo')),
      404,
      A.vistoriaNaoEncontrada,
    );
    await esperarErro(await api.aceitar(t.inquilino, v.id), 404, A.vistoriaNaoEncontrada);
    await esperarErro(
      await api.contestar(carlos, v.id, ID_INEXISTENTE, formFotos([], 'x')),
      404,
      A.itemNaoEncontrado,
    );
    await esperarErro(
      await api.contestar(carlos, v.id, item.id, formFotos([])),
      400,
      MSG_VISTORIAS.erros.obrigatorio(MSG_VISTORIAS.campos.texto),
    );
  });

  it('contests an item with a photo: contestada, the admins told; the same item again is a 409', async () => {
    const item = itens(v)[0]!;
    const res = await api.contestar(
      carlos,
      v.id,
      item.id,
      formFotos([await fotoJpeg('risco.jpg')], 'O piso já tinha riscos'),
    );
    const contestada = await json<Vistoria>(res);
    expect(contestada.status).toBe('contestada');
    expect(itens(contestada)[0]!.contestacao).toMatchObject({
      texto: 'O piso já tinha riscos',
      resposta: null,
    });
    expect(itens(contestada)[0]!.contestacao!.fotos).toHaveLength(1);
    const avisos = await json<{ titulo: string }[]>(
      await ctx.request('/api/notificacoes', { token: t.admin }),
    );
    expect(avisos.map((n) => n.titulo)).toContain(MSG_VISTORIAS.notificacoes.contestacaoTitulo);
    await esperarErro(
      await api.contestar(carlos, v.id, item.id, formFotos([], 'De novo')),
      409,
      A.jaContestado,
    );
    // Accepting is for a laudo still only in review.
    await esperarErro(await api.aceitar(carlos, v.id), 409, A.naoEmRevisao);
  });

  it('the admin answers it: encerrada once every contest is answered; the corretor may not answer', async () => {
    const item = itens(v)[0]!;
    const caminho = `/api/vistorias/${v.id}/itens/${item.id}/contestacao/resposta`;
    const corpo = { texto: 'Conferimos: os riscos constam das fotos.', aceitar: true };
    await esperarErro(
      await ctx.request(caminho, { method: 'POST', token: t.corretor, json: corpo }),
      403,
      MSG.auth.semPermissao,
    );
    await esperarErro(
      await ctx.request(`/api/vistorias/${v.id}/itens/${itens(v)[1]!.id}/contestacao/resposta`, {
        method: 'POST',
        token: t.admin,
        json: corpo,
      }),
      409,
      A.semContestacao,
    );
    const r = await json<Vistoria>(
      await ctx.request(caminho, { method: 'POST', token: t.admin, json: corpo }),
    );
    expect(r.status).toBe('encerrada');
    expect(itens(r)[0]!.contestacao!.resposta).toMatchObject({ texto: corpo.texto, aceita: true });
    await esperarErro(
      await ctx.request(caminho, { method: 'POST', token: t.admin, json: corpo }),
      409,
      A.jaRespondida,
    );
  });

  it('after the period a contest or an acceptance is a 409', async () => {
    const mariana = await contratoPorNumero(ctx, 'CT-2026-001');
    const existentes = await json<Vistoria[]>(
      await ctx.request(`/api/vistorias?contratoId=${mariana}`, { token: t.admin }),
    );
    const dela =
      existentes.find((x) => x.tipo === 'entrada') ?? (await vistoriaConcluida(ctx, t.admin, mariana));
    await ctx.deps.db
      .updateTable('vistorias')
      .set({ status: 'em_revisao', prazo_revisao_ate: '2020-01-10' })
      .where('id', '=', dela.id)
      .execute();
    const item = itens(dela).find((i) => !i.contestacao)!;
    await esperarErro(
      await api.contestar(t.inquilino, dela.id, item.id, formFotos([], 'Tarde demais')),
      409,
      A.prazoEncerrado('10/01/2020'),
    );
    await esperarErro(await api.aceitar(t.inquilino, dela.id), 409, A.prazoEncerrado('10/01/2020'));
    // Within the period he accepts.
    await ctx.deps.db
      .updateTable('vistorias')
      .set({ prazo_revisao_ate: '2999-12-31' })
      .where('id', '=', dela.id)
      .execute();
    expect((await json<Vistoria>(await api.aceitar(t.inquilino, dela.id))).status).toBe('aceita');
    await esperarErro(await api.aceitar(t.inquilino, dela.id), 409, A.naoEmRevisao);
  });
});
