import { sql, type Kysely } from 'kysely';

// Frozen in time: no app imports. Issue 34: the agency's collection accounts at banks, and one
// journal of every payment event that came from outside (provider webhook, bank retorno, bank
// statement). Its unique `chave` is what makes each event book at most once, whatever repeats.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contas_cobranca')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('nome', 'text', (c) => c.notNull())
    // FEBRABAN bank code ('001', '341'…); '999' is the demo agency's bank, payable nowhere.
    .addColumn('banco', 'text', (c) => c.notNull())
    // Digits as typed: leading zeros belong to the bank's numbers.
    .addColumn('agencia', 'text', (c) => c.notNull())
    .addColumn('agencia_dv', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('conta', 'text', (c) => c.notNull())
    .addColumn('conta_dv', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('carteira', 'text', (c) => c.notNull())
    .addColumn('convenio', 'text', (c) => c.notNull())
    // 'cnab240' | 'cnab400'
    .addColumn('layout', 'text', (c) => c.notNull())
    .addColumn('proxima_remessa', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('proximo_nosso_numero', 'integer', (c) => c.notNull().defaultTo(1))
    // 1 = boletos are issued on it; 0 = kept for the boletos it already issued.
    .addColumn('ativa', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('criado_em', 'text', (c) => c.notNull())
    .addColumn('atualizado_em', 'text', (c) => c.notNull())
    .execute();
  // A boleto is issued on an account, and registered at its bank only once the bank confirms it.
  await db.schema
    .alterTable('pagamentos')
    .addColumn('conta_cobranca_id', 'text', (c) => c.references('contas_cobranca.id'))
    .execute();
  // null (no registration asked: demo bank, Asaas) | 'a_enviar' | 'enviado' | 'registrado' | 'rejeitado' | 'baixado'
  await db.schema.alterTable('pagamentos').addColumn('registro_boleto', 'text').execute();
  // The bank's reason of a rejection or baixa, in pt-BR.
  await db.schema.alterTable('pagamentos').addColumn('registro_motivo', 'text').execute();
  // A nosso número is unique per account (two banks may hand out the same digits); boletos from
  // before accounts (no account) stay unique among themselves.
  await db.schema.dropIndex('pagamentos_nosso_numero_uq').execute();
  await db.schema
    .createIndex('pagamentos_conta_nosso_numero_uq')
    .on('pagamentos')
    .unique()
    .expression(sql`coalesce(conta_cobranca_id, ''), nosso_numero`)
    .execute();
  await db.schema
    .createTable('importacoes_bancarias')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'retorno' (CNAB) | 'extrato' (OFX)
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('conta_id', 'text', (c) => c.notNull().references('contas_cobranca.id'))
    .addColumn('nome_arquivo', 'text', (c) => c.notNull())
    // SHA-256 of the bytes: the summary says when the same file came in before.
    .addColumn('hash_arquivo', 'text', (c) => c.notNull())
    .addColumn('usuario_id', 'text', (c) => c.references('usuarios.id'))
    .addColumn('criado_em', 'text', (c) => c.notNull())
    // What the file held and what became of it (counts of its journal rows, by situação).
    .addColumn('itens', 'integer', (c) => c.notNull())
    .addColumn('lancados', 'integer', (c) => c.notNull())
    .addColumn('atualizados', 'integer', (c) => c.notNull())
    .addColumn('pendentes', 'integer', (c) => c.notNull())
    .addColumn('ignorados', 'integer', (c) => c.notNull())
    // Items an earlier import (or this file before) already journaled: nothing booked again.
    .addColumn('repetidos', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('importacoes_bancarias_criado_idx')
    .on('importacoes_bancarias')
    .column('criado_em')
    .execute();
  await db.schema
    .createTable('lancamentos_automaticos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'asaas' | 'retorno' | 'extrato'
    .addColumn('origem', 'text', (c) => c.notNull())
    // 'asaas:<event id>', 'retorno:<conta>:<nosso número>:<ocorrência>:<data>', 'extrato:<conta>:<credit key>'
    .addColumn('chave', 'text', (c) => c.notNull().unique())
    // The event as the source named it (PAYMENT_RECEIVED, '06' liquidação…).
    .addColumn('tipo', 'text', (c) => c.notNull())
    // What the source calls the payment: the provider's payment id, the nosso número, the FITID.
    .addColumn('referencia', 'text')
    .addColumn('pagamento_id', 'text', (c) => c.references('pagamentos.id'))
    // The receipt it booked (null when it booked none); cleared when an admin undoes it.
    .addColumn('recebimento_id', 'text')
    // 'lancado' (a receipt booked) | 'atualizado' (the boleto changed) | 'ignorado' (nothing to do)
    // | 'pendente' (waits for an admin to match it) | 'desfeito' (an admin reversed it)
    .addColumn('situacao', 'text', (c) => c.notNull())
    .addColumn('valor_centavos', 'bigint')
    // How the money came (PIX, Boleto, Transferência): what the receipt records when it is booked.
    .addColumn('meio', 'text')
    // The file it came in (retorno, extrato); null for a webhook.
    .addColumn('importacao_id', 'text', (c) => c.references('importacoes_bancarias.id'))
    .addColumn('data', 'text')
    // What it did or why it could not, in pt-BR, as the admin reads it.
    .addColumn('detalhe', 'text', (c) => c.notNull())
    .addColumn('criado_em', 'text', (c) => c.notNull())
    .addColumn('desfeito_por', 'text', (c) => c.references('usuarios.id'))
    .addColumn('desfeito_em', 'text')
    .execute();
  await db.schema
    .createIndex('lancamentos_automaticos_pagamento_idx')
    .on('lancamentos_automaticos')
    .columns(['pagamento_id', 'origem'])
    .execute();
  await db.schema
    .createIndex('lancamentos_automaticos_referencia_idx')
    .on('lancamentos_automaticos')
    .columns(['origem', 'referencia'])
    .execute();
  await db.schema
    .createIndex('lancamentos_automaticos_importacao_idx')
    .on('lancamentos_automaticos')
    .column('importacao_id')
    .execute();
  await db.schema
    .createIndex('lancamentos_automaticos_situacao_idx')
    .on('lancamentos_automaticos')
    .columns(['situacao', 'criado_em'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lancamentos_automaticos').execute();
  await db.schema.dropTable('importacoes_bancarias').execute();
  await db.schema.dropIndex('pagamentos_conta_nosso_numero_uq').execute();
  await db.schema
    .createIndex('pagamentos_nosso_numero_uq')
    .on('pagamentos')
    .column('nosso_numero')
    .unique()
    .execute();
  await db.schema.alterTable('pagamentos').dropColumn('registro_motivo').execute();
  await db.schema.alterTable('pagamentos').dropColumn('registro_boleto').execute();
  await db.schema.alterTable('pagamentos').dropColumn('conta_cobranca_id').execute();
  await db.schema.dropTable('contas_cobranca').execute();
}
