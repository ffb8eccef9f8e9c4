import type { Kysely } from 'kysely';

// Frozen in time: no app imports. Money is double precision, booleans integer 0/1, dates ISO text,
// lists JSON text, so the same schema runs on SQLite and PostgreSQL.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('usuarios')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('telefone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('perfil', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('senha_hash', 'text', (c) => c.notNull())
    .addColumn('token_versao', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cpf', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rg', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('data_cadastro', 'text', (c) => c.notNull())
    .addColumn('ultimo_acesso', 'text')
    .execute();

  await db.schema
    .createTable('imoveis')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('operacao', 'text', (c) => c.notNull())
    .addColumn('preco', 'double precision', (c) => c.notNull())
    .addColumn('preco_condominio', 'double precision')
    .addColumn('endereco', 'text', (c) => c.notNull())
    .addColumn('bairro', 'text', (c) => c.notNull())
    .addColumn('cidade', 'text', (c) => c.notNull())
    .addColumn('estado', 'text', (c) => c.notNull())
    .addColumn('area_util', 'double precision', (c) => c.notNull())
    .addColumn('quartos', 'integer')
    .addColumn('suites', 'integer')
    .addColumn('banheiros', 'integer')
    .addColumn('vagas', 'integer')
    .addColumn('andar', 'integer')
    .addColumn('descricao', 'text', (c) => c.notNull())
    .addColumn('destaque', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('data_cadastro', 'text', (c) => c.notNull())
    .addColumn('fotos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('caracteristicas', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('busca', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('imoveis_filtro_idx')
    .on('imoveis')
    .columns(['operacao', 'tipo', 'data_cadastro'])
    .execute();
  await db.schema.createIndex('imoveis_data_idx').on('imoveis').columns(['data_cadastro', 'id']).execute();
  await db.schema.createIndex('imoveis_status_idx').on('imoveis').column('status').execute();

  await db.schema
    .createTable('contratos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('numero', 'text', (c) => c.notNull().unique())
    .addColumn('inquilino_id', 'text', (c) => c.notNull().references('usuarios.id').onDelete('restrict'))
    .addColumn('imovel_id', 'text', (c) => c.notNull().references('imoveis.id').onDelete('restrict'))
    .addColumn('data_inicio', 'text', (c) => c.notNull())
    .addColumn('data_fim', 'text', (c) => c.notNull())
    .addColumn('valor_aluguel', 'double precision', (c) => c.notNull())
    .addColumn('valor_condominio', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('valor_iptu', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('dia_vencimento', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('observacoes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('multa_percentual', 'double precision', (c) => c.notNull().defaultTo(2))
    .addColumn('juros_mensal_percentual', 'double precision', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contratos_inquilino_idx').on('contratos').column('inquilino_id').execute();
  await db.schema.createIndex('contratos_imovel_idx').on('contratos').column('imovel_id').execute();
  await db.schema.createIndex('contratos_status_idx').on('contratos').column('status').execute();

  await db.schema
    .createTable('pagamentos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contrato_id', 'text', (c) => c.notNull().references('contratos.id').onDelete('cascade'))
    .addColumn('competencia', 'text', (c) => c.notNull())
    .addColumn('vencimento', 'text', (c) => c.notNull())
    .addColumn('valor', 'double precision', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('data_pagamento', 'text')
    .addColumn('valor_pago', 'double precision')
    .addColumn('nosso_numero', 'text')
    .addColumn('codigo_barras', 'text')
    .addColumn('linha_digitavel', 'text')
    .addColumn('pix_payload', 'text')
    .addColumn('provider_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('pagamentos_contrato_competencia_uq', ['contrato_id', 'competencia'])
    .execute();
  await db.schema
    .createIndex('pagamentos_vencimento_idx')
    .on('pagamentos')
    .columns(['status', 'vencimento'])
    .execute();
  await db.schema.createIndex('pagamentos_pago_idx').on('pagamentos').column('data_pagamento').execute();

  await db.schema
    .createTable('notificacoes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('usuario_id', 'text', (c) => c.notNull().references('usuarios.id').onDelete('cascade'))
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('mensagem', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('lida', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('origem', 'text', (c) => c.notNull().defaultTo('sistema'))
    .execute();
  await db.schema
    .createIndex('notificacoes_usuario_idx')
    .on('notificacoes')
    .columns(['usuario_id', 'data'])
    .execute();

  await db.schema
    .createTable('mensagens_contato')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('telefone', 'text', (c) => c.notNull())
    .addColumn('assunto', 'text', (c) => c.notNull())
    .addColumn('mensagem', 'text', (c) => c.notNull())
    .addColumn('origem', 'text')
    .addColumn('recebida_em', 'text', (c) => c.notNull())
    .addColumn('tratada', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('documentos_juridicos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('titulo', 'text', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('descricao', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('autor', 'text', (c) => c.notNull())
    .addColumn('contrato_relacionado', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('imovel_relacionado', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('observacoes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('arquivo_path', 'text')
    .addColumn('arquivo_nome', 'text')
    .addColumn('formato', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('documentos_contrato_idx')
    .on('documentos_juridicos')
    .column('contrato_relacionado')
    .execute();

  await db.schema
    .createTable('processos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('numero', 'text', (c) => c.notNull())
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('contrato_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('prioridade', 'text', (c) => c.notNull())
    .addColumn('descricao', 'text', (c) => c.notNull())
    .addColumn('advogado_responsavel', 'text', (c) => c.notNull())
    .addColumn('partes_envolvidas', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('data_prazo', 'text')
    .addColumn('documentos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('valor', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('observacoes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('configuracoes')
    .addColumn('chave', 'text', (c) => c.primaryKey())
    .addColumn('valor', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('emails')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('para', 'text', (c) => c.notNull())
    .addColumn('assunto', 'text', (c) => c.notNull())
    .addColumn('corpo', 'text', (c) => c.notNull())
    .addColumn('anexo_nome', 'text')
    .addColumn('criado_em', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('erro', 'text')
    .execute();

  await db.schema
    .createTable('auditoria')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('usuario_id', 'text')
    .addColumn('acao', 'text', (c) => c.notNull())
    .addColumn('entidade', 'text', (c) => c.notNull())
    .addColumn('entidade_id', 'text')
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('redefinicoes_senha')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('usuario_id', 'text', (c) => c.notNull().references('usuarios.id').onDelete('cascade'))
    .addColumn('expira_em', 'text', (c) => c.notNull())
    .addColumn('usado_em', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'redefinicoes_senha',
    'auditoria',
    'emails',
    'configuracoes',
    'processos',
    'documentos_juridicos',
    'mensagens_contato',
    'notificacoes',
    'pagamentos',
    'contratos',
    'imoveis',
    'usuarios',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
