import sharp from 'sharp';
import type { Db } from '../../db/database';
import type { Armazenamento } from '../../lib/armazenamento';
import { apagarFoto, FOTO_MAX_PIXELS, FOTOS_URL, nomeDaFoto } from '../../lib/fotos';
import { apontarFotoPrivada, fotosComUrlPublica } from './fotos-antigas.repository';

export type ResultadoFotosAntigas = { movidas: number; perdidas: number };

/**
 * Start-up task (issue 36): the chamado photos stored before migration 0011 still sit in the public
 * fotos area, readable by anyone with the URL. Each goes to the private documentos area as a JPEG
 * named after its row (`chamado-<fotoId>.jpg`), then the public file and its copies are deleted, and
 * only then the row is repointed. Not a migration because the files live in disk or S3 storage,
 * known only at run time. Idempotent and safe to interrupt: a row still holding its URL is redone,
 * and the private name being the row's own lets a rerun after a crash (public file already gone)
 * find the copy it made. A row whose public file is missing has nothing left to expose: counted
 * in `perdidas` and left as it is.
 */
export const tornarFotosAntigasPrivadas = async (
  db: Db,
  armazenamento: Armazenamento,
): Promise<ResultadoFotosAntigas> => {
  let movidas = 0;
  let perdidas = 0;
  for (const { id, arquivo } of await fotosComUrlPublica(db, FOTOS_URL)) {
    const privado = `chamado-${id}.jpg`;
    if (!(await armazenamento.existe('documentos', privado))) {
      const nome = nomeDaFoto(arquivo);
      const bytes = nome ? await armazenamento.ler('fotos', nome) : undefined;
      if (!bytes) {
        perdidas++;
        continue;
      }
      // Re-encoded as the new photos are: the photo route answers image/jpeg, and no metadata stays.
      const jpeg = await sharp(bytes, { limitInputPixels: FOTO_MAX_PIXELS })
        .rotate()
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer();
      await armazenamento.gravar('documentos', privado, jpeg, 'image/jpeg');
    }
    await apagarFoto(armazenamento, arquivo);
    await apontarFotoPrivada(db, id, privado);
    movidas++;
  }
  return { movidas, perdidas };
};
