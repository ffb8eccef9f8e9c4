import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: no app imports. The location search matched `busca like '%x%'`, which reads
// every property (issue 13): a trigram index answers it from the index instead
// (docs/decisions/018-busca-de-imoveis.md).
const ehPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  // Type and operation with the status every public listing asks for: the count of a search reads
  // this (covering) index for the rows the trigram match names, and the page walks it by date.
  await db.schema
    .createIndex('imoveis_status_operacao_tipo_idx')
    .on('imoveis')
    .columns(['status', 'operacao', 'tipo', 'data_cadastro', 'id'])
    .execute();
  if (ehPostgres(db)) {
    // pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: the database owner may
    // create it without superuser. LIKE '%x%' on `busca` then reads the GIN index.
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index if not exists imoveis_busca_trgm_idx on imoveis using gin (busca gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  // External content: the FTS5 index reads `busca` from imoveis by rowid (no second copy of the
  // text); the triggers below keep it in step with every insert, update and delete.
  await sql`create virtual table imoveis_busca using fts5(
    busca, content='imoveis', content_rowid='rowid', tokenize='trigram'
  )`.execute(db);
  await sql`create trigger imoveis_busca_ai after insert on imoveis begin
    insert into imoveis_busca(rowid, busca) values (new.rowid, new.busca);
  end`.execute(db);
  await sql`create trigger imoveis_busca_ad after delete on imoveis begin
    insert into imoveis_busca(imoveis_busca, rowid, busca) values ('delete', old.rowid, old.busca);
  end`.execute(db);
  await sql`create trigger imoveis_busca_au after update of busca on imoveis begin
    insert into imoveis_busca(imoveis_busca, rowid, busca) values ('delete', old.rowid, old.busca);
    insert into imoveis_busca(rowid, busca) values (new.rowid, new.busca);
  end`.execute(db);
  await sql`insert into imoveis_busca(imoveis_busca) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('imoveis_status_operacao_tipo_idx').ifExists().execute();
  if (ehPostgres(db)) {
    await sql`drop index if exists imoveis_busca_trgm_idx`.execute(db);
    return;
  }
  for (const t of ['imoveis_busca_au', 'imoveis_busca_ad', 'imoveis_busca_ai']) {
    await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
  }
  await sql`drop table if exists imoveis_busca`.execute(db);
}
