import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import pg from 'pg';
import * as inicial from './migrations/2026-11-22T0001-inicial';
import * as indicesDashboard from './migrations/2026-11-23T0001-indices-dashboard';
import * as proprietarioImovel from './migrations/2026-11-23T0002-proprietario-imovel';
import * as livroCaixa from './migrations/2026-11-24T0001-livro-caixa';
import type { Database } from './types';

export type Db = Kysely<Database>;

/** Migrations are listed here (not read from disk) so the bundled server carries them. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22T0001-inicial': inicial,
  '2026-11-23T0001-indices-dashboard': indicesDashboard,
  '2026-11-23T0002-proprietario-imovel': proprietarioImovel,
  '2026-11-24T0001-livro-caixa': livroCaixa,
};

export type DatabaseOptions = { dataDir: string; databaseUrl?: string | undefined; fileName?: string };

/**
 * SQLite under DATA_DIR (WAL, foreign keys) by default; PostgreSQL when a URL is given.
 * `:memory:` as fileName gives a throwaway database for tests.
 */
export const createDatabase = ({ dataDir, databaseUrl, fileName = 'morada.db' }: DatabaseOptions): Db => {
  if (databaseUrl) {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 10 }) }),
    });
  }
  let path = fileName;
  if (fileName !== ':memory:') {
    mkdirSync(dataDir, { recursive: true });
    path = join(dataDir, fileName);
  }
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
};

export const migrateToLatest = async (db: Db): Promise<void> => {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Falha na migração ${failed?.migrationName ?? ''}: ${String(error)}`);
  }
};
