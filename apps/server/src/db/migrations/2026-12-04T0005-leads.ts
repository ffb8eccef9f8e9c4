import type { Kysely } from 'kysely';

// Frozen in time: no app imports. Issue 35: every contact becomes a lead, with a timeline of
// events; WhatsApp clicks are counted per property. Instants are ISO 8601 text in UTC.
// email_chave/telefone_chave hold the contact as leads compare it (lower-case e-mail, phone
// digits without 55), indexed to find the open lead of the same person. lead_eventos.origem_externa_id
// is the portal's originLeadId: unique, so a lead the Grupo OLX sends twice is recorded once.
// The settings (leads_alerta_horas, leads_rodizio, the rotation pointer leads_rodizio_ultimo and
// the webhook secret leads_webhook_segredo) are rows of `configuracoes` written when first
// changed or needed: the code holds the defaults (24 h, rotation on), so this adds no row there.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('telefone', 'text')
    .addColumn('email_chave', 'text')
    .addColumn('telefone_chave', 'text')
    .addColumn('etapa', 'text', (c) => c.notNull())
    .addColumn('motivo_perda', 'text')
    .addColumn('origem', 'text', (c) => c.notNull())
    .addColumn('imovel_id', 'text', (c) => c.references('imoveis.id').onDelete('set null'))
    .addColumn('corretor_id', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
    .addColumn('criado_em', 'text', (c) => c.notNull())
    .addColumn('atualizado_em', 'text', (c) => c.notNull())
    .addColumn('primeira_resposta_em', 'text')
    .addColumn('ultima_atividade_em', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('leads_email_chave').on('leads').column('email_chave').execute();
  await db.schema.createIndex('leads_telefone_chave').on('leads').column('telefone_chave').execute();
  await db.schema.createIndex('leads_corretor_etapa').on('leads').columns(['corretor_id', 'etapa']).execute();
  await db.schema.createIndex('leads_criado_em').on('leads').column('criado_em').execute();

  await db.schema
    .createTable('lead_eventos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('tipo', 'text', (c) => c.notNull())
    .addColumn('texto', 'text', (c) => c.notNull())
    .addColumn('autor_id', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
    .addColumn('autor_nome', 'text')
    .addColumn('em', 'text', (c) => c.notNull())
    .addColumn('origem', 'text')
    .addColumn('imovel_id', 'text')
    .addColumn('origem_externa_id', 'text')
    .execute();
  await db.schema.createIndex('lead_eventos_lead_em').on('lead_eventos').columns(['lead_id', 'em']).execute();
  await db.schema
    .createIndex('lead_eventos_origem_externa')
    .on('lead_eventos')
    .column('origem_externa_id')
    .unique()
    .execute();

  await db.schema
    .createTable('cliques_whatsapp')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('imovel_id', 'text', (c) => c.notNull().references('imoveis.id').onDelete('cascade'))
    .addColumn('usuario_id', 'text')
    .addColumn('em', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cliques_whatsapp_em')
    .on('cliques_whatsapp')
    .columns(['em', 'imovel_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('configuracoes')
    .where('chave', 'in', [
      'leads_alerta_horas',
      'leads_rodizio',
      'leads_rodizio_ultimo',
      'leads_webhook_segredo',
    ])
    .execute();
  await db.schema.dropTable('cliques_whatsapp').execute();
  await db.schema.dropTable('lead_eventos').execute();
  await db.schema.dropTable('leads').execute();
}
