import type { Kysely } from 'kysely';

// Frozen in time: no app imports. Issue 32: a termo aditivo with a new rent says what it does to
// the reajuste's anniversary — 'mover' (counted again from the new rent's vigência, the default
// from now on) or 'manter'; null without a new rent. Renewals recorded before this version kept
// the anniversary, so they are 'manter'.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('aditivos').addColumn('aniversario_reajuste', 'text').execute();
  await db
    .updateTable('aditivos')
    .set({ aniversario_reajuste: 'manter' })
    .where('aluguel_novo_centavos', 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('aditivos').dropColumn('aniversario_reajuste').execute();
}
