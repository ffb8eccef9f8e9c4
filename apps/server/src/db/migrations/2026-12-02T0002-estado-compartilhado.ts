import type { Kysely } from 'kysely';

// Frozen in time: no app imports. State that used to live in one process's memory moves here so
// several processes (one per core, or several machines on one PostgreSQL) behave as one
// (docs/decisions/019): rate-limit windows and the generation of the property cache.
export async function up(db: Kysely<any>): Promise<void> {
  // One fixed window per limiter key ('<limiter>\n<key>'); times are epoch milliseconds.
  await db.schema
    .createTable('limites_taxa')
    .addColumn('chave', 'text', (c) => c.primaryKey())
    .addColumn('inicio', 'bigint', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('expira', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('limites_taxa_expira_idx').on('limites_taxa').column('expira').execute();
  // A counter bumped by every write to what it names; readers compare it with the one they saw.
  await db.schema
    .createTable('geracoes')
    .addColumn('nome', 'text', (c) => c.primaryKey())
    .addColumn('valor', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('geracoes').values({ nome: 'imoveis', valor: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('geracoes').execute();
  await db.schema.dropTable('limites_taxa').execute();
}
