import type { Kysely } from 'kysely';

// Frozen in time: no app imports. Issue 34: the remessa files generated for a collection account,
// and every instruction they carried. An instruction (register or write off one nosso número on one
// account) is unique: whatever is generated again, the bank never receives it twice.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('remessas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conta_id', 'text', (c) => c.notNull().references('contas_cobranca.id'))
    // The account's sequential number (NSA) written in the file's header.
    .addColumn('numero', 'integer', (c) => c.notNull())
    .addColumn('nome_arquivo', 'text', (c) => c.notNull())
    // The file as generated (ASCII, CRLF): downloaded again as it was sent.
    .addColumn('conteudo', 'text', (c) => c.notNull())
    .addColumn('registros', 'integer', (c) => c.notNull())
    .addColumn('baixas', 'integer', (c) => c.notNull())
    .addColumn('usuario_id', 'text', (c) => c.references('usuarios.id'))
    .addColumn('criado_em', 'text', (c) => c.notNull())
    .addUniqueConstraint('remessas_conta_numero_uq', ['conta_id', 'numero'])
    .execute();
  await db.schema
    .createTable('instrucoes_remessa')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conta_id', 'text', (c) => c.notNull().references('contas_cobranca.id'))
    .addColumn('pagamento_id', 'text', (c) => c.notNull().references('pagamentos.id'))
    // 'registrar' | 'baixar'
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('nosso_numero', 'text', (c) => c.notNull())
    // The boleto as it was when the instruction was asked (a write-off names the old boleto).
    .addColumn('vencimento', 'text', (c) => c.notNull())
    .addColumn('valor_centavos', 'bigint', (c) => c.notNull())
    .addColumn('criado_em', 'text', (c) => c.notNull())
    // null while it waits for the next remessa.
    .addColumn('remessa_id', 'text', (c) => c.references('remessas.id'))
    .addUniqueConstraint('instrucoes_remessa_uq', ['conta_id', 'nosso_numero', 'tipo'])
    .execute();
  await db.schema
    .createIndex('instrucoes_remessa_pendentes_idx')
    .on('instrucoes_remessa')
    .columns(['conta_id', 'remessa_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('instrucoes_remessa').execute();
  await db.schema.dropTable('remessas').execute();
}
