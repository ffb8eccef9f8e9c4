import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Armazenamento } from '../../lib/armazenamento';
import { apagarFoto, FOTO_MAX_PIXELS, FOTOS_URL } from '../../lib/fotos';

/**
 * A chamado's photos show the inside of a tenant's home: they live in the private documentos
 * area under names of ours and are read only through GET /api/chamados/{id}/fotos/{fotoId}.
 */
const FOTO = /^chamado-[0-9a-f-]{36}\.jpg$/;

/** Longest side of a stored photo: enough to see a leak, small for a phone. */
const LADO_MAXIMO = 1600;

/** Each photo (already checked by the property photos' rules) as a JPEG of ours; answers the names. */
export const guardarFotosChamado = async (
  armazenamento: Armazenamento,
  fotos: readonly { bytes: Uint8Array }[],
): Promise<string[]> => {
  const nomes: string[] = [];
  try {
    for (const f of fotos) {
      const jpeg = await sharp(f.bytes, { limitInputPixels: FOTO_MAX_PIXELS })
        .resize({ width: LADO_MAXIMO, height: LADO_MAXIMO, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer();
      const nome = `chamado-${randomUUID()}.jpg`;
      await armazenamento.gravar('documentos', nome, jpeg, 'image/jpeg');
      nomes.push(nome);
    }
  } catch (e) {
    await apagarFotosChamado(armazenamento, nomes);
    throw e;
  }
  return nomes;
};

/**
 * The bytes of a stored photo. A row written before the photos became private holds a public
 * /uploads/fotos URL; its file is still read from there so the chamado keeps its pictures.
 */
export const lerFotoChamado = (armazenamento: Armazenamento, guardada: string) => {
  if (FOTO.test(guardada)) return armazenamento.ler('documentos', guardada);
  const antiga = guardada.startsWith(FOTOS_URL) ? guardada.slice(FOTOS_URL.length) : '';
  return /^[0-9a-f-]{36}\.(jpg|png|webp|gif)$/.test(antiga)
    ? armazenamento.ler('fotos', antiga)
    : Promise.resolve(undefined);
};

export const apagarFotosChamado = async (armazenamento: Armazenamento, guardadas: readonly string[]) => {
  await Promise.all(
    guardadas.map((n) =>
      FOTO.test(n) ? armazenamento.apagar('documentos', n) : apagarFoto(armazenamento, n),
    ),
  );
};
