import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { desenharFoto } from '../db/seed/fotos';
import { detectarImagem, FOTO_MAX_PIXELS, higienizarFoto } from './fotos';

const b = (...x: number[]) => new Uint8Array(x);

describe('detectarImagem', () => {
  it('recognises the four formats by their bytes and nothing else', () => {
    expect(detectarImagem(b(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(detectarImagem(new Uint8Array(Buffer.from('RIFF\0\0\0\0WEBPVP8 ')))).toBe('webp');
    expect(detectarImagem(new Uint8Array(Buffer.from('GIF89a....')))).toBe('gif');
    expect(detectarImagem(new Uint8Array(Buffer.from('<svg xmlns=...>')))).toBeUndefined();
    expect(detectarImagem(b())).toBeUndefined();
  });

  it('the seed illustrations are valid PNGs', () => {
    for (const tipo of ['Casa', 'Apartamento', 'Comercial', 'Terreno'] as const) {
      const png = desenharFoto(tipo, 1);
      expect(detectarImagem(png)).toBe('png');
      expect(png.readUInt32BE(16)).toBe(320);
    }
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

/** The EXIF GPS IFD pointer (tag 0x8825), in either byte order. */
const temGps = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

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
