import type { Kysely } from 'kysely';

// Frozen in time: no app imports. Issue 35: a corretor's proposal (lease or purchase) from a lead,
// its private documents and the commission shares an approved proposal pays. The ficha cadastral
// (locacao) and the purchase terms (venda) are JSON text: read and written whole with the proposal.
// comissoes has one row per (proposta, parte), so approving never records a share twice.
// imoveis.captador_id: the corretor who took the listing. The commission settings are a row of
// `configuracoes` ('comissoes') written when first changed: the code holds the defaults.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('propostas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('numero', 'text', (c) => c.notNull().unique())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('imovel_id', 'text', (c) => c.notNull().references('imoveis.id').onDelete('cascade'))
    .addColumn('corretor_id', 'text', (c) => c.notNull().references('usuarios.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('motivo_recusa', 'text')
    .addColumn('locacao', 'text')
    .addColumn('venda', 'text')
    .addColumn('criada_em', 'text', (c) => c.notNull())
    .addColumn('atualizada_em', 'text', (c) => c.notNull())
    .addColumn('enviada_em', 'text')
    .addColumn('decidida_em', 'text')
    .addColumn('contrato_id', 'text', (c) => c.references('contratos.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('propostas_corretor_status')
    .on('propostas')
    .columns(['corretor_id', 'status'])
    .execute();

  await db.schema
    .createTable('proposta_documentos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('proposta_id', 'text', (c) => c.notNull().references('propostas.id').onDelete('cascade'))
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('tamanho', 'integer', (c) => c.notNull())
    .addColumn('categoria', 'text', (c) => c.notNull())
    .addColumn('caminho', 'text', (c) => c.notNull())
    .addColumn('criado_em', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('proposta_documentos_proposta')
    .on('proposta_documentos')
    .column('proposta_id')
    .execute();

  await db.schema
    .createTable('comissoes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('proposta_id', 'text', (c) => c.notNull().references('propostas.id').onDelete('cascade'))
    .addColumn('parte', 'text', (c) => c.notNull())
    .addColumn('corretor_id', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
    .addColumn('valor_centavos', 'bigint', (c) => c.notNull())
    .addColumn('criada_em', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('comissoes_proposta_parte')
    .on('comissoes')
    .columns(['proposta_id', 'parte'])
    .unique()
    .execute();
  await db.schema
    .createIndex('comissoes_corretor')
    .on('comissoes')
    .columns(['corretor_id', 'criada_em'])
    .execute();

  await db.schema
    .alterTable('imoveis')
    .addColumn('captador_id', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('configuracoes').where('chave', '=', 'comissoes').execute();
  await db.schema.alterTable('imoveis').dropColumn('captador_id').execute();
  await db.schema.dropTable('comissoes').execute();
  await db.schema.dropTable('proposta_documentos').execute();
  await db.schema.dropTable('propostas').execute();
}
