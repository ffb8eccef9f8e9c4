import type { Kysely } from 'kysely';

// Frozen in time: no app imports. Security issue 31: a money write sent with an Idempotency-Key is
// claimed here before it runs (the primary key makes the first claim win, across processes), and
// its answer is kept so a repeat of the same request gets that answer instead of a second write.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotencia')
    .addColumn('usuario_id', 'text', (c) => c.notNull())
    .addColumn('chave', 'text', (c) => c.notNull())
    // 'PATCH /api/pagamentos/…/pagar' and a hash of the body: the same key for another request is refused.
    .addColumn('rota', 'text', (c) => c.notNull())
    .addColumn('impressao', 'text', (c) => c.notNull())
    // null while the first request runs; then its answer.
    .addColumn('status', 'integer')
    .addColumn('tipo', 'text')
    .addColumn('corpo', 'text')
    // Epoch milliseconds: keys older than a day are purged by this index.
    .addColumn('criado_em', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotencia_pk', ['usuario_id', 'chave'])
    .execute();
  await db.schema.createIndex('idempotencia_criado_em_idx').on('idempotencia').column('criado_em').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotencia').execute();
}
