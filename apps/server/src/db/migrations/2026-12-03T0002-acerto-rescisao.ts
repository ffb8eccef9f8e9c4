import type { Kysely } from 'kysely';

// Frozen in time: no app imports. Issue 32: a rescisão's settlement becomes money — the payment
// that charges what the tenant owes (a row of pagamentos, linked here) and the amount to give back
// to the tenant, settled once by the admin (day, means, who and when).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('rescisoes').addColumn('cobranca_pagamento_id', 'text').execute();
  await db.schema
    .alterTable('rescisoes')
    .addColumn('devolucao_centavos', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('rescisoes').addColumn('devolucao_data', 'text').execute();
  await db.schema.alterTable('rescisoes').addColumn('devolucao_meio', 'text').execute();
  await db.schema.alterTable('rescisoes').addColumn('devolucao_registrada_em', 'text').execute();
  await db.schema.alterTable('rescisoes').addColumn('devolucao_registrada_por', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const coluna of [
    'devolucao_registrada_por',
    'devolucao_registrada_em',
    'devolucao_meio',
    'devolucao_data',
    'devolucao_centavos',
    'cobranca_pagamento_id',
  ])
    await db.schema.alterTable('rescisoes').dropColumn(coluna).execute();
}
