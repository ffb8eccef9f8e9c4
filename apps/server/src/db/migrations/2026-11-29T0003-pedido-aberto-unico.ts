import { sql, type Kysely } from 'kysely';

// Frozen in time: no app imports. One open request per account and origin (a forgotten password
// reaching the staff inbox): the check before inserting raced when two requests were handled at
// once, so the database now enforces it. Older duplicates of an open request are marked treated,
// keeping the newest one open.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update mensagens_contato set tratada = 1
    where usuario_id is not null and tratada = 0 and exists (
      select 1 from mensagens_contato m2
      where m2.usuario_id = mensagens_contato.usuario_id and m2.origem = mensagens_contato.origem
        and m2.tratada = 0
        and (m2.recebida_em > mensagens_contato.recebida_em
          or (m2.recebida_em = mensagens_contato.recebida_em and m2.id > mensagens_contato.id)))
  `.execute(db);
  await db.schema
    .createIndex('mensagens_contato_pedido_aberto_uq')
    .on('mensagens_contato')
    .columns(['usuario_id', 'origem'])
    .unique()
    .where(sql.ref('tratada'), '=', 0)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mensagens_contato_pedido_aberto_uq').execute();
}
