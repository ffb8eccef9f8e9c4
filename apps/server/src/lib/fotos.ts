import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';

export const FOTO_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Decoded size limit (all frames of an animation together): 40 MP is above any phone or camera
 * photo a listing needs, and caps the memory one decode may take (about 160 MB of RGBA).
 */
export const FOTO_MAX_PIXELS = 40_000_000;
export const FOTOS_URL = '/uploads/fotos/';

export type FormatoFoto = 'jpg' | 'png' | 'webp' | 'gif';

/** Photos are recognised by their first bytes, never by the declared type or the file name. */
export const detectarImagem = (b: Uint8Array): FormatoFoto | undefined => {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v))
    return 'png';
  const ascii = (de: number, ate: number) => Buffer.from(b.subarray(de, ate)).toString('latin1');
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (b.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  return undefined;
};

/** Each format is written back as itself; sharp writes no metadata unless asked to. */
const CODIFICAR: Record<FormatoFoto, { formato: string; codificar: (img: Sharp) => Sharp }> = {
  jpg: { formato: 'jpeg', codificar: (img) => img.jpeg({ quality: 85 }) },
  png: { formato: 'png', codificar: (img) => img.png() },
  webp: { formato: 'webp', codificar: (img) => img.webp({ quality: 85 }) },
  gif: { formato: 'gif', codificar: (img) => img.gif() },
};

/** Why a photo with the right first bytes is still refused. */
export type FotoRecusada = 'pixels-demais' | 'ilegivel';

/**
 * Re-encodes an uploaded photo so only its pixels reach the disk: EXIF (the GPS of the owner's
 * house), XMP, ICC and text chunks are dropped, after the EXIF orientation has been applied.
 * The format is kept; GIF and WebP keep their animation (frames are not rotated: libvips cannot
 * rotate multi-page images, and animations practically never carry an orientation).
 * The pixel count comes from the header before any pixel is decoded, so a small file declaring a
 * huge canvas (decompression bomb) is refused without allocating it; `limitInputPixels` repeats the
 * limit inside the decoder. Truncated or corrupt data is refused instead of stored half-grey.
 */
export const higienizarFoto = async (
  bytes: Uint8Array,
  ext: FormatoFoto,
): Promise<{ bytes: Uint8Array } | { recusada: FotoRecusada }> => {
  const { formato, codificar } = CODIFICAR[ext];
  const animated = ext === 'gif' || ext === 'webp';
  let largura: number, altura: number, paginas: number;
  try {
    // Headers only; with `animated` the height is that of all frames stacked.
    const meta = await sharp(bytes, { animated, limitInputPixels: false }).metadata();
    if (meta.format !== formato || !meta.width || !meta.height) return { recusada: 'ilegivel' };
    [largura, altura, paginas] = [meta.width, meta.height, meta.pages ?? 1];
  } catch {
    return { recusada: 'ilegivel' };
  }
  if (largura * altura > FOTO_MAX_PIXELS) return { recusada: 'pixels-demais' };
  try {
    const img = sharp(bytes, { animated, limitInputPixels: FOTO_MAX_PIXELS, failOn: 'error' });
    return { bytes: await codificar(paginas > 1 ? img : img.rotate()).toBuffer() };
  } catch {
    return { recusada: 'ilegivel' };
  }
};

export const pastaFotos = (dataDir: string) => join(dataDir, 'uploads', 'fotos');

/** Writes under a server-chosen name and answers the public URL. */
export const salvarFoto = async (dataDir: string, bytes: Uint8Array, ext: string): Promise<string> => {
  const pasta = pastaFotos(dataDir);
  await mkdir(pasta, { recursive: true });
  const nome = `${randomUUID()}.${ext}`;
  await writeFile(join(pasta, nome), bytes);
  return FOTOS_URL + nome;
};

/** Deletes the file behind one of our URLs; anything else (foreign URL, path trick) is ignored. */
export const apagarFoto = async (dataDir: string, url: string): Promise<void> => {
  if (!url.startsWith(FOTOS_URL)) return;
  const nome = url.slice(FOTOS_URL.length);
  if (!/^[A-Za-z0-9-]+\.(jpg|png|webp|gif)$/.test(nome) || basename(nome) !== nome) return;
  await rm(join(pastaFotos(dataDir), nome), { force: true });
};
