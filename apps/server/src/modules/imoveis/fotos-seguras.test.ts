import { readdirSync } from 'node:fs';
import { MSG, srcSetFoto, urlVarianteFoto, type Imovel } from '@morada/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pastaDaArea } from '../../lib/armazenamento';
import { FOTO_MAX_PIXELS } from '../../lib/fotos';
import { servirFotos } from '../../static';
import { arquivo, contar, esperarErro } from '../../test/http-helpers';
import { fotoDeCelular, pngDeclarado, temGps } from '../../test/imagens';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  servirFotos(ctx.app, ctx.deps.armazenamento);
  admin = await ctx.adminToken();
});
afterAll(() => ctx.close());

const CAMPOS: Record<string, string> = {
  titulo: 'Casa com foto de celular',
  tipo: 'Casa',
  operacao: 'Venda',
  preco: '750000',
  endereco: 'Rua Harmonia, 20',
  bairro: 'Vila Madalena',
  cidade: 'São Paulo',
  estado: 'SP',
  areaUtil: '120',
  descricao: 'Fotos tiradas pelo proprietário.',
};

const enviar = (fotos: File[], metodo = 'POST', url = '/api/imoveis') => {
  const f = new FormData();
  for (const [k, v] of Object.entries(CAMPOS)) f.append(k, v);
  for (const foto of fotos) f.append('fotos', foto);
  return ctx.request(url, { method: metodo, token: admin, body: f });
};

