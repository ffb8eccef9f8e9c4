import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { urlFotoCompartilhamento, urlVarianteFoto } from '@morada/domain';
import { armazenamentoEmDisco, pastaDaArea } from './armazenamento';
import sharp, { type Sharp } from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { desenharFoto } from '../db/seed/fotos';
import { temGps } from '../test/imagens';
import {
  apagarFoto,
  detectarImagem,
  FOTO_MAX_PIXELS,
  FOTOS_URL,
  gerarVariantesFaltantes,
  higienizarFoto,
  salvarFoto,
} from './fotos';

const b = (...x: number[]) => new Uint8Array(x);

describe('detectarImagem', () => {
  it('recognises the four formats by their bytes and nothing else', () => {
    expect(detectarImagem(b(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(detectarImagem(new Uint8Array(Buffer.from('RIFF\0\0\0\0WEBPVP8 ')))).toBe('webp');
    expect(detectarImagem(new Uint8Array(Buffer.from('GIF89a....')))).toBe('gif');
    expect(detectarImagem(new Uint8Array(Buffer.from('<svg xmlns=...>')))).toBeUndefined();
    expect(detectarImagem(b())).toBeUndefined();
  });

  it('the seed illustrations are PNGs wide enough for the full-width photo, different per property', async () => {
    const fotos = await Promise.all(
      (['Casa', 'Apartamento', 'Comercial', 'Terreno'] as const).map((tipo) => desenharFoto(tipo, 0, 1)),
    );
    for (const png of fotos) {
      expect(detectarImagem(png)).toBe('png');
      expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(1280);
    }
    const [a, b, c] = await Promise.all([
      desenharFoto('Casa', 0, 0),
      desenharFoto('Casa', 1, 0),
      desenharFoto('Casa', 0, 1),
    ]);
    expect(a.equals(b)).toBe(false);
    expect(a.equals(c)).toBe(false);
    expect(a.equals(await desenharFoto('Casa', 0, 0))).toBe(true);
  });
});

/** Distinct colours per frame, so the GIF encoder keeps every frame. */
const quadros = (largura: number, altura: number, n: number) => {
  const raw = Buffer.alloc(largura * altura * n * 4);
  for (let i = 0; i < raw.length; i += 4)
    raw.set([(Math.floor(i / (largura * altura * 4)) * 80) % 256, 90, 40, 255], i);
  return sharp(raw, { raw: { width: largura, height: altura * n, channels: 4, pageHeight: altura } });
};

/** A GIF whose frames declare w×h pixels each, with an empty LZW stream: headers, no real pixels. */
const gifDeclarado = (w: number, h: number, n: number) => {
  const u16 = (v: number) => [v & 255, v >> 8];
  const bytes = [...Buffer.from('GIF89a'), ...u16(w), ...u16(h), 0x80, 0, 0, 0, 0, 0, 255, 255, 255];
  for (let i = 0; i < n; i++)
    bytes.push(0x21, 0xf9, 4, 0, 10, 0, 0, 0, 0x2c, 0, 0, 0, 0, ...u16(w), ...u16(h), 0, 2, 2, 0x4c, 0x01, 0);
  return new Uint8Array([...bytes, 0x3b]);
};

const aceita = async (bytes: Uint8Array, ext: Parameters<typeof higienizarFoto>[1]) => {
  const r = await higienizarFoto(bytes, ext);
  if (!('bytes' in r)) throw new Error(`recusada: ${r.recusada}`);
  return r.bytes;
};

describe('higienizarFoto', () => {
  it('keeps each format and drops EXIF, XMP and ICC after applying the orientation', async () => {
    const base = sharp({ create: { width: 60, height: 40, channels: 3, background: '#b44' } })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
      .withIccProfile('p3');
    for (const [ext, codificar] of [
      ['jpg', (s: Sharp) => s.jpeg()],
      ['png', (s: Sharp) => s.png()],
      ['webp', (s: Sharp) => s.webp()],
    ] as const) {
      const entrada = await codificar(base.clone()).toBuffer();
      const antes = await sharp(entrada).metadata();
      expect([temGps(antes.exif), !!antes.xmp, !!antes.icc, antes.orientation]).toEqual([
        true,
        true,
        true,
        6,
      ]);
      const saida = await aceita(entrada, ext);
      expect(detectarImagem(saida)).toBe(ext);
      const { width, height, exif, xmp, icc, orientation } = await sharp(saida).metadata();
      expect([width, height]).toEqual([40, 60]);
      expect({ exif, xmp, icc, orientation }).toEqual({});
    }
  });

  it('an animated GIF stays an animated GIF', async () => {
    const gif = await quadros(30, 20, 3).gif().toBuffer();
    const meta = await sharp(await aceita(gif, 'gif'), { animated: true }).metadata();
    expect([meta.format, meta.pages, meta.width, meta.pageHeight]).toEqual(['gif', 3, 30, 20]);
  });

  it(`refuses more than ${FOTO_MAX_PIXELS / 1e6} MP from the header, counting every frame`, async () => {
    // 16 MP in one frame would pass; 3 × 16 MP does not.
    expect(await higienizarFoto(gifDeclarado(4000, 4000, 3), 'gif')).toEqual({ recusada: 'pixels-demais' });
    expect(await higienizarFoto(gifDeclarado(10000, 10000, 1), 'gif')).toEqual({ recusada: 'pixels-demais' });
  });

  it('refuses truncated, corrupt or mislabelled data as unreadable', async () => {
    const jpg = await quadros(200, 150, 1).jpeg().toBuffer();
    const png = await quadros(8, 8, 1).png().toBuffer();
    expect(await higienizarFoto(jpg.subarray(0, jpg.length / 2), 'jpg')).toEqual({ recusada: 'ilegivel' });
    expect(await higienizarFoto(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'jpg')).toEqual({
      recusada: 'ilegivel',
    });
    expect(await higienizarFoto(png, 'jpg')).toEqual({ recusada: 'ilegivel' });
  });
});

const pastas: string[] = [];
const novaPasta = () => {
  const d = mkdtempSync(join(tmpdir(), 'morada-fotos-'));
  pastas.push(d);
  return d;
};
afterEach(() => {
  for (const d of pastas.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Width, height, format, page count and metadata of each variant file of `url`. */
const variantes = (dataDir: string, url: string) =>
  Promise.all(
    (['miniatura', 'card', 'completa'] as const).map(async (v) => {
      const arquivo = join(pastaDaArea(dataDir, 'fotos'), urlVarianteFoto(url, v)!.slice(FOTOS_URL.length));
      const { width, height, format, pages, exif, xmp, icc } = await sharp(readFileSync(arquivo)).metadata();
      return { width, height, format, pages: pages ?? 1, meta: { exif, xmp, icc } };
    }),
  );

const jpeg = (largura: number, altura: number) =>
  sharp({ create: { width: largura, height: altura, channels: 3, background: '#48a' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' } })
    .toBuffer();

describe('salvarFoto and apagarFoto', () => {
  it('stores the photo with WebP variants 320, 640 and 1280 px wide, without metadata', async () => {
    const dataDir = novaPasta();
    const url = await salvarFoto(armazenamentoEmDisco(dataDir), await jpeg(2000, 1500), 'jpg');
    expect(url).toMatch(/^\/uploads\/fotos\/[0-9a-f-]{36}\.jpg$/);
    const uuid = url.slice(FOTOS_URL.length, -4);
    expect(readdirSync(pastaDaArea(dataDir, 'fotos')).sort()).toEqual(
      [
        `${uuid}.jpg`,
        `${uuid}-1280w.webp`,
        `${uuid}-320w.webp`,
        `${uuid}-640w.webp`,
        `${uuid}-og.jpg`,
      ].sort(),
    );
    expect(await variantes(dataDir, url)).toEqual(
      [
        [320, 240],
        [640, 480],
        [1280, 960],
      ].map(([width, height]) => ({ width, height, format: 'webp', pages: 1, meta: {} })),
    );
  });

  it('makes the link preview: a 1200 × 630 JPEG cropped from the photo, without metadata', async () => {
    const dataDir = novaPasta();
    for (const [largura, altura] of [
      [2000, 1500],
      [300, 900],
    ] as const) {
      const url = await salvarFoto(armazenamentoEmDisco(dataDir), await jpeg(largura, altura), 'jpg');
      const arquivo = join(
        pastaDaArea(dataDir, 'fotos'),
        urlFotoCompartilhamento(url)!.slice(FOTOS_URL.length),
      );
      const { width, height, format, exif, icc } = await sharp(readFileSync(arquivo)).metadata();
      expect({ width, height, format, exif, icc }).toEqual({
        width: 1200,
        height: 630,
        format: 'jpeg',
        exif: undefined,
        icc: undefined,
      });
    }
  });

  it('never upscales: a 500 px photo gives 320, 500 and 500 px variants', async () => {
    const dataDir = novaPasta();
    const url = await salvarFoto(armazenamentoEmDisco(dataDir), await jpeg(500, 400), 'jpg');
    expect((await variantes(dataDir, url)).map((v) => [v.width, v.height])).toEqual([
      [320, 256],
      [500, 400],
      [500, 400],
    ]);
  });

  it('an animated GIF keeps its animation; its variants are its first frame', async () => {
    const dataDir = novaPasta();
    const url = await salvarFoto(
      armazenamentoEmDisco(dataDir),
      await quadros(400, 300, 3).gif().toBuffer(),
      'gif',
    );
    const original = await sharp(
      readFileSync(join(pastaDaArea(dataDir, 'fotos'), url.slice(FOTOS_URL.length))),
      {
        animated: true,
      },
    ).metadata();
    expect(original.pages).toBe(3);
    const [miniatura] = await variantes(dataDir, url);
    expect(miniatura).toMatchObject({ width: 320, height: 240, format: 'webp', pages: 1 });
  });

  it('apagarFoto deletes the photo with its variants, and nothing for a foreign URL', async () => {
    const dataDir = novaPasta();
    const [fica, sai] = [
      await salvarFoto(armazenamentoEmDisco(dataDir), await jpeg(64, 48), 'jpg'),
      await salvarFoto(armazenamentoEmDisco(dataDir), await jpeg(64, 48), 'jpg'),
    ];
    await apagarFoto(armazenamentoEmDisco(dataDir), sai);
    await apagarFoto(armazenamentoEmDisco(dataDir), 'https://exemplo.com/uploads/fotos/x.jpg');
    await apagarFoto(armazenamentoEmDisco(dataDir), '/uploads/fotos/../../segredo.jpg');
    const uuid = fica.slice(FOTOS_URL.length, -4);
    expect(readdirSync(pastaDaArea(dataDir, 'fotos')).every((n) => n.startsWith(uuid))).toBe(true);
    expect(readdirSync(pastaDaArea(dataDir, 'fotos'))).toHaveLength(5);
  });
});

describe('gerarVariantesFaltantes (start-up backfill)', () => {
  /** A photo stored before variants existed: only its original is on disk. */
  const legado = async (dataDir: string, nome: string, bytes: Uint8Array) => {
    mkdirSync(pastaDaArea(dataDir, 'fotos'), { recursive: true });
    writeFileSync(join(pastaDaArea(dataDir, 'fotos'), nome), bytes);
    return FOTOS_URL + nome;
  };
  const UUID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

  it('makes the missing variants of older photos, once, and logs an unreadable one without failing', async () => {
    const dataDir = novaPasta();
    const antigas = [
      await legado(dataDir, `${UUID(1)}.png`, await desenharFoto('Casa', 0, 0)),
      await legado(dataDir, `${UUID(2)}.jpg`, await jpeg(900, 600)),
    ];
    await legado(dataDir, `${UUID(3)}.jpg`, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    await legado(dataDir, 'foto-antiga.jpg', await jpeg(50, 50));
    const log = vi.fn();

    expect(await gerarVariantesFaltantes(armazenamentoEmDisco(dataDir), { log })).toEqual({
      fotos: 3,
      geradas: 8,
      falhas: 1,
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toContain(`${UUID(3)}.jpg`);
    expect((await variantes(dataDir, antigas[0]!)).map((v) => [v.width, v.format])).toEqual([
      [320, 'webp'],
      [640, 'webp'],
      [1280, 'webp'],
    ]);
    expect((await variantes(dataDir, antigas[1]!)).map((v) => v.width)).toEqual([320, 640, 900]);
    // No variants for a name the site gives no srcset, no leftovers of the failed one.
    const nomes = readdirSync(pastaDaArea(dataDir, 'fotos'));
    expect(nomes.filter((n) => n.startsWith('foto-antiga') || n.startsWith(UUID(3)))).toHaveLength(2);
    expect(nomes.filter((n) => n.endsWith('.tmp'))).toEqual([]);

    const antes = statSync(join(pastaDaArea(dataDir, 'fotos'), `${UUID(1)}-640w.webp`)).mtimeMs;
    expect(await gerarVariantesFaltantes(armazenamentoEmDisco(dataDir), { log })).toEqual({
      fotos: 3,
      geradas: 0,
      falhas: 1,
    });
    expect(statSync(join(pastaDaArea(dataDir, 'fotos'), `${UUID(1)}-640w.webp`)).mtimeMs).toBe(antes);
  });

  it('completes a photo missing only some variants, and answers nothing when there is no folder', async () => {
    const dataDir = novaPasta();
    const url = await salvarFoto(armazenamentoEmDisco(dataDir), await jpeg(800, 600), 'jpg');
    rmSync(join(pastaDaArea(dataDir, 'fotos'), urlVarianteFoto(url, 'card')!.slice(FOTOS_URL.length)));
    expect(await gerarVariantesFaltantes(armazenamentoEmDisco(dataDir))).toEqual({
      fotos: 1,
      geradas: 1,
      falhas: 0,
    });
    expect((await variantes(dataDir, url)).map((v) => v.width)).toEqual([320, 640, 800]);
    expect(await gerarVariantesFaltantes(armazenamentoEmDisco(novaPasta()))).toEqual({
      fotos: 0,
      geradas: 0,
      falhas: 0,
    });
  });
});
