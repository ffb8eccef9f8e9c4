import type { Kysely } from 'kysely';

// Frozen in time: no app imports. Issue 37: electronic signatures. The PDF to sign (and the final one)
// live in the private storage ('documentos'), named by the server; the rows keep their SHA-256.
// Evidence rows are only ever inserted. Links and codes keep only the SHA-256 of their secret.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('documentos_assinatura')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contrato_id', 'text', (c) => c.notNull().references('contratos.id').onDelete('cascade'))
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('referencia_id', 'text')
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('arquivo', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('criado_em', 'text', (c) => c.notNull())
    .addColumn('criado_por', 'text')
    .addColumn('concluido_em', 'text')
    .addColumn('codigo_verificacao', 'text', (c) => c.unique())
    .addColumn('arquivo_final', 'text')
    .addColumn('sha256_final', 'text')
    .execute();
  await db.schema
    .createIndex('documentos_assinatura_contrato')
    .on('documentos_assinatura')
    .columns(['contrato_id', 'tipo'])
    .execute();
  await db.schema
    .createIndex('documentos_assinatura_final')
    .on('documentos_assinatura')
    .column('sha256_final')
    .execute();
  await db.schema
    .createTable('signatarios')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('documento_id', 'text', (c) =>
      c.notNull().references('documentos_assinatura.id').onDelete('cascade'),
    )
    .addColumn('papel', 'text', (c) => c.notNull())
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('usuario_id', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('assinado_em', 'text')
    .addColumn('ordem', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('signatarios_documento').on('signatarios').column('documento_id').execute();
  await db.schema.createIndex('signatarios_usuario').on('signatarios').column('usuario_id').execute();
  await db.schema
    .createTable('evidencias_assinatura')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('signatario_id', 'text', (c) => c.notNull().unique().references('signatarios.id'))
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('papel', 'text', (c) => c.notNull())
    .addColumn('assinado_em', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('metodo', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('links_assinatura')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('signatario_id', 'text', (c) => c.notNull().references('signatarios.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expira_em', 'text', (c) => c.notNull())
    .addColumn('usado_em', 'text')
    .addColumn('revogado_em', 'text')
    .addColumn('tentativas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bloqueado', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('criado_em', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('links_assinatura_signatario')
    .on('links_assinatura')
    .column('signatario_id')
    .execute();
  await db.schema
    .createTable('codigos_assinatura')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('link_id', 'text', (c) => c.notNull().references('links_assinatura.id').onDelete('cascade'))
    .addColumn('codigo_hash', 'text', (c) => c.notNull())
    .addColumn('expira_em', 'text', (c) => c.notNull())
    .addColumn('criado_em', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('codigos_assinatura_link').on('codigos_assinatura').column('link_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('configuracoes').where('chave', '=', 'assinatura_certificado').execute();
  await db.schema.dropTable('codigos_assinatura').execute();
  await db.schema.dropTable('links_assinatura').execute();
  await db.schema.dropTable('evidencias_assinatura').execute();
  await db.schema.dropTable('signatarios').execute();
  await db.schema.dropTable('documentos_assinatura').execute();
}
