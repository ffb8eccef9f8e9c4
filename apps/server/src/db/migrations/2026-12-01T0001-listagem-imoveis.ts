import type { Kysely } from 'kysely';

// Frozen in time: no app imports. The public listing always asks for status 'Disponível' and
// orders by date or by price, filtering by price, área útil and quartos (issue 12): these indexes
// let the page and its count read an index range instead of every property (DESIGN §9).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('imoveis_status_data_idx')
    .on('imoveis')
    .columns(['status', 'data_cadastro', 'id'])
    .execute();
  // Cheapest first reads it forwards; dearest first backwards (ties then sorted by the newest).
  await db.schema
    .createIndex('imoveis_status_preco_idx')
    .on('imoveis')
    .columns(['status', 'preco', 'data_cadastro desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('imoveis_status_area_idx')
    .on('imoveis')
    .columns(['status', 'area_util'])
    .execute();
  await db.schema
    .createIndex('imoveis_status_quartos_idx')
    .on('imoveis')
    .columns(['status', 'quartos', 'vagas'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const nome of [
    'imoveis_status_quartos_idx',
    'imoveis_status_area_idx',
    'imoveis_status_preco_idx',
    'imoveis_status_data_idx',
  ]) {
    await db.schema.dropIndex(nome).ifExists().execute();
  }
}
