import type { Kysely } from 'kysely';

// Frozen in time: no app imports. The public pages rendered on the server are cached per URL and
// drop when the properties or the agency's settings change (issue 38): the settings get their own
// generation counter beside the properties' one.
export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('geracoes').values({ nome: 'configuracoes', valor: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('geracoes').where('nome', '=', 'configuracoes').execute();
}
