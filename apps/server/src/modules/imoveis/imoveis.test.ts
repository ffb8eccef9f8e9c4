import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { FOTOS_MAX_POR_ENVIO, MSG, type Imovel } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pastaDaArea } from '../../lib/armazenamento';
import { arquivo, contar, esperarErro, pngPequeno } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { contextoComTokens, type Tokens } from '../../test/contexto';

let ctx: TestContext;
let t: Tokens;
beforeAll(async () => ({ ctx, t } = await contextoComTokens()));
afterAll(() => ctx.close());

const CAMPOS: Record<string, string> = {
  titulo: 'Casa nova em Perdizes',
  tipo: 'Casa',
  operacao: 'Venda',
  preco: '980000',
  endereco: 'Rua Cardoso de Almeida, 10',
  bairro: 'Perdizes',
  cidade: 'São Paulo',
  estado: 'SP',
  areaUtil: '150',
  descricao: 'Casa ampla.',
  quartos: '',
};

const form = (
  campos: Record<string, string> = CAMPOS,
  fotos: File[] = [arquivo(pngPequeno(), 'a.png')],
  extra: Record<string, string> = {},
) => {
  const f = new FormData();
  for (const [k, v] of Object.entries({ ...campos, ...extra })) f.append(k, v);
  f.append('caracteristicas[]', 'Piscina');
  f.append('caracteristicas[]', ' Piscina ');
  f.append('caracteristicas[]', 'Jardim');
  for (const foto of fotos) f.append('fotos', foto);
  return f;
};

const listar = async (qs = '', token?: string) => {
  const res = await ctx.request(`/api/imoveis${qs}`, token ? { token } : {});
  expect(res.status).toBe(200);
  return { itens: (await res.json()) as Imovel[], total: Number(res.headers.get('X-Total-Count')) };
};
const arquivoDe = (url: string) => join(pastaDaArea(ctx.dataDir, 'fotos'), url.split('/').pop()!);

