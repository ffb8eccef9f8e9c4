import { COMPROVANTE_MAX_BYTES, MSG_ENTRADAS, MSG_PROPOSTAS, type Proposta } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoComTokens, type Tokens } from '../../test/contexto';
import { arquivo, esperarErro } from '../../test/http-helpers';
import { fotoDeCelular } from '../../test/imagens';
import type { TestContext } from '../../test/test-app';
import {
  criarProposta,
  enviarArquivo,
  fichaCompleta,
  imovelLivre,
  novoLead,
  PDF,
  pedir,
} from './propostas.fixture';

// Issue 35: the draft's ficha and documents (PDF or JPEG by their bytes, at most 10 MB, private),
// and sending it (missing fields block; a low income only warns).
const E = MSG_PROPOSTAS.erros;
const C = MSG_PROPOSTAS.campos;
let ctx: TestContext;
let t: Tokens;
let imovel: Awaited<ReturnType<typeof imovelLivre>>;

beforeAll(async () => {
  ({ ctx, t } = await contextoComTokens());
  imovel = await imovelLivre(ctx, 'Aluguel');
});
afterAll(() => ctx.close());

const rascunho = async (locacao: Record<string, unknown> = {}) =>
  criarProposta(ctx, t.corretor, {
    leadId: await novoLead(ctx, t.corretor, imovel.id),
    tipo: 'locacao',
    locacao: { inquilino: { nome: 'Mariana Souza' }, ...locacao },
  });

describe('a draft proposal', () => {
  it("takes the property's rent and the 30-month default; bad CPF, bad money, a sale property: 400", async () => {
    const p = await rascunho();
    expect(p).toMatchObject({
      status: 'rascunho',
      tipo: 'locacao',
      imovelId: imovel.id,
      imovelTitulo: imovel.titulo,
    });
    expect(p.locacao).toMatchObject({ valorAluguelCentavos: imovel.precoCentavos, prazoMeses: 30 });
    expect(p.numero).toMatch(/^PROP-\d{4}-[0-9A-F]{6}$/);
    const leadId = p.leadId;
    await esperarErro(
      await pedir(ctx, t.corretor, '/api/propostas', 'POST', {
        leadId,
        tipo: 'locacao',
        locacao: { inquilino: { cpf: '111.111.111-11' } },
      }),
      400,
      MSG_ENTRADAS.cpfInvalido,
    );
    await esperarErro(
      await pedir(ctx, t.corretor, `/api/propostas/${p.id}`, 'PUT', {
        locacao: { ...fichaCompleta(), rendaMensalCentavos: -1 },
      }),
      400,
      C.valorInvalido,
    );
    const venda = await imovelLivre(ctx, 'Venda');
    await esperarErro(
      await pedir(ctx, t.corretor, '/api/propostas', 'POST', { leadId, tipo: 'locacao', imovelId: venda.id }),
      400,
      E.imovelOperacao,
    );
  });

  it('sending: missing income blocks (400 per field); a low income warns and goes; no edit after', async () => {
    const p = await rascunho();
    await esperarErro(
      await pedir(ctx, t.corretor, `/api/propostas/${p.id}/envio`, 'POST'),
      400,
      E.incompleta,
      [{ 'locacao.rendaMensalCentavos': C.renda }, { 'locacao.garantia': C.garantia }],
    );
    const baixa = { ...fichaCompleta(), rendaMensalCentavos: 100_000 };
    const editada = (await (
      await pedir(ctx, t.corretor, `/api/propostas/${p.id}`, 'PUT', { locacao: baixa })
    ).json()) as Proposta;
    expect(editada.avisos).toEqual([
      { campo: 'locacao.rendaMensalCentavos', mensagem: MSG_PROPOSTAS.avisos.rendaBaixa(3), bloqueia: false },
    ]);
    const res = await pedir(ctx, t.corretor, `/api/propostas/${p.id}/envio`, 'POST');
    expect(res.status).toBe(200);
    const enviada = (await res.json()) as Proposta;
    expect(enviada.status).toBe('enviada');
    expect(enviada.enviadaEm).not.toBeNull();
    const lead = (await (await pedir(ctx, t.corretor, `/api/leads/${p.leadId}`)).json()) as {
      etapa: string;
      eventos: { texto: string }[];
    };
    expect(lead.etapa).toBe('proposta');
    expect(lead.eventos.map((e) => e.texto)).toContain(MSG_PROPOSTAS.eventos.enviada(p.numero, 'Locação'));
    // The admins hear of it.
    const avisos = await ctx.db
      .selectFrom('notificacoes')
      .select('mensagem')
      .where('origem', '=', 'proposta')
      .execute();
    expect(avisos.map((a) => a.mensagem)).toContain(
      MSG_PROPOSTAS.notificacoes.enviada(p.numero, 'Juliana Santos'),
    );
    await esperarErro(await pedir(ctx, t.corretor, `/api/propostas/${p.id}`, 'PUT', {}), 409, E.soRascunho);
    await esperarErro(
      await pedir(ctx, t.corretor, `/api/propostas/${p.id}/envio`, 'POST'),
      409,
      E.transicaoInvalida,
    );
    await esperarErro(
      await enviarArquivo(ctx, t.corretor, p.id, arquivo(PDF, 'rg.pdf', 'application/pdf')),
      409,
      E.soRascunho,
    );
  });
});

