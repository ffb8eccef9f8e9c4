import type { Kysely } from 'kysely';

// Frozen in time: no app imports. The annual reajuste of rent (Lei 10.192/2001): each contract's
// index, fixed percentage, mês-base and rule for a negative index; the monthly series of the
// indices; the history of reajustes applied (one per contract and anniversary, even when two
// server processes apply it at once); and the once-a-day lock of the daily tasks.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contratos')
    .addColumn('indice_reajuste', 'text', (c) => c.notNull().defaultTo('IGP-M'))
    .execute();
  await db.schema.alterTable('contratos').addColumn('reajuste_percentual_fixo', 'numeric(8, 4)').execute();
  // null = the month of data_inicio.
  await db.schema.alterTable('contratos').addColumn('reajuste_mes_base', 'text').execute();
  await db.schema
    .alterTable('contratos')
    .addColumn('reajuste_negativo', 'text', (c) => c.notNull().defaultTo('manter'))
    .execute();

  // Monthly % change of each index; fonte 'embarcado' (shipped), 'sgs' (Banco Central) or 'manual'.
  await db.schema
    .createTable('indices_economicos')
    .addColumn('indice', 'text', (c) => c.notNull())
    .addColumn('mes', 'text', (c) => c.notNull())
    .addColumn('variacao', 'numeric(10, 4)', (c) => c.notNull())
    .addColumn('fonte', 'text', (c) => c.notNull())
    .addColumn('atualizado_em', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('indices_economicos_pk', ['indice', 'mes'])
    .execute();

  await db.schema
    .createTable('reajustes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contrato_id', 'text', (c) => c.notNull().references('contratos.id').onDelete('cascade'))
    .addColumn('aniversario', 'text', (c) => c.notNull())
    .addColumn('ordem', 'integer', (c) => c.notNull())
    .addColumn('indice', 'text', (c) => c.notNull())
    // JSON list of the months accumulated ('YYYY-MM'); [] for a fixed percentage.
    .addColumn('meses', 'text', (c) => c.notNull())
    .addColumn('variacao_acumulada', 'numeric(12, 4)', (c) => c.notNull())
    .addColumn('aluguel_anterior_centavos', 'integer', (c) => c.notNull())
    .addColumn('aluguel_novo_centavos', 'integer', (c) => c.notNull())
    .addColumn('aplicado_em', 'text', (c) => c.notNull())
    .addColumn('aplicado_por', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
    .addColumn('pagamentos_reemitidos', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('reajustes_contrato_aniversario_uq', ['contrato_id', 'aniversario'])
    .addUniqueConstraint('reajustes_contrato_ordem_uq', ['contrato_id', 'ordem'])
    .execute();

  // One row per task and day: inserting it is taking the task; a duplicate means someone else did.
  await db.schema
    .createTable('tarefas_diarias')
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('dia', 'text', (c) => c.notNull())
    .addColumn('executada_em', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('tarefas_diarias_pk', ['nome', 'dia'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tarefas_diarias').ifExists().execute();
  await db.schema.dropTable('reajustes').ifExists().execute();
  await db.schema.dropTable('indices_economicos').ifExists().execute();
  for (const c of ['reajuste_negativo', 'reajuste_mes_base', 'reajuste_percentual_fixo', 'indice_reajuste'])
    await db.schema.alterTable('contratos').dropColumn(c).execute();
}