describe('GET /api/imoveis (public)', () => {
  it('lists the available demo properties newest first with real photo files and security headers', async () => {
    const res = await ctx.request('/api/imoveis');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    const { itens, total } = await listar();
    // Six demo properties, two of them rented by the demo contracts (Ocupado): the public sees four.
    expect(total).toBe(4);
    expect(itens.every((i) => i.status === 'Disponível')).toBe(true);
    expect((await listar('?limite=100', t.admin)).total).toBe(6);
    const datas = itens.map((i) => i.dataCadastro);
    expect([...datas].sort().reverse()).toEqual(datas);
    for (const i of itens) {
      expect(i.fotos.length).toBeGreaterThanOrEqual(2);
      for (const u of i.fotos) expect(existsSync(arquivoDe(u))).toBe(true);
    }
  });

  it('filters by operacao, tipo, localizacao (accent/case-insensitive), busca, and paginates', async () => {
    const aluguel = await listar('?operacao=Aluguel');
    expect(aluguel.total).toBeGreaterThan(0);
    expect(aluguel.itens.every((i) => i.operacao === 'Aluguel')).toBe(true);
    expect((await listar('?tipo=Terreno')).itens.map((i) => i.cidade)).toEqual(['Cotia']);
    expect((await listar('?localizacao=SAO%20PAULO')).itens.every((i) => i.cidade === 'São Paulo')).toBe(
      true,
    );
    // The two rented São Paulo apartments are occupied: only the admin's listing counts them.
    expect((await listar('?localizacao=sao paulo', t.admin)).total).toBe(3);
    expect((await listar('?localizacao=sao paulo')).total).toBe(1);
    expect((await listar('?busca=cobertura')).itens.map((i) => i.bairro)).toEqual(['Gonzaga']);
    expect((await listar('?localizacao=100%25')).total).toBe(0);
    const p2 = await listar('?limite=4&pagina=2', t.admin);
    expect([p2.total, p2.itens.length]).toEqual([6, 2]);
    expect((await listar('?limite=3&pagina=2')).itens).toHaveLength(1);
    expect((await listar('?operacao=todos&tipo=todos', t.admin)).total).toBe(6);
  });

  it('the listing travels gzip-compressed to clients that accept it', async () => {
    const texto = await (await ctx.request('/api/imoveis')).text();
    expect(texto.length).toBeGreaterThan(1024);
    const res = await ctx.request('/api/imoveis', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(texto);
  });

  it('400 on an invalid filter, never 500', async () => {
    for (const qs of ['limite=abc', 'operacao=Troca', 'pagina=-1', 'localizacao=' + 'x'.repeat(500)]) {
      const res = await ctx.request(`/api/imoveis?${qs}`);
      expect(res.status).toBe(400);
      const corpo = (await res.json()) as { codigo: string; erro: string };
      expect(corpo.codigo).toBe('VALIDACAO');
      expect(corpo.erro).not.toMatch(/Invalid|expected/);
    }
  });

  it('GET /:id answers the property or 404', async () => {
    const { itens } = await listar();
    const res = await ctx.request(`/api/imoveis/${itens[0]!.id}`);
    expect(await res.json()).toEqual(itens[0]);
    await esperarErro(await ctx.request('/api/imoveis/nao-existe'), 404, 'Imóvel não encontrado.');
    await esperarErro(await ctx.request('/api/imoveis/..%2F..%2Fetc'), 404, 'Imóvel não encontrado.');
  });
});

describe('POST /api/imoveis (admin, multipart)', () => {
  it('creates the property with server-named photos', async () => {
    const res = await ctx.request('/api/imoveis', { method: 'POST', token: t.admin, body: form() });
    expect(res.status).toBe(201);
    const im = (await res.json()) as Imovel;
    expect(im).toMatchObject({
      titulo: 'Casa nova em Perdizes',
      preco: 980000,
      areaUtil: 150,
      status: 'Disponível',
      destaque: false,
    });
    expect(im.quartos).toBeUndefined();
    expect(im.caracteristicas).toEqual(['Piscina', 'Jardim']);
    expect(im.fotos[0]).toMatch(/^\/uploads\/fotos\/[0-9a-f-]{36}\.png$/);
    expect(existsSync(arquivoDe(im.fotos[0]!))).toBe(true);
    expect((await listar()).itens[0]!.id).toBe(im.id);
  });

  it('refuses anonymous (401) and every non-admin role (403), creating nothing', async () => {
    const antes = await contar(ctx, 'imoveis');
    await esperarErro(
      await ctx.request('/api/imoveis', { method: 'POST', body: form() }),
      401,
      MSG.auth.naoAutenticado,
    );
    for (const token of [t.inquilino, t.corretor, t.proprietario]) {
      await esperarErro(
        await ctx.request('/api/imoveis', { method: 'POST', token, body: form() }),
        403,
        MSG.auth.semPermissao,
      );
    }
    expect(await contar(ctx, 'imoveis')).toBe(antes);
  });

  it('field errors with the form messages', async () => {
    const antes = await contar(ctx, 'imoveis');
    const res = await ctx.request('/api/imoveis', {
      method: 'POST',
      token: t.admin,
      body: form({ ...CAMPOS, titulo: '', preco: 'abc', quartos: 'dois' }),
    });
    await esperarErro(res, 400, 'Título é obrigatório', [
      { titulo: 'Título é obrigatório' },
      { preco: 'Preço deve ser um número' },
      { quartos: 'Quartos deve ser um número' },
    ]);
    const semFoto = await ctx.request('/api/imoveis', {
      method: 'POST',
      token: t.admin,
      body: form(CAMPOS, []),
    });
    await esperarErro(semFoto, 400, 'Pelo menos uma foto é obrigatória', [
      { fotos: 'Pelo menos uma foto é obrigatória' },
    ]);
    expect(await contar(ctx, 'imoveis')).toBe(antes);
  });

  it('a .jpg that is really text → 415; a 6 MB photo → 413; nothing written', async () => {
    const antes = await contar(ctx, 'imoveis');
    const falsa = arquivo('isto não é uma imagem', 'foto.jpg', 'image/jpeg');
    const r1 = await ctx.request('/api/imoveis', {
      method: 'POST',
      token: t.admin,
      body: form(CAMPOS, [falsa]),
    });
    await esperarErro(r1, 415, MSG.imovelForm.fotoNaoImagem, [{ fotos: MSG.imovelForm.fotoNaoImagem }]);
    const grande = new Uint8Array(6 * 1024 * 1024);
    grande.set(pngPequeno());
    const r2 = await ctx.request('/api/imoveis', {
      method: 'POST',
      token: t.admin,
      body: form(CAMPOS, [arquivo(grande, 'g.png')]),
    });
    await esperarErro(r2, 413, MSG.imovelForm.fotoGrande, [{ fotos: MSG.imovelForm.fotoGrande }]);
    expect(await contar(ctx, 'imoveis')).toBe(antes);
  });

  it(`at most ${FOTOS_MAX_POR_ENVIO} photos per request: one more → 400 on fotos, nothing written`, async () => {
    const antes = await contar(ctx, 'imoveis');
    const arquivosAntes = readdirSync(pastaDaArea(ctx.dataDir, 'fotos')).length;
    const fotos = (n: number) => Array.from({ length: n }, (_, i) => arquivo(pngPequeno(), `${i}.png`));
    const demais = await ctx.request('/api/imoveis', {
      method: 'POST',
      token: t.admin,
      body: form(CAMPOS, fotos(FOTOS_MAX_POR_ENVIO + 1)),
    });
    const msg = MSG.api.fotosDemais(FOTOS_MAX_POR_ENVIO);
    await esperarErro(demais, 400, msg, [{ fotos: msg }]);
    const { itens } = await listar();
    const edicao = await ctx.request(`/api/imoveis/${itens[0]!.id}`, {
      method: 'PUT',
      token: t.admin,
      body: form(CAMPOS, fotos(FOTOS_MAX_POR_ENVIO + 1)),
    });
    await esperarErro(edicao, 400, msg, [{ fotos: msg }]);
    expect(await contar(ctx, 'imoveis')).toBe(antes);
    expect(readdirSync(pastaDaArea(ctx.dataDir, 'fotos'))).toHaveLength(arquivosAntes);
    const limite = await ctx.request('/api/imoveis', {
      method: 'POST',
      token: t.admin,
      body: form(CAMPOS, fotos(FOTOS_MAX_POR_ENVIO)),
    });
    expect(limite.status).toBe(201);
    expect(((await limite.json()) as Imovel).fotos).toHaveLength(FOTOS_MAX_POR_ENVIO);
  });

  it('photo uploads may exceed the 1 MB limit of the other /api routes', async () => {
    const foto = new Uint8Array(3 * 1024 * 1024);
    foto.set(pngPequeno());
    const res = await ctx.request('/api/imoveis', {
      method: 'POST',
      token: t.admin,
      body: form(CAMPOS, [arquivo(foto, 'grande.png')]),
    });
    expect(res.status).toBe(201);
    const im = (await res.json()) as Imovel;
    const put = await ctx.request(`/api/imoveis/${im.id}`, {
      method: 'PUT',
      token: t.admin,
      body: form(CAMPOS, [arquivo(foto, 'outra.png')]),
    });
    expect(put.status).toBe(200);
    expect(((await put.json()) as Imovel).fotos).toHaveLength(2);
  });

  it('never 500: JSON instead of multipart, a broken multipart body, a bad photo list', async () => {
    const antes = await contar(ctx, 'imoveis');
    // The contract declares only multipart for this route: JSON is refused before it is read.
    const json = await ctx.request('/api/imoveis', { method: 'POST', token: t.admin, json: CAMPOS });
    await esperarErro(json, 415, MSG.api.tipoDeConteudo(['multipart/form-data']));
    const quebrado = await ctx.request('/api/imoveis', {
      method: 'POST',
      token: t.admin,
      body: '--xyz\r\nContent-Disposition: form-data; name="titulo"\r\n\r\nA',
      headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' },
    });
    expect(quebrado.status).toBe(400);
    const { itens } = await listar();
    const lista = await ctx.request(`/api/imoveis/${itens[0]!.id}`, {
      method: 'PUT',
      token: t.admin,
      body: form(CAMPOS, [], { fotosExistentes: 'nao-json' }),
    });
    await esperarErro(lista, 400, 'Lista de fotos inválida');
    expect(await contar(ctx, 'imoveis')).toBe(antes);
  });
});

describe('PUT and DELETE /api/imoveis/:id', () => {
  const criar = async () =>
    (await (
      await ctx.request('/api/imoveis', {
        method: 'POST',
        token: t.admin,
        body: form(CAMPOS, [arquivo(pngPequeno(), '1.png'), arquivo(pngPequeno(), '2.png')]),
      })
    ).json()) as Imovel;

  it('keeps only the property’s own photos, deletes removed files, adds new ones', async () => {
    const im = await criar();
    const [a, b] = im.fotos as [string, string];
    const body = form({ ...CAMPOS, titulo: 'Editado' }, [arquivo(pngPequeno(), 'n.png')], {
      fotosExistentes: JSON.stringify([a, '/uploads/fotos/../../jwt-secret', 'https://evil.example/x.png']),
      fotosParaRemover: JSON.stringify([b]),
    });
    const res = await ctx.request(`/api/imoveis/${im.id}`, { method: 'PUT', token: t.admin, body });
    expect(res.status).toBe(200);
    const novo = (await res.json()) as Imovel;
    expect(novo.titulo).toBe('Editado');
    expect(novo.fotos).toHaveLength(2);
    expect(novo.fotos[0]).toBe(a);
    expect(existsSync(arquivoDe(b))).toBe(false);
  });

  it('at least one photo must remain', async () => {
    const im = await criar();
    const body = form(CAMPOS, [], { fotosExistentes: '[]' });
    const res = await ctx.request(`/api/imoveis/${im.id}`, { method: 'PUT', token: t.admin, body });
    await esperarErro(res, 400, 'Pelo menos uma foto é obrigatória', [
      { fotos: 'Pelo menos uma foto é obrigatória' },
    ]);
    expect((await (await ctx.request(`/api/imoveis/${im.id}`)).json()) as Imovel).toMatchObject({
      fotos: im.fotos,
    });
  });

  it('roles and unknown ids', async () => {
    const im = await criar();
    await esperarErro(
      await ctx.request(`/api/imoveis/${im.id}`, { method: 'PUT', body: form() }),
      401,
      MSG.auth.naoAutenticado,
    );
    await esperarErro(
      await ctx.request(`/api/imoveis/${im.id}`, { method: 'PUT', token: t.corretor, body: form() }),
      403,
      MSG.auth.semPermissao,
    );
    await esperarErro(
      await ctx.request(`/api/imoveis/${im.id}`, { method: 'DELETE', token: t.inquilino }),
      403,
      MSG.auth.semPermissao,
    );
    await esperarErro(
      await ctx.request('/api/imoveis/x', { method: 'PUT', token: t.admin, body: form() }),
      404,
      'Imóvel não encontrado.',
    );
    await esperarErro(
      await ctx.request('/api/imoveis/x', { method: 'DELETE', token: t.admin }),
      404,
      'Imóvel não encontrado.',
    );
  });

  it('DELETE removes the row and its files; 409 when a contract references it', async () => {
    const im = await criar();
    const res = await ctx.request(`/api/imoveis/${im.id}`, { method: 'DELETE', token: t.admin });
    expect(res.status).toBe(204);
    expect((await ctx.request(`/api/imoveis/${im.id}`)).status).toBe(404);
    for (const u of im.fotos) expect(existsSync(arquivoDe(u))).toBe(false);

    const contrato = await ctx.db.selectFrom('contratos').select('imovel_id').executeTakeFirstOrThrow();
    const antes = await contar(ctx, 'imoveis');
    await esperarErro(
      await ctx.request(`/api/imoveis/${contrato.imovel_id}`, { method: 'DELETE', token: t.admin }),
      409,
      MSG.api.imovelComContrato,
    );
    expect(await contar(ctx, 'imoveis')).toBe(antes);
  });
});
