import { randomUUID } from 'node:crypto';
import {
  FOTO_COMPARTILHAMENTO,
  FOTO_LARGURAS,
  urlFotoCompartilhamento,
  urlVarianteFoto,
  type VarianteFoto,
} from '@morada/domain';
import sharp, { type Sharp } from 'sharp';
import type { Armazenamento } from './armazenamento';

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

const LARGURAS = Object.keys(FOTO_LARGURAS) as VarianteFoto[];
/** Every copy the server makes of a photo: the srcset's widths, and the link preview. */
type Copia = VarianteFoto | 'compartilhamento';
const COPIAS: readonly Copia[] = [...LARGURAS, 'compartilhamento'];
const MAIOR = Math.max(...Object.values(FOTO_LARGURAS), FOTO_COMPARTILHAMENTO.largura);

const urlDaCopia = (url: string, copia: Copia) =>
  copia === 'compartilhamento' ? urlFotoCompartilhamento(url) : urlVarianteFoto(url, copia);

/** File names of a stored photo's copies (domain naming), or none for a name without copies. */
const nomesVariantes = (nome: string): { variante: Copia; nome: string }[] =>
  COPIAS.flatMap((variante) => {
    const url = urlDaCopia(FOTOS_URL + nome, variante);
    return url ? [{ variante, nome: url.slice(FOTOS_URL.length) }] : [];
  });

type Pixels = { raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** One copy from the decoded pixels: a WebP at its width, or the preview's JPEG crop. */
const codificarCopia = (data: Buffer, pixels: Pixels, copia: Copia) => {
  if (copia === 'compartilhamento') {
    // Always exactly 1200 × 630 (a small photo is enlarged): the size the page's meta announces.
    const { largura, altura } = FOTO_COMPARTILHAMENTO;
    return sharp(data, pixels)
      .resize({ width: largura, height: altura, fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  }
  // effort 2: half the encoding time of the default 4 for files about 5% larger.
  return sharp(data, pixels)
    .resize({ width: FOTO_LARGURAS[copia], withoutEnlargement: true })
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
};

/**
 * The copies of one photo (first frame of an animation), without metadata: WebP at each variant
 * width, never wider than the original, and the preview JPEG. The photo is decoded and oriented
 * once, at the largest width any copy needs, and every copy is made from those pixels.
 */
const gerarVariantes = async (original: Uint8Array, quais: readonly Copia[]): Promise<Map<Copia, Buffer>> => {
  const { data, info } = await sharp(original, { limitInputPixels: FOTO_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: MAIOR, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels: Pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const codificadas = await Promise.all(quais.map((copia) => codificarCopia(data, pixels, copia)));
  return new Map(quais.map((copia, i) => [copia, codificadas[i]!]));
};

const TIPO_COPIA = (copia: Copia) => (copia === 'compartilhamento' ? 'image/jpeg' : 'image/webp');
const TIPO_ORIGINAL: Record<FormatoFoto, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Writes the copies of `nome` that `quais` lists; answers the names written. */
const gravarVariantes = async (
  armazenamento: Armazenamento,
  nome: string,
  original: Uint8Array,
  quais: readonly Copia[],
) => {
  const alvos = nomesVariantes(nome).filter((v) => quais.includes(v.variante));
  const bytes = await gerarVariantes(original, quais);
  for (const alvo of alvos) {
    await armazenamento.gravar('fotos', alvo.nome, bytes.get(alvo.variante)!, TIPO_COPIA(alvo.variante));
  }
  return alvos.map((a) => a.nome);
};

/**
 * Writes a (sanitised) photo under a server-chosen name, with its copies, and answers the public
 * URL. The copies are written first: a stored original always has them (once the start-up
 * backfill has run for photos stored before copies existed), so a srcset never points at a
 * missing file. Nothing is left behind when any write fails.
 */
export const salvarFoto = async (
  armazenamento: Armazenamento,
  bytes: Uint8Array,
  ext: FormatoFoto,
): Promise<string> => {
  const nome = `${randomUUID()}.${ext}`;
  const escritos: string[] = [];
  try {
    escritos.push(...(await gravarVariantes(armazenamento, nome, bytes, COPIAS)));
    await armazenamento.gravar('fotos', nome, bytes, TIPO_ORIGINAL[ext]);
  } catch (e) {
    await Promise.all(escritos.map((n) => armazenamento.apagar('fotos', n)));
    throw e;
  }
  return FOTOS_URL + nome;
};

/** The stored name behind one of our photo URLs, or undefined for any other URL. */
export const nomeDaFoto = (url: string): string | undefined => {
  if (!url.startsWith(FOTOS_URL)) return undefined;
  const nome = url.slice(FOTOS_URL.length);
  return /^[A-Za-z0-9-]+\.(jpg|png|webp|gif)$/.test(nome) ? nome : undefined;
};

/** Deletes the files behind one of our URLs (the photo and its copies); anything else is ignored. */
export const apagarFoto = async (armazenamento: Armazenamento, url: string): Promise<void> => {
  const nome = nomeDaFoto(url);
  if (!nome) return;
  // Original first: if a copy then fails to go, it is an orphan, never a broken srcset.
  await armazenamento.apagar('fotos', nome);
  await Promise.all(nomesVariantes(nome).map((v) => armazenamento.apagar('fotos', v.nome)));
};

export type ResultadoVariantes = { fotos: number; geradas: number; falhas: number };

/**
 * Start-up backfill: makes the missing copies of every stored photo (those uploaded before
 * copies existed, or interrupted mid-way). Idempotent, and only `concorrencia` photos at a time so
 * the requests of a server that just started still get the CPU; a photo that cannot be read is
 * logged and skipped, never stopping the server (the site then falls back to the original).
 */
export const gerarVariantesFaltantes = async (
  armazenamento: Armazenamento,
  { concorrencia = 2, log = console.error }: { concorrencia?: number; log?: (...a: unknown[]) => void } = {},
): Promise<ResultadoVariantes> => {
  const nomes = await armazenamento.listar('fotos');
  const originais = nomes.filter((n) => nomesVariantes(n).length > 0);
  const resultado: ResultadoVariantes = { fotos: originais.length, geradas: 0, falhas: 0 };
  const presentes = new Set(nomes);
  const fila = [...originais];
  const trabalhar = async () => {
    for (let nome = fila.shift(); nome !== undefined; nome = fila.shift()) {
      const faltam = nomesVariantes(nome).filter((v) => !presentes.has(v.nome));
      if (faltam.length === 0) continue;
      try {
        const original = await armazenamento.ler('fotos', nome);
        if (!original) continue; // deleted since the listing
        const escritos = await gravarVariantes(
          armazenamento,
          nome,
          original,
          faltam.map((v) => v.variante),
        );
        // Deleted while its copies were being made: drop them too, so no orphan stays.
        if (!(await armazenamento.existe('fotos', nome))) {
          await apagarFoto(armazenamento, FOTOS_URL + nome);
        } else resultado.geradas += escritos.length;
      } catch (e) {
        resultado.falhas++;
        log(`Variantes da foto ${nome} não geradas`, e);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concorrencia) }, trabalhar));
  return resultado;
};
