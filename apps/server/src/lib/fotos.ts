import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

export const FOTO_MAX_BYTES = 5 * 1024 * 1024;
export const FOTOS_URL = '/uploads/fotos/';

/** Photos are recognised by their first bytes, never by the declared type or the file name. */
export const detectarImagem = (b: Uint8Array): 'jpg' | 'png' | 'webp' | 'gif' | undefined => {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v))
    return 'png';
  const ascii = (de: number, ate: number) => Buffer.from(b.subarray(de, ate)).toString('latin1');
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (b.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  return undefined;
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
