import type { Kysely } from 'kysely';

// Frozen in time: no app imports. A property may name its owner (a user with perfil proprietario),
// which the owners' annual rent statement groups by. Deleting the owner leaves the property unowned.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('imoveis')
    .addColumn('proprietario_id', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('imoveis_proprietario_idx').on('imoveis').column('proprietario_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('imoveis_proprietario_idx').execute();
  await db.schema.alterTable('imoveis').dropColumn('proprietario_id').execute();
}
