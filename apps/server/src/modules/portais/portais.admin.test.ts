import { MSG, MSG_PORTAIS, type ImovelPortal } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoComTokens, type Tokens } from '../../test/contexto';
import { contar, esperarErro } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { alterarImovel, ID_INEXISTENTE, lerPortais } from './portais.fixture';

const P = MSG_PORTAIS.pendencias;

let ctx: TestContext;
let t: Tokens;
beforeAll(async () => ({ ctx, t } = await contextoComTokens()));
afterAll(() => ctx.close());

const publicar = (id: string, json: unknown, token = t.admin) =>
  ctx.request(`/api/admin/portais/imoveis/${id}`, { method: 'PUT', token, json });

describe('portais: who may call the admin routes', () => {
  it('admin only: anonymous 401, locatário, proprietário and corretor 403', async () => {
    const { imoveis } = await lerPortais(ctx, t.admin);
    const id = imoveis[0]!.id;
    const chamadas = [
      { caminho: '/api/admin/portais', method: 'GET' },
      { caminho: `/api/admin/portais/imoveis/${id}`, method: 'PUT', json: { publicar: false } },
      { caminho: '/api/admin/portais/token', method: 'POST' },
    ];
    for (const { caminho, ...init } of chamadas) {
      await esperarErro(await ctx.request(caminho, init), 401, MSG.auth.naoAutenticado);
      for (const token of [t.inquilino, t.proprietario, t.corretor]) {
        await esperarErro(await ctx.request(caminho, { ...init, token }), 403, MSG.auth.semPermissao);
      }
    }
    // Nothing changed for the refused calls.
    expect((await lerPortais(ctx, t.admin)).imoveis).toEqual(imoveis);
  });
});

describe('GET /api/admin/portais', () => {
  it('lists every property with its flag and pendências, the demo sale ones marked, and a stable feed URL', async () => {
    const a = await lerPortais(ctx, t.admin);
    expect(a.imoveis).toHaveLength(await contar(ctx, 'imoveis'));
    const porTitulo = (titulo: string) => a.imoveis.find((i) => i.titulo === titulo)!;
    expect(porTitulo('Casa térrea com quintal em Moema')).toMatchObject({
      operacao: 'Venda',
      status: 'Disponível',
      publicarNosPortais: true,
      pendencias: [],
      noFeed: true,
    });
    expect(porTitulo('Studio mobiliado em Pinheiros').publicarNosPortais).toBe(false);
    // 32 random bytes in base64url: 43 characters of A–Z a–z 0–9 - _.
    expect(a.urlFeed).toMatch(/^https?:\/\/[^/]+\/api\/portais\/vrsync\.xml\?token=[A-Za-z0-9_-]{43}$/);
    expect((await lerPortais(ctx, t.admin)).urlFeed).toBe(a.urlFeed);
  });
});

describe('PUT /api/admin/portais/imoveis/{id}', () => {
  let id: string;
  beforeAll(async () => {
    ({ id } = (await lerPortais(ctx, t.admin)).imoveis.find(
      (i) => i.titulo === 'Studio mobiliado em Pinheiros',
    )!);
  });
  const estudio = async () => (await lerPortais(ctx, t.admin)).imoveis.find((i) => i.id === id)!;

  it('marks and unmarks a property without pendências', async () => {
    const ligado = await publicar(id, { publicar: true });
    expect(ligado.status).toBe(200);
    expect((await ligado.json()) as ImovelPortal).toMatchObject({
      id,
      publicarNosPortais: true,
      pendencias: [],
    });
    expect((await estudio()).publicarNosPortais).toBe(true);
    const desligado = await publicar(id, { publicar: false });
    expect(((await desligado.json()) as ImovelPortal).publicarNosPortais).toBe(false);
    expect((await estudio()).publicarNosPortais).toBe(false);
  });

  it('refuses to mark a property with pendências (422 with the reasons) and keeps it off; unmarking always works', async () => {
    await alterarImovel(ctx, id, { titulo: 'Studio', descricao: 'Mobiliado.' });
    await esperarErro(await publicar(id, { publicar: true }), 422, MSG_PORTAIS.api.naoPublicavel, [
      { publicar: P.tituloCurto(10, 6) },
      { publicar: P.descricaoCurta(50, 10) },
    ]);
    expect(await estudio()).toMatchObject({
      publicarNosPortais: false,
      pendencias: [P.tituloCurto(10, 6), P.descricaoCurta(50, 10)],
      noFeed: false,
    });
    expect((await publicar(id, { publicar: false })).status).toBe(200);
    await alterarImovel(ctx, id, {
      titulo: 'Studio mobiliado em Pinheiros',
      descricao: 'Studio totalmente mobiliado, com academia, lavanderia e coworking no condomínio.',
    });
  });

  it('bad input: a non-boolean or missing flag is 400, an unknown id 404, an id with forbidden characters 400', async () => {
    for (const json of [{ publicar: 'sim' }, { publicar: 1 }, {}, { publicar: null }]) {
      expect((await publicar(id, json)).status).toBe(400);
    }
    await esperarErro(
      await publicar(ID_INEXISTENTE, { publicar: true }),
      404,
      MSG_PORTAIS.api.imovelNaoEncontrado,
    );
    await esperarErro(
      await publicar('nao-e-um-id', { publicar: true }),
      404,
      MSG_PORTAIS.api.imovelNaoEncontrado,
    );
    expect((await publicar('id com espaço', { publicar: true })).status).toBe(400);
    expect((await estudio()).publicarNosPortais).toBe(false);
  });
});
