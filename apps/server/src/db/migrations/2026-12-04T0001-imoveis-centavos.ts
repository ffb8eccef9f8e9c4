import { sql, type Kysely } from 'kysely';

// Frozen in time: no app imports. Issue 33: money is centavos in every column. A property's price
// and condomínio were reais in double precision (the only money columns that were); they become
// integer centavos (bigint: a sale price passes the R$ 21 million an int4 holds). The price index
// of the listing (2026-12-01) is rebuilt on the new column.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('imoveis')
    .addColumn('preco_centavos', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('imoveis').addColumn('condominio_centavos', 'bigint').execute();
  await sql`update imoveis set preco_centavos = cast(round(preco * 100) as bigint),
    condominio_centavos = cast(round(preco_condominio * 100) as bigint)`.execute(db);
  await db.schema.dropIndex('imoveis_status_preco_idx').ifExists().execute();
  await db.schema.alterTable('imoveis').dropColumn('preco').execute();
  await db.schema.alterTable('imoveis').dropColumn('preco_condominio').execute();
  await db.schema
    .createIndex('imoveis_status_preco_idx')
    .on('imoveis')
    .columns(['status', 'preco_centavos', 'data_cadastro desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('imoveis')
    .addColumn('preco', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('imoveis').addColumn('preco_condominio', 'double precision').execute();
  await sql`update imoveis set preco = preco_centavos / 100.0,
    preco_condominio = condominio_centavos / 100.0`.execute(db);
  await db.schema.dropIndex('imoveis_status_preco_idx').ifExists().execute();
  await db.schema.alterTable('imoveis').dropColumn('preco_centavos').execute();
  await db.schema.alterTable('imoveis').dropColumn('condominio_centavos').execute();
  await db.schema
    .createIndex('imoveis_status_preco_idx')
    .on('imoveis')
    .columns(['status', 'preco', 'data_cadastro desc', 'id desc'])
    .execute();
}
