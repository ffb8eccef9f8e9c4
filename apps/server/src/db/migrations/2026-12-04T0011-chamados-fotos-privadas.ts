import type { Kysely } from 'kysely';

// Frozen in time: no app imports. Issue 36: a chamado's photos become private files (the storage's
// documentos area, read through GET /api/chamados/{id}/fotos/{fotoId}), so the column holds the
// stored file's name instead of a public URL. Rows written before keep their /uploads/fotos URL in
// it; the photo route still reads those from the public area, so no chamado loses its pictures.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chamado_fotos').renameColumn('url', 'arquivo').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chamado_fotos').renameColumn('arquivo', 'url').execute();
}
