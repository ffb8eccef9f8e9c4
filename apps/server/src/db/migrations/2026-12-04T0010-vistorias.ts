import type { Kysely } from 'kysely';

// Frozen in time: no app imports. Issue 36: vistorias de entrada e saída of a contract — rooms,
// items with their state and notes, photos (kept privately in the storage's documentos area,
// never under the public /uploads), the tenant's contests with the agency's answer, meter
// readings and keys. A damage priced on an exit vistoria lives on its item (dano_*), read by the
// rescisão's settlement. The review period is a row of `configuracoes` (absent = 7 days).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vistorias')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contrato_id', 'text', (c) => c.notNull().references('contratos.id').onDelete('cascade'))
    // 'entrada' | 'saida'
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('vistoriador_id', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
    .addColumn('vistoriador_nome', 'text', (c) => c.notNull())
    .addColumn('realizada_em', 'text', (c) => c.notNull())
    .addColumn('concluida_em', 'text')
    // YYYY-MM-DD: the tenant's last day to contest.
    .addColumn('prazo_revisao_ate', 'text')
    // The laudo PDF in the documentos area (server-chosen name).
    .addColumn('laudo_arquivo', 'text')
    .addColumn('atualizado_em', 'text', (c) => c.notNull())
    .execute();
  // One entrada and one saída per contract.
  await db.schema
    .createIndex('vistorias_contrato_tipo_idx')
    .on('vistorias')
    .columns(['contrato_id', 'tipo'])
    .unique()
    .execute();
  await db.schema
    .createTable('vistoria_ambientes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('vistoria_id', 'text', (c) => c.notNull().references('vistorias.id').onDelete('cascade'))
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('ordem', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vistoria_ambientes_vistoria_idx')
    .on('vistoria_ambientes')
    .column('vistoria_id')
    .execute();
  await db.schema
    .createTable('vistoria_itens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('vistoria_id', 'text', (c) => c.notNull().references('vistorias.id').onDelete('cascade'))
    .addColumn('ambiente_id', 'text', (c) =>
      c.notNull().references('vistoria_ambientes.id').onDelete('cascade'),
    )
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('ordem', 'integer', (c) => c.notNull())
    // 'novo' | 'bom' | 'regular' | 'ruim' (null until rated)
    .addColumn('estado', 'text')
    .addColumn('observacao', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dano_descricao', 'text')
    .addColumn('dano_centavos', 'integer')
    .execute();
  await db.schema
    .createIndex('vistoria_itens_vistoria_idx')
    .on('vistoria_itens')
    .column('vistoria_id')
    .execute();
  await db.schema
    .createTable('vistoria_fotos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('vistoria_id', 'text', (c) => c.notNull().references('vistorias.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('vistoria_itens.id').onDelete('cascade'))
    // 'vistoria' (the inspector's) | 'contestacao' (the tenant's)
    .addColumn('origem', 'text', (c) => c.notNull())
    // Name of the JPEG in the documentos area.
    .addColumn('arquivo', 'text', (c) => c.notNull())
    .addColumn('criada_em', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vistoria_fotos_item_idx').on('vistoria_fotos').column('item_id').execute();
  await db.schema
    .createTable('vistoria_contestacoes')
    .addColumn('item_id', 'text', (c) => c.primaryKey().references('vistoria_itens.id').onDelete('cascade'))
    .addColumn('vistoria_id', 'text', (c) => c.notNull().references('vistorias.id').onDelete('cascade'))
    .addColumn('texto', 'text', (c) => c.notNull())
    .addColumn('autor_id', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
    .addColumn('em', 'text', (c) => c.notNull())
    .addColumn('resposta', 'text')
    .addColumn('resposta_aceita', 'integer')
    .addColumn('respondida_em', 'text')
    .execute();
  await db.schema
    .createTable('medidores')
    .addColumn('vistoria_id', 'text', (c) => c.notNull().references('vistorias.id').onDelete('cascade'))
    // 'agua' | 'luz' | 'gas'
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('leitura', 'text', (c) => c.notNull())
    .addColumn('ordem', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('medidores_pk', ['vistoria_id', 'ordem'])
    .execute();
  await db.schema
    .createTable('chaves')
    .addColumn('vistoria_id', 'text', (c) => c.notNull().references('vistorias.id').onDelete('cascade'))
    .addColumn('descricao', 'text', (c) => c.notNull())
    .addColumn('quantidade', 'integer', (c) => c.notNull())
    .addColumn('ordem', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('chaves_pk', ['vistoria_id', 'ordem'])
    .execute();
  await db
    .insertInto('configuracoes')
    .values({ chave: 'vistorias_prazo_revisao_dias', valor: '7' })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('configuracoes').where('chave', '=', 'vistorias_prazo_revisao_dias').execute();
  await db.schema.dropTable('chaves').execute();
  await db.schema.dropTable('medidores').execute();
  await db.schema.dropTable('vistoria_contestacoes').execute();
  await db.schema.dropTable('vistoria_fotos').execute();
  await db.schema.dropTable('vistoria_itens').execute();
  await db.schema.dropTable('vistoria_ambientes').execute();
  await db.schema.dropTable('vistorias').execute();
}
