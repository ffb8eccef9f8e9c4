import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, type Kysely, type Migration } from 'kysely';
import { inject } from 'vitest';
import { createDatabase } from '../db/database';
import { novoBancoEm } from './postgres';

// The tables as they are between migrations, not the app's present types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BancoDaEpoca = Kysely<any>;

const PASTA = join(import.meta.dirname, '../db/migrations');

/** Every migration in the folder, loaded through the test runner (it compiles the TypeScript). */
const todasAsMigracoes = async (): Promise<Record<string, Migration>> => {
  const saida: Record<string, Migration> = {};
  for (const arquivo of readdirSync(PASTA).filter((a) => a.endsWith('.ts')))
    saida[arquivo.replace(/\.ts$/, '')] = (await import(join(PASTA, arquivo))) as Migration;
  return saida;
};

const migrar = async (passo: Promise<{ error?: unknown }>) => {
  const { error } = await passo;
  if (error) throw error;
};

/**
 * A fresh database (SQLite here, PostgreSQL in server-pg) with the schema just before migration
 * `nome`: write the rows of that time, then `subir()` runs it and `descer()` undoes it.
 */
export const bancoAntesDe = async (nome: string) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'morada-mig-'));
  const base = inject('pgBaseUrl');
  const db = createDatabase({
    dataDir,
    databaseUrl: base ? await novoBancoEm(base) : undefined,
  }) as BancoDaEpoca;
  const migrator = new Migrator({ db, provider: { getMigrations: todasAsMigracoes } });
  await migrar(migrator.migrateTo(nome));
  await migrar(migrator.migrateDown());
  return {
    db,
    subir: () => migrar(migrator.migrateUp()),
    descer: () => migrar(migrator.migrateDown()),
    fechar: async () => {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
