import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

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
