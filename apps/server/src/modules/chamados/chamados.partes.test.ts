import { MSG, MSG_CHAMADOS, type Chamado } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoComTokens, type Tokens } from '../../test/contexto';
import { arquivo, esperarErro, tokenNoRelogioReal } from '../../test/http-helpers';
import { pngDeclarado } from '../../test/imagens';
import type { TestContext } from '../../test/test-app';
import {
  abrirChamado,
  aprovar,
  chamadoAberto,
  formChamado,
  fotoPng,
  esperarSoPara,
  ID_INEXISTENTE,
  outroProprietario,
} from './chamados.fixture';

const E = MSG_CHAMADOS.erros;
const A = MSG_CHAMADOS.api;

let ctx: TestContext;
let t: Tokens;
/** Carlos, the tenant of the other demo contract (CT-2025-014), and an owner with no property. */
let outroInquilino: string;
let outroDono: string;
beforeAll(async () => {
  ({ ctx, t } = await contextoComTokens());
  outroInquilino = await tokenNoRelogioReal(ctx, 'carlos@exemplo.com.br');
  outroDono = await outroProprietario(ctx, t.admin);
});
afterAll(() => ctx.close());

const lista = async (caminho: string, token: string) => {
  const res = await ctx.request(caminho, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Chamado[];
};

describe('POST /api/locatario/chamados', () => {
  it('the tenant opens one with photos: 201, aberto, numbered, on his contract, with its first event', async () => {
    const res = await abrirChamado(
      ctx,
      t.inquilino,
      formChamado({ categoria: 'eletrica', descricao: 'Tomada da sala soltando faísca', urgencia: 'alta' }, [
        fotoPng('a.png'),
        fotoPng('b.png'),
      ]),
    );
    expect(res.status).toBe(201);
    const c = (await res.json()) as Chamado;
    expect(c).toMatchObject({
      categoria: 'eletrica',
      descricao: 'Tomada da sala soltando faísca',
      urgencia: 'alta',
      status: 'aberto',
      locatarioNome: 'Mariana Costa',
      prestadorId: null,
      valorCentavos: null,
      limiteAprovacaoCentavos: 50_000,
    });
    expect(c.numero).toBeGreaterThan(3); // the demo's three come first
    expect(c.fotos).toHaveLength(2);
    expect(c.fotos.every((u) => u.startsWith(`/api/chamados/${c.id}/fotos/`))).toBe(true);
    expect(c.eventos).toEqual([
      expect.objectContaining({
        autor: 'Mariana Costa',
        papel: 'locatario',
        status: 'aberto',
        texto: MSG_CHAMADOS.eventos.aberto,
      }),
    ]);
    // The owner hears of it.
    const notificacoes = await lista('/api/notificacoes', t.proprietario);
    expect(notificacoes[0]).toMatchObject({ titulo: `Chamado nº ${c.numero}` });
    // And it is the tenant's, after a reload.
    expect((await lista('/api/locatario/chamados', t.inquilino)).map((x) => x.id)).toContain(c.id);
  });

  it('bad input: unknown category, missing description → 400 with the fields', async () => {
    await esperarErro(
      await abrirChamado(ctx, t.inquilino, formChamado({ categoria: 'jardinagem', descricao: '' })),
      400,
      E.categoriaInvalida,
      [{ categoria: E.categoriaInvalida }, { descricao: E.obrigatorio('Descrição') }],
    );
  });

  it('photos follow the property photos rules: not an image 415, pixel bomb 413, too many 400; nothing is stored', async () => {
    const antes = (await lista('/api/locatario/chamados', t.inquilino)).length;
    const campos = { categoria: 'pintura', descricao: 'Parede descascando' };
    await esperarErro(
      await abrirChamado(ctx, t.inquilino, formChamado(campos, [arquivo('<html>', 'foto.png')])),
      415,
      MSG.imovelForm.fotoNaoImagem,
    );
    await esperarErro(
      await abrirChamado(
        ctx,
        t.inquilino,
        formChamado(campos, [arquivo(pngDeclarado(100_000, 100_000), 'b.png')]),
      ),
      413,
      MSG.imovelForm.fotoPixelsDemais(40),
    );
    const sete = Array.from({ length: 7 }, (_, i) => fotoPng(`${i}.png`));
    await esperarErro(
      await abrirChamado(ctx, t.inquilino, formChamado(campos, sete)),
      400,
      E.fotosDemais(6),
      [{ fotos: E.fotosDemais(6) }],
    );
    expect(await lista('/api/locatario/chamados', t.inquilino)).toHaveLength(antes);
  });

  it('only a tenant opens one: anonymous 401, admin, owner and corretor 403', async () => {
    const body = formChamado({ categoria: 'outros', descricao: 'x' });
    await esperarSoPara(
      ctx,
      [{ caminho: '/api/locatario/chamados', method: 'POST', body }],
      [t.admin, t.proprietario, t.corretor],
    );
  });
});

describe('GET /api/locatario/chamados[/{id}]', () => {
  it("a tenant reads his own chamados, never another contract's (404)", async () => {
    const meus = await lista('/api/locatario/chamados', t.inquilino);
    const deCarlos = await lista('/api/locatario/chamados', outroInquilino);
    expect(meus.length).toBeGreaterThanOrEqual(2);
    expect(deCarlos.map((c) => c.descricao)).toEqual([
      'O disjuntor da cozinha desarma ao ligar o micro-ondas.',
    ]);
    expect(meus.map((c) => c.id)).not.toContain(deCarlos[0]!.id);
    const res = await ctx.request(`/api/locatario/chamados/${meus[0]!.id}`, { token: t.inquilino });
    expect(((await res.json()) as Chamado).id).toBe(meus[0]!.id);
    await esperarErro(
      await ctx.request(`/api/locatario/chamados/${deCarlos[0]!.id}`, { token: t.inquilino }),
      404,
      A.chamadoNaoEncontrado,
    );
    await esperarErro(
      await ctx.request(`/api/locatario/chamados/${ID_INEXISTENTE}`, { token: t.inquilino }),
      404,
      A.chamadoNaoEncontrado,
    );
  });

  it('anonymous 401; admin, owner and corretor 403', async () => {
    const [c] = await lista('/api/locatario/chamados', t.inquilino);
    await esperarSoPara(
      ctx,
      [{ caminho: '/api/locatario/chamados' }, { caminho: `/api/locatario/chamados/${c!.id}` }],
      [t.admin, t.proprietario, t.corretor],
    );
  });
});

describe('the owner: GET /api/proprietario/chamados and the approval', () => {
  it("lists his properties' chamados only; another owner sees none", async () => {
    const dele = await lista('/api/proprietario/chamados', t.proprietario);
    expect(dele.map((c) => c.status)).toEqual(
      expect.arrayContaining(['aguardando_aprovacao', 'aberto', 'concluido']),
    );
    expect(await lista('/api/proprietario/chamados', outroDono)).toEqual([]);
    await esperarSoPara(ctx, [{ caminho: '/api/proprietario/chamados' }], [t.admin, t.inquilino, t.corretor]);
  });

  it('approves the seeded R$ 850,00 request: aprovado, the approved value kept, tenant told, timeline grows', async () => {
    const aguardando = (await lista('/api/proprietario/chamados', t.proprietario)).find(
      (c) => c.status === 'aguardando_aprovacao',
    )!;
    expect(aguardando).toMatchObject({ valorCentavos: 85_000, responsavel: 'proprietario' });
    // Another owner: 404 (it does not exist for him); other roles: 403; nothing changes.
    await esperarErro(
      await aprovar(ctx, aguardando.id, { aprovar: true }, outroDono),
      404,
      A.chamadoNaoEncontrado,
    );
    await esperarSoPara(
      ctx,
      [
        {
          caminho: `/api/proprietario/chamados/${aguardando.id}/aprovacao`,
          method: 'POST',
          json: { aprovar: true },
        },
      ],
      [t.admin, t.inquilino, t.corretor],
    );
    await esperarErro(
      await aprovar(ctx, aguardando.id, { aprovar: false }, t.proprietario),
      400,
      E.motivoObrigatorio,
      [{ motivo: E.motivoObrigatorio }],
    );

    const res = await aprovar(ctx, aguardando.id, { aprovar: true }, t.proprietario);
    expect(res.status).toBe(200);
    const aprovado = (await res.json()) as Chamado;
    expect(aprovado).toMatchObject({ status: 'aprovado', valorAprovadoCentavos: 85_000 });
    expect(aprovado.eventos.at(-1)).toMatchObject({
      autor: 'Roberto Almeida',
      papel: 'proprietario',
      status: 'aprovado',
      texto: MSG_CHAMADOS.eventos.aprovado,
    });
    expect((await lista('/api/notificacoes', t.inquilino))[0]).toMatchObject({
      mensagem: MSG_CHAMADOS.notificacoes.mudouStatus(
        aprovado.numero,
        'Hidráulica',
        'Aprovado, aguardando agendamento',
      ),
    });
    // Approving again: it no longer waits → 409.
    await esperarErro(
      await aprovar(ctx, aguardando.id, { aprovar: true }, t.proprietario),
      409,
      A.naoAguardaAprovacao,
    );
  });

  it('a chamado that does not wait for approval → 409; an unknown one → 404', async () => {
    const c = await chamadoAberto(ctx, t.inquilino);
    await esperarErro(
      await aprovar(ctx, c.id, { aprovar: true }, t.proprietario),
      409,
      A.naoAguardaAprovacao,
    );
    await esperarErro(
      await aprovar(ctx, ID_INEXISTENTE, { aprovar: true }, t.proprietario),
      404,
      A.chamadoNaoEncontrado,
    );
  });
});
