import type { Db } from '../../db/database';

/** The photo rows still pointing at a public URL (stored before the photos became private). */
export const fotosComUrlPublica = (db: Db, prefixo: string) =>
  db
    .selectFrom('chamado_fotos')
    .select(['id', 'arquivo'])
    .where('arquivo', 'like', `${prefixo}%`)
    .orderBy('id')
    .execute();

/** Points one photo row at its private file. */
export const apontarFotoPrivada = async (db: Db, fotoId: string, arquivo: string) => {
  await db.updateTable('chamado_fotos').set({ arquivo }).where('id', '=', fotoId).execute();
};
