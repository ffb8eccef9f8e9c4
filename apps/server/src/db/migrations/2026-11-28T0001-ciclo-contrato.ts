import type { Kysely } from 'kysely';

// Frozen in time: no app imports. The contract's life after signing: the penalty for leaving early
// (art. 4, in rents), the one guarantee per contract (art. 37), the rescisão with its frozen
// settlement, and the renewals (termos aditivos) that extend the term keeping the número.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contratos')
    .addColumn('multa_rescisoria_alugueis', 'double precision', (c) => c.notNull().defaultTo(3))
    .execute();

  // One row per contract: the contract id is the key. `dados` is the kind's fields as JSON (money
  // in centavos); `vencimento` is copied out of it so expiring guarantees are found by index.
  await db.schema
    .createTable('garantias')
    .addColumn('contrato_id', 'text', (c) => c.primaryKey().references('contratos.id').onDelete('cascade'))
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('dados', 'text', (c) => c.notNull())
    .addColumn('vencimento', 'text')
    .addColumn('atualizado_em', 'text', (c) => c.notNull())
    .addColumn('atualizado_por', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('garantias_vencimento_idx').on('garantias').column('vencimento').execute();

  // At most one per contract; `calculo` is the settlement as computed when it was recorded (JSON,
  // centavos), so the termo printed later says what was agreed even if rules change.
  await db.schema
    .createTable('rescisoes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contrato_id', 'text', (c) =>
      c.notNull().unique().references('contratos.id').onDelete('cascade'),
    )
    .addColumn('data_saida', 'text', (c) => c.notNull())
    .addColumn('motivo', 'text', (c) => c.notNull())
    .addColumn('dispensar_multa', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('caucao_destino', 'text', (c) => c.notNull())
    .addColumn('observacoes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('calculo', 'text', (c) => c.notNull())
    .addColumn('pagamentos_cancelados', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('boletos_pendentes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('registrada_em', 'text', (c) => c.notNull())
    .addColumn('registrada_por', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('aditivos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contrato_id', 'text', (c) => c.notNull().references('contratos.id').onDelete('cascade'))
    .addColumn('ordem', 'integer', (c) => c.notNull())
    .addColumn('data_fim_anterior', 'text', (c) => c.notNull())
    .addColumn('nova_data_fim', 'text', (c) => c.notNull())
    .addColumn('aluguel_anterior_centavos', 'integer', (c) => c.notNull())
    .addColumn('aluguel_novo_centavos', 'integer')
    .addColumn('vigencia', 'text')
    .addColumn('observacoes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pagamentos_reemitidos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('criado_em', 'text', (c) => c.notNull())
    .addColumn('criado_por', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
    .addUniqueConstraint('aditivos_contrato_ordem_uq', ['contrato_id', 'ordem'])
    .execute();

  // A reajuste the admin waived (a legacy contract's past anniversaries, already in its rent):
  // recorded like an applied one, with the rent unchanged, so the next anniversary can follow.
  await db.schema
    .alterTable('reajustes')
    .addColumn('dispensado', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createIndex('contratos_data_fim_idx')
    .on('contratos')
    .columns(['status', 'data_fim'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contratos_data_fim_idx').ifExists().execute();
  await db.schema.dropTable('aditivos').ifExists().execute();
  await db.schema.dropTable('rescisoes').ifExists().execute();
  await db.schema.dropTable('garantias').ifExists().execute();
  await db.schema.alterTable('reajustes').dropColumn('dispensado').execute();
  await db.schema.alterTable('contratos').dropColumn('multa_rescisoria_alugueis').execute();
}
