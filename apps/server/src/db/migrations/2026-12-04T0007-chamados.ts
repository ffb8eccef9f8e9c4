import type { Kysely } from 'kysely';

// Frozen in time: no app imports. Issue 36: maintenance requests (chamados) a tenant opens, the
// suppliers' registry (prestadores) the agency assigns them to, each chamado's timeline and
// photos, and the per-property limit above which the owner approves a cost (null = the agency's
// default, a row of `configuracoes` written when the agency changes it). Chamados are numbered
// from a counter of `sequencias`, one atomic statement per number on SQLite and PostgreSQL.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('prestadores')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('nome', 'text', (c) => c.notNull())
    // CPF (11) or CNPJ (14) digits.
    .addColumn('documento', 'text', (c) => c.notNull())
    .addColumn('telefone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    // JSON list of categories.
    .addColumn('especialidades', 'text', (c) => c.notNull())
    .addColumn('ativo', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('criado_em', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('chamados')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('numero', 'integer', (c) => c.notNull().unique())
    .addColumn('contrato_id', 'text', (c) => c.notNull().references('contratos.id'))
    .addColumn('imovel_id', 'text', (c) => c.notNull().references('imoveis.id'))
    .addColumn('categoria', 'text', (c) => c.notNull())
    .addColumn('descricao', 'text', (c) => c.notNull())
    .addColumn('urgencia', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('prestador_id', 'text', (c) => c.references('prestadores.id'))
    // YYYY-MM-DDTHH:MM in São Paulo.
    .addColumn('agendado_para', 'text')
    .addColumn('valor_centavos', 'integer')
    .addColumn('valor_aprovado_centavos', 'integer')
    // 'proprietario' | 'locatario' | 'imobiliaria'
    .addColumn('responsavel', 'text')
    // The receipt, stored privately (server-chosen name) with the name it was sent with.
    .addColumn('comprovante_path', 'text')
    .addColumn('comprovante_nome', 'text')
    // Where the cost went: the owner's expense or the tenant's payment it was added to.
    .addColumn('despesa_id', 'text')
    .addColumn('pagamento_id', 'text')
    .addColumn('aberto_por', 'text', (c) => c.references('usuarios.id'))
    .addColumn('aberto_em', 'text', (c) => c.notNull())
    .addColumn('atualizado_em', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chamados_contrato_idx').on('chamados').column('contrato_id').execute();
  await db.schema.createIndex('chamados_imovel_idx').on('chamados').column('imovel_id').execute();
  await db.schema
    .createIndex('chamados_status_idx')
    .on('chamados')
    .columns(['status', 'aberto_em'])
    .execute();
  await db.schema
    .createTable('chamado_eventos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chamado_id', 'text', (c) => c.notNull().references('chamados.id').onDelete('cascade'))
    // Order within the chamado's timeline (several events may share a moment).
    .addColumn('ordem', 'integer', (c) => c.notNull())
    .addColumn('em', 'text', (c) => c.notNull())
    .addColumn('autor_id', 'text', (c) => c.references('usuarios.id'))
    .addColumn('autor_nome', 'text', (c) => c.notNull())
    // 'locatario' | 'proprietario' | 'imobiliaria'
    .addColumn('papel', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('texto', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chamado_eventos_chamado_idx')
    .on('chamado_eventos')
    .columns(['chamado_id', 'ordem'])
    .execute();
  await db.schema
    .createTable('chamado_fotos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chamado_id', 'text', (c) => c.notNull().references('chamados.id').onDelete('cascade'))
    // The photo's URL in the storage (like a property's photos).
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('ordem', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chamado_fotos_chamado_idx').on('chamado_fotos').column('chamado_id').execute();
  await db.schema.alterTable('imoveis').addColumn('limite_aprovacao_chamado_centavos', 'integer').execute();
  await db.insertInto('sequencias').values({ nome: 'chamados', valor: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('sequencias').where('nome', '=', 'chamados').execute();
  await db.deleteFrom('configuracoes').where('chave', '=', 'chamados_limite_aprovacao_centavos').execute();
  await db.schema.alterTable('imoveis').dropColumn('limite_aprovacao_chamado_centavos').execute();
  await db.schema.dropTable('chamado_fotos').execute();
  await db.schema.dropTable('chamado_eventos').execute();
  await db.schema.dropTable('chamados').execute();
  await db.schema.dropTable('prestadores').execute();
}
