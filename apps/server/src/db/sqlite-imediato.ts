import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type SqliteStatement,
  SqliteDriver,
} from 'kysely';

/** Distinct SQL texts whose prepared statements are kept (the app has a few hundred). */
const COMANDOS_EM_CACHE = 1000;

/**
 * The database with its prepared statements kept per SQL text, least recently used out first.
 * Kysely prepares every query it runs; preparing costs more than running most of ours (a bank
 * file's thousands of identical lookups spent a third of their time there). SQLite re-prepares a
 * kept statement by itself after a schema change, and Kysely never streams (a statement mid-iteration
 * would be busy), so sharing one per text is safe on the one connection.
 */
export const comComandosEmCache = (db: SqliteDatabase, max = COMANDOS_EM_CACHE): SqliteDatabase => {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => db.close(),
    prepare: (sql) => {
      const guardado = cache.get(sql);
      if (guardado) {
        // Most recently used last: Map keeps insertion order.
        cache.delete(sql);
        cache.set(sql, guardado);
        return guardado;
      }
      const novo = db.prepare(sql);
      cache.set(sql, novo);
      if (cache.size > max) cache.delete(cache.keys().next().value!);
      return novo;
    },
  };
};

/**
 * Kysely opens SQLite transactions with a plain (deferred) BEGIN: the write lock is taken at the
 * first write, and when another process (one worker per core) wrote in between, SQLite cannot wait
 * for it — the upgrade fails at once with SQLITE_BUSY, busy_timeout or not. BEGIN IMMEDIATE takes
 * the write lock up front, where busy_timeout does wait, so concurrent writers queue instead of
 * failing (docs/decisions/019).
 */
class SqliteDriverImediato extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** SqliteDialect whose transactions begin immediate. */
export class SqliteDialectImediato extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new SqliteDriverImediato(this.#config);
  }
}
