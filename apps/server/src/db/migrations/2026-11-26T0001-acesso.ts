import type { Kysely } from 'kysely';

// Frozen in time: no app imports. Access links: a token is an invitation (activates a pending
// account) or a reset, issued by e-mail or by staff; created_at lets a re-issue void older links.
// A password request without e-mail reaches the staff inbox bound to the account it is about.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('redefinicoes_senha')
    .addColumn('tipo', 'text', (c) => c.notNull().defaultTo('redefinicao'))
    .execute();
  await db.schema.alterTable('redefinicoes_senha').addColumn('criado_em', 'text').execute();
  await db.schema
    .createIndex('redefinicoes_senha_usuario_idx')
    .on('redefinicoes_senha')
    .column('usuario_id')
    .execute();
  await db.schema
    .alterTable('mensagens_contato')
    .addColumn('usuario_id', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('mensagens_contato_usuario_idx')
    .on('mensagens_contato')
    .column('usuario_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mensagens_contato_usuario_idx').ifExists().execute();
  await db.schema.alterTable('mensagens_contato').dropColumn('usuario_id').execute();
  await db.schema.dropIndex('redefinicoes_senha_usuario_idx').ifExists().execute();
  await db.schema.alterTable('redefinicoes_senha').dropColumn('criado_em').execute();
  await db.schema.alterTable('redefinicoes_senha').dropColumn('tipo').execute();
}
