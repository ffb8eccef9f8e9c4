import { sql, type Kysely } from 'kysely';

// Frozen in time: no app imports. Issue 35: visits to a property, booked by a visitor on the site.
// Instants are ISO 8601 text in UTC. Two active visits (solicitada, confirmada, reagendamento_proposto)
// of one property at the same start are impossible: a partial unique index, so two bookings racing
// for one slot end in one row and a duplicate error (409), whatever process wins. The visitor's
// answer link keeps only the SHA-256 of its token; lembrete_enviado_em marks the reminder sent once.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('visitas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('imovel_id', 'text', (c) => c.notNull().references('imoveis.id').onDelete('cascade'))
    .addColumn('lead_id', 'text')
    .addColumn('corretor_id', 'text', (c) => c.references('usuarios.id').onDelete('set null'))
    .addColumn('visitante_nome', 'text', (c) => c.notNull())
    .addColumn('visitante_email', 'text', (c) => c.notNull())
    .addColumn('visitante_telefone', 'text', (c) => c.notNull())
    .addColumn('mensagem', 'text')
    .addColumn('inicio', 'text', (c) => c.notNull())
    .addColumn('fim', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('proposta_inicio', 'text')
    .addColumn('motivo_cancelamento', 'text')
    .addColumn('feedback_interesse', 'text')
    .addColumn('feedback_comentario', 'text')
    .addColumn('resposta_token_hash', 'text')
    .addColumn('resposta_usada_em', 'text')
    .addColumn('lembrete_enviado_em', 'text')
    .addColumn('sequencia', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('criada_em', 'text', (c) => c.notNull())
    .addColumn('atualizada_em', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('visitas_horario_ativo')
    .on('visitas')
    .columns(['imovel_id', 'inicio'])
    .unique()
    .where(sql.ref('status'), 'in', ['solicitada', 'confirmada', 'reagendamento_proposto'])
    .execute();
  await db.schema
    .createIndex('visitas_corretor_inicio')
    .on('visitas')
    .columns(['corretor_id', 'inicio'])
    .execute();
  await db.schema.createIndex('visitas_inicio').on('visitas').column('inicio').execute();
  await db.schema
    .createIndex('visitas_resposta_token')
    .on('visitas')
    .column('resposta_token_hash')
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('configuracoes').where('chave', '=', 'visitas_agenda').execute();
  await db.schema.dropTable('visitas').execute();
}
