import type { Kysely } from 'kysely';

// Frozen in time: no app imports. Issue 35: a property can be marked "publicar nos portais" (the
// VRSync feed the Grupo OLX portals read). Off for every property until the admin turns it on.
// The feed's secret token lives in `configuracoes` under its own key (never in the settings the
// settings screen reads and writes back); it is generated the first time it is needed, so this
// migration adds no row there.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('imoveis')
    .addColumn('publicar_portais', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('configuracoes').where('chave', '=', 'portais_token').execute();
  await db.schema.alterTable('imoveis').dropColumn('publicar_portais').execute();
}
