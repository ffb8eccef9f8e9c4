import { sql, type Kysely } from 'kysely';

// Frozen in time: no app imports. Legal documents were bound to a contract by its número, so a
// número reused after a delete handed the old tenant's documents to the new one. Documents now
// point at the contract's id (a deleted contract leaves them pointing at nothing: SET NULL), and
// every número ever given is kept in numeros_contrato so it is never given to another contract.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('documentos_juridicos')
    .addColumn('contrato_id', 'text', (c) => c.references('contratos.id').onDelete('set null'))
    .execute();
  // Today's binding, by número, becomes the id of the contract holding that número now.
  await sql`
    update documentos_juridicos set contrato_id =
      (select c.id from contratos c where c.numero = documentos_juridicos.contrato_relacionado)
    where contrato_relacionado <> ''
  `.execute(db);
  await db.schema
    .createIndex('documentos_contrato_id_idx')
    .on('documentos_juridicos')
    .column('contrato_id')
    .execute();

  // No foreign key on contrato_id: the row outlives its contract, which is the point.
  await db.schema
    .createTable('numeros_contrato')
    .addColumn('numero', 'text', (c) => c.primaryKey())
    .addColumn('contrato_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await sql`
    insert into numeros_contrato (numero, contrato_id, created_at)
    select numero, id, created_at from contratos
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('numeros_contrato').ifExists().execute();
  await db.schema.dropIndex('documentos_contrato_id_idx').ifExists().execute();
  await db.schema.alterTable('documentos_juridicos').dropColumn('contrato_id').execute();
}