describe('documents of a draft', () => {
  it('a PDF and a JPEG are kept (private, by their bytes); an .exe named .pdf is 400; over 10 MB is 413', async () => {
    const p = await rascunho();
    const comPdf = await enviarArquivo(
      ctx,
      t.corretor,
      p.id,
      arquivo(PDF, 'RG Mariana.pdf', 'application/pdf'),
    );
    expect(comPdf.status).toBe(201);
    const jpeg = await fotoDeCelular();
    const comJpeg = await enviarArquivo(
      ctx,
      t.corretor,
      p.id,
      arquivo(jpeg, 'holerite.jpeg', 'image/jpeg'),
      'renda',
    );
    const docs = ((await comJpeg.json()) as Proposta).documentos;
    expect(docs.map(({ nome, tipo, categoria }) => ({ nome, tipo, categoria }))).toEqual([
      { nome: 'RG Mariana.pdf', tipo: 'pdf', categoria: 'identidade' },
      { nome: 'holerite.jpg', tipo: 'jpeg', categoria: 'renda' },
    ]);
    const baixado = await pedir(ctx, t.corretor, `/api/propostas/${p.id}/documentos/${docs[1]!.id}`);
    expect(baixado.headers.get('Content-Type')).toBe('image/jpeg');
    expect(baixado.headers.get('Cache-Control')).toMatch(/no-store/);
    // Never under the public photos.
    expect((await ctx.request(`/uploads/fotos/${docs[0]!.id}.pdf`)).status).toBe(404);

    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]);
    await esperarErro(
      await enviarArquivo(ctx, t.corretor, p.id, arquivo(exe, 'contrato.pdf', 'application/pdf')),
      400,
      E.arquivoInvalido,
    );
    const png = arquivo(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      'a.png',
      'image/png',
    );
    await esperarErro(await enviarArquivo(ctx, t.corretor, p.id, png), 400, E.arquivoInvalido);
    const grande = new Uint8Array(COMPROVANTE_MAX_BYTES + 1);
    grande.set(new TextEncoder().encode('%PDF-1.4'));
    const res = await enviarArquivo(ctx, t.corretor, p.id, arquivo(grande, 'grande.pdf', 'application/pdf'));
    expect(res.status).toBe(413);
    await esperarErro(
      await enviarArquivo(ctx, t.corretor, p.id, arquivo(PDF, 'x.pdf'), 'diploma'),
      400,
      C.categoria,
    );

    const semPdf = await pedir(ctx, t.corretor, `/api/propostas/${p.id}/documentos/${docs[0]!.id}`, 'DELETE');
    expect(((await semPdf.json()) as Proposta).documentos.map((d) => d.nome)).toEqual(['holerite.jpg']);
    expect((await pedir(ctx, t.corretor, `/api/propostas/${p.id}/documentos/${docs[0]!.id}`)).status).toBe(
      404,
    );
  });
});
