import type { Kysely } from 'kysely';

// Frozen in time: no app imports. Covering indexes for the dashboard's aggregates (DESIGN §9:
// ≤ 100 ms over 100k payments): the sums read the index alone, never the table rows.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('pagamentos_status_venc_cobertura_idx')
    .on('pagamentos')
    .columns(['status', 'vencimento', 'valor', 'contrato_id'])
    .execute();
  await db.schema
    .createIndex('pagamentos_pago_cobertura_idx')
    .on('pagamentos')
    .columns(['data_pagamento', 'contrato_id', 'valor', 'valor_pago'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('pagamentos_pago_cobertura_idx').ifExists().execute();
  await db.schema.dropIndex('pagamentos_status_venc_cobertura_idx').ifExists().execute();
}
