import { sql, type Kysely } from 'kysely';

// Frozen in time: no app imports. Owners (issue 11): each contract's administration terms (null =
// the agency's default in Configurações), the owner's tax id and bank/PIX details, expenses the
// agency paid on an owner's behalf, and the repasses paid. A receipt or an expense belongs to at
// most one paid repasse (`repasse_id`), so nothing is passed on twice and a late receipt shows up
// as due again.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contratos')
    .addColumn('taxa_administracao_percentual', 'double precision')
    .execute();
  await db.schema
    .alterTable('contratos')
    .addColumn('taxa_administracao_minima_centavos', 'integer')
    .execute();
  await db.schema
    .alterTable('contratos')
    .addColumn('taxa_intermediacao_percentual', 'double precision')
    .execute();
  await db.schema.alterTable('contratos').addColumn('dia_repasse', 'integer').execute();
  // 1: the owner pays the condomínio and IPTU bills, so what the tenant paid for them goes to the owner.
  await db.schema
    .alterTable('contratos')
    .addColumn('encargos_repassados', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('dados_repasse')
    .addColumn('usuario_id', 'text', (c) => c.primaryKey().references('usuarios.id').onDelete('cascade'))
    .addColumn('documento', 'text', (c) => c.notNull())
    .addColumn('titular', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('banco', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('agencia', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('conta', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('chave_pix', 'text')
    .addColumn('atualizado_em', 'text', (c) => c.notNull())
    .execute();

  // A paid repasse. The owner id has no foreign key: the history outlives the account, and
  // `calculo` (JSON, centavos) keeps the names and figures as they were paid.
  await db.schema
    .createTable('repasses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('proprietario_id', 'text', (c) => c.notNull())
    .addColumn('mes', 'text', (c) => c.notNull())
    .addColumn('data_pagamento', 'text', (c) => c.notNull())
    .addColumn('meio', 'text', (c) => c.notNull())
    .addColumn('comprovante', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('calculo', 'text', (c) => c.notNull())
    .addColumn('liquido_centavos', 'integer', (c) => c.notNull())
    .addColumn('taxa_administracao_centavos', 'integer', (c) => c.notNull())
    .addColumn('taxa_intermediacao_centavos', 'integer', (c) => c.notNull())
    .addColumn('pago_em', 'text', (c) => c.notNull())
    .addColumn('pago_por', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('repasses_proprietario_mes_idx')
    .on('repasses')
    .columns(['proprietario_id', 'mes'])
    .execute();
  await db.schema.createIndex('repasses_mes_idx').on('repasses').column('mes').execute();

  await db.schema
    .createTable('despesas_proprietario')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('imovel_id', 'text', (c) => c.notNull())
    .addColumn('imovel_titulo', 'text', (c) => c.notNull())
    .addColumn('proprietario_id', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('descricao', 'text', (c) => c.notNull())
    .addColumn('valor_centavos', 'integer', (c) => c.notNull())
    .addColumn('repasse_id', 'text', (c) => c.references('repasses.id').onDelete('restrict'))
    .addColumn('arquivo_path', 'text')
    .addColumn('arquivo_nome', 'text')
    .addColumn('criado_em', 'text', (c) => c.notNull())
    .addColumn('criado_por', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('despesas_proprietario_idx')
    .on('despesas_proprietario')
    .columns(['proprietario_id', 'data'])
    .execute();

  // Receipts recorded before repasses existed were settled with the owners outside Morada.
  await db.schema.alterTable('recebimentos').addColumn('repasse_id', 'text').execute();
  await sql`update recebimentos set repasse_id = 'anterior'`.execute(db);
  await db.schema
    .createIndex('recebimentos_repasse_idx')
    .on('recebimentos')
    .columns(['repasse_id', 'data'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('recebimentos_repasse_idx').execute();
  await db.schema.alterTable('recebimentos').dropColumn('repasse_id').execute();
  await db.schema.dropTable('despesas_proprietario').execute();
  await db.schema.dropTable('repasses').execute();
  await db.schema.dropTable('dados_repasse').execute();
  for (const c of [
    'encargos_repassados',
    'dia_repasse',
    'taxa_intermediacao_percentual',
    'taxa_administracao_minima_centavos',
    'taxa_administracao_percentual',
  ])
    await db.schema.alterTable('contratos').dropColumn(c).execute();
}