/** What a visitor downloads from the public photo URL. */
const baixar = async (url: string) => {
  const res = await ctx.request(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

const nadaGravado = async (acao: () => Promise<void>) => {
  const imoveis = await contar(ctx, 'imoveis');
  const arquivos = readdirSync(pastaDaArea(ctx.dataDir, 'fotos')).length;
  await acao();
  expect(await contar(ctx, 'imoveis')).toBe(imoveis);
  expect(readdirSync(pastaDaArea(ctx.dataDir, 'fotos'))).toHaveLength(arquivos);
};

describe('uploaded photos are re-encoded before they are stored', () => {
  it('a phone JPEG is served upright with no EXIF, GPS or XMP', async () => {
    const original = await fotoDeCelular();
    const antes = await sharp(original).metadata();
    expect([temGps(antes.exif), !!antes.xmp, antes.orientation]).toEqual([true, true, 6]);

    const res = await enviar([arquivo(original, 'IMG_0001.jpg', 'image/jpeg')]);
    expect(res.status).toBe(201);
    const [url] = ((await res.json()) as Imovel).fotos;
    expect(url).toMatch(/^\/uploads\/fotos\/[0-9a-f-]{36}\.jpg$/);
    const servida = await baixar(url!);
    const { format, width, height, exif, xmp, icc, orientation } = await sharp(servida).metadata();
    expect([format, width, height]).toEqual(['jpeg', 60, 80]);
    expect({ exif, xmp, icc, orientation }).toEqual({});
    expect(servida.includes('Exif\0\0')).toBe(false);
  });

  it('a normal PNG and a WebP still upload, keep their format and are served', async () => {
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    const res = await enviar([arquivo(png, 'sala.png'), arquivo(webp, 'quarto.webp', 'image/webp')]);
    expect(res.status).toBe(201);
    const fotos = ((await res.json()) as Imovel).fotos;
    expect(fotos.map((u) => u.split('.').pop())).toEqual(['png', 'webp']);
    for (const [url, formato] of [
      [fotos[0]!, 'png'],
      [fotos[1]!, 'webp'],
    ] as const) {
      const meta = await sharp(await baixar(url)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([formato, 32, 24]);
    }
  });

  it('a PNG declaring 100000×100000 pixels → 413 from its header; nothing is stored', async () => {
    const bomba = pngDeclarado(100_000, 100_000);
    expect(bomba.length).toBeLessThan(1024 * 1024);
    const msg = MSG.imovelForm.fotoPixelsDemais(FOTO_MAX_PIXELS / 1_000_000);
    expect(msg).toBe('Cada foto deve ter no máximo 40 megapixels');
    await nadaGravado(async () => {
      await esperarErro(await enviar([arquivo(bomba, 'bomba.png')]), 413, msg, [{ fotos: msg }]);
      const im = (await ctx.db.selectFrom('imoveis').select('id').executeTakeFirstOrThrow()).id;
      const ok = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      // One good photo next to the bomb: the whole request is refused, the good one included.
      const put = await enviar(
        [arquivo(ok, 'ok.png'), arquivo(bomba, 'bomba.png')],
        'PUT',
        `/api/imoveis/${im}`,
      );
      await esperarErro(put, 413, msg, [{ fotos: msg }]);
    });
  });

  it('a truncated or corrupt JPEG → 415 with a clear message, never 500; nothing is stored', async () => {
    const foto = await sharp(Buffer.alloc(300 * 200 * 3, 128), {
      raw: { width: 300, height: 200, channels: 3 },
    })
      .jpeg()
      .toBuffer();
    const msg = MSG.imovelForm.fotoIlegivel;
    await nadaGravado(async () => {
      for (const bytes of [
        foto.subarray(0, Math.floor(foto.length / 2)),
        Buffer.concat([foto.subarray(0, 4), Buffer.from('não é um JPEG de verdade')]),
      ]) {
        await esperarErro(await enviar([arquivo(bytes, 'foto.jpg', 'image/jpeg')]), 415, msg, [
          { fotos: msg },
        ]);
      }
    });
  });
});

/** The files on disk for one stored photo: the original, its WebP variants and its preview JPEG. */
const arquivosDa = (url: string) => {
  const uuid = url.slice('/uploads/fotos/'.length).replace(/\.\w+$/, '');
  return readdirSync(pastaDaArea(ctx.dataDir, 'fotos')).filter((n) => n.startsWith(uuid));
};

describe('every stored photo has WebP variants for srcset', () => {
  it('an upload gets 320, 640 and 1280 px WebP variants, served and free of EXIF/GPS', async () => {
    const grande = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 1234/100' } })
      .toBuffer();
    const res = await enviar([arquivo(grande, 'sala.jpg', 'image/jpeg')]);
    expect(res.status).toBe(201);
    const [url] = ((await res.json()) as Imovel).fotos;
    const srcSet = srcSetFoto(url!);
    expect(srcSet).toBeDefined();
    const candidatos = srcSet!.split(', ').map((c) => c.split(' '));
    expect(candidatos.map(([, w]) => w)).toEqual(['320w', '640w', '1280w']);
    for (const [variante, descritor] of candidatos) {
      const servida = await baixar(variante!);
      const { format, width, height, exif, xmp, icc } = await sharp(servida).metadata();
      expect([format, `${width}w`, height! / width!]).toEqual(['webp', descritor, 0.75]);
      expect({ exif, xmp, icc }).toEqual({});
      expect(temGps(exif)).toBe(false);
    }
  });

  it('a photo removed on edit, and all photos of a deleted property, go with their variants', async () => {
    const foto = (cor: string) =>
      sharp({ create: { width: 900, height: 600, channels: 3, background: cor } })
        .png()
        .toBuffer();
    const res = await enviar([arquivo(await foto('#a33'), 'a.png'), arquivo(await foto('#3a3'), 'b.png')]);
    const { id, fotos } = (await res.json()) as Imovel;
    const [fica, sai] = fotos as [string, string];
    expect(arquivosDa(sai)).toHaveLength(5);

    const f = new FormData();
    for (const [k, v] of Object.entries(CAMPOS)) f.append(k, v);
    f.append('fotosParaRemover', JSON.stringify([sai]));
    const put = await ctx.request(`/api/imoveis/${id}`, { method: 'PUT', token: admin, body: f });
    expect(put.status).toBe(200);
    expect(((await put.json()) as Imovel).fotos).toEqual([fica]);
    expect(arquivosDa(sai)).toEqual([]);
    expect(arquivosDa(fica)).toHaveLength(5);
    expect((await ctx.request(urlVarianteFoto(sai, 'card')!)).status).toBe(404);

    expect((await ctx.request(`/api/imoveis/${id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect(arquivosDa(fica)).toEqual([]);
  });

  it('the demo photos are at least 1280 px wide and have their variants', async () => {
    const linhas = await ctx.db
      .selectFrom('imoveis')
      .select('fotos')
      .where('titulo', '!=', CAMPOS.titulo!)
      .execute();
    const fotos = linhas.flatMap((l) => JSON.parse(String(l.fotos)) as string[]);
    expect(fotos.length).toBeGreaterThanOrEqual(16);
    for (const url of fotos) {
      expect((await sharp(await baixar(url)).metadata()).width).toBeGreaterThanOrEqual(1280);
      const completa = await sharp(await baixar(urlVarianteFoto(url, 'completa')!)).metadata();
      expect([completa.format, completa.width]).toEqual(['webp', 1280]);
    }
    // No property repeats another's photo.
    const bytes = await Promise.all(fotos.map(async (u) => (await baixar(u)).toString('base64')));
    expect(new Set(bytes).size).toBe(fotos.length);
  });
});
