import { randomUUID } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { FOTO_LARGURAS, urlVarianteFoto, type VarianteFoto } from '@morada/domain';
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

const VARIANTES = Object.keys(FOTO_LARGURAS) as VarianteFoto[];
const MAIOR = Math.max(...Object.values(FOTO_LARGURAS));

/** File names of a stored photo's variants (domain naming), or none for a name without variants. */
const nomesVariantes = (nome: string): { variante: VarianteFoto; nome: string }[] =>
  VARIANTES.flatMap((variante) => {
    const url = urlVarianteFoto(FOTOS_URL + nome, variante);
    return url ? [{ variante, nome: url.slice(FOTOS_URL.length) }] : [];
  });

/** Through a temporary name, so a crash never leaves a half-written file that looks complete. */
const gravar = async (pasta: string, nome: string, bytes: Uint8Array) => {
  const temp = join(pasta, `.${nome}.${randomUUID()}.tmp`);
  try {
    await writeFile(temp, bytes);
    await rename(temp, join(pasta, nome));
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
};

/**
 * The WebP copies of one photo at each variant width (first frame of an animation), never wider
 * than the original and without metadata. The photo is decoded and oriented once, at the largest
 * width, and every variant is resized from those pixels.
 */
const gerarVariantes = async (
  original: Uint8Array,
  quais: readonly VarianteFoto[],
): Promise<Map<VarianteFoto, Buffer>> => {
  const { data, info } = await sharp(original, { limitInputPixels: FOTO_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: MAIOR, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  // effort 2: half the encoding time of the default 4 for files about 5% larger.
  const codificadas = await Promise.all(
    quais.map((variante) =>
      sharp(data, pixels)
        .resize({ width: FOTO_LARGURAS[variante], withoutEnlargement: true })
        .webp({ quality: 80, effort: 2 })
        .toBuffer(),
    ),
  );
  return new Map(quais.map((variante, i) => [variante, codificadas[i]!]));
};

/** Writes the variants of `nome` that `quais` lists; answers the names written. */
const gravarVariantes = async (pasta: string, nome: string, original: Uint8Array, quais: VarianteFoto[]) => {
  const alvos = nomesVariantes(nome).filter((v) => quais.includes(v.variante));
  const bytes = await gerarVariantes(original, quais);
  for (const alvo of alvos) await gravar(pasta, alvo.nome, bytes.get(alvo.variante)!);
  return alvos.map((a) => a.nome);
};

/**
 * Writes a (sanitised) photo under a server-chosen name, with its variants, and answers the public
 * URL. The variants are written first: an original on disk always has them (once the start-up
 * backfill has run for photos stored before variants existed), so a srcset never points at a
 * missing file. Nothing is left behind when any write fails.
 */
export const salvarFoto = async (dataDir: string, bytes: Uint8Array, ext: FormatoFoto): Promise<string> => {
  const pasta = pastaFotos(dataDir);
  await mkdir(pasta, { recursive: true });
  const nome = `${randomUUID()}.${ext}`;
  const escritos: string[] = [];
  try {
    escritos.push(...(await gravarVariantes(pasta, nome, bytes, VARIANTES)));
    await gravar(pasta, nome, bytes);
  } catch (e) {
    await Promise.all(escritos.map((n) => rm(join(pasta, n), { force: true })));
    throw e;
  }
  return FOTOS_URL + nome;
};

/** Deletes the files behind one of our URLs (the photo and its variants); anything else is ignored. */
export const apagarFoto = async (dataDir: string, url: string): Promise<void> => {
  if (!url.startsWith(FOTOS_URL)) return;
  const nome = url.slice(FOTOS_URL.length);
  if (!/^[A-Za-z0-9-]+\.(jpg|png|webp|gif)$/.test(nome) || basename(nome) !== nome) return;
  const pasta = pastaFotos(dataDir);
  // Original first: if a variant then fails to go, it is an orphan, never a broken srcset.
  await rm(join(pasta, nome), { force: true });
  await Promise.all(nomesVariantes(nome).map((v) => rm(join(pasta, v.nome), { force: true })));
};

const existe = (arquivo: string) =>
  access(arquivo).then(
    () => true,
    () => false,
  );

export type ResultadoVariantes = { fotos: number; geradas: number; falhas: number };

/**
 * Start-up backfill: makes the missing variants of every stored photo (those uploaded before
 * variants existed, or interrupted mid-way). Idempotent, and only `concorrencia` photos at a time so
 * the requests of a server that just started still get the CPU; a photo that cannot be read is
 * logged and skipped, never stopping the server (the site then falls back to the original).
 */
export const gerarVariantesFaltantes = async (
  dataDir: string,
  { concorrencia = 2, log = console.error }: { concorrencia?: number; log?: (...a: unknown[]) => void } = {},
): Promise<ResultadoVariantes> => {
  const pasta = pastaFotos(dataDir);
  const nomes = await readdir(pasta).catch(() => [] as string[]);
  const originais = nomes.filter((n) => nomesVariantes(n).length > 0);
  const resultado: ResultadoVariantes = { fotos: originais.length, geradas: 0, falhas: 0 };
  const presentes = new Set(nomes);
  const fila = [...originais];
  const trabalhar = async () => {
    for (let nome = fila.shift(); nome !== undefined; nome = fila.shift()) {
      const faltam = nomesVariantes(nome).filter((v) => !presentes.has(v.nome));
      if (faltam.length === 0) continue;
      try {
        const original = await readFile(join(pasta, nome));
        const escritos = await gravarVariantes(
          pasta,
          nome,
          original,
          faltam.map((v) => v.variante),
        );
        // Deleted while its variants were being made: drop them too, so no orphan stays.
        if (!(await existe(join(pasta, nome)))) await apagarFoto(dataDir, FOTOS_URL + nome);
        else resultado.geradas += escritos.length;
      } catch (e) {
        resultado.falhas++;
        log(`Variantes da foto ${nome} não geradas`, e);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concorrencia) }, trabalhar));
  return resultado;
};
