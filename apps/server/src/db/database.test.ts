import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './database';

const raiz = mkdtempSync(join(tmpdir(), 'morada-db-'));
afterAll(() => rmSync(raiz, { recursive: true, force: true }));

const modo = (caminho: string) => (statSync(caminho).mode & 0o777).toString(8);

describe('createDatabase (SQLite)', () => {
  it('opens in WAL with synchronous FULL: a commit is on disk before the API answers', async () => {
    const db = createDatabase({ dataDir: join(raiz, 'pragmas') });
    try {
      const { rows: sync } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      const { rows: journal } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      expect([sync[0]?.synchronous, journal[0]?.journal_mode]).toEqual([2, 'wal']);
    } finally {
      await db.destroy();
    }
  });

  it('creates DATA_DIR 0700 and the database, its -wal and -shm 0600, whatever the umask', async () => {
    const dataDir = join(raiz, 'nova', 'data');
    const antes = process.umask(0o022);
    try {
      const db = createDatabase({ dataDir });
      await sql`create table t (x integer)`.execute(db);
      await sql`insert into t values (1)`.execute(db);
      expect([
        modo(join(raiz, 'nova')),
        modo(dataDir),
        modo(join(dataDir, 'morada.db')),
        modo(join(dataDir, 'morada.db-wal')),
        modo(join(dataDir, 'morada.db-shm')),
      ]).toEqual(['700', '700', '600', '600', '600']);
      await db.destroy();
    } finally {
      process.umask(antes);
    }
  });

  it("tightens an older install's 0755 folder and 0644 database, -wal and -shm, keeping the data", async () => {
    const dataDir = join(raiz, 'antiga');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    const arquivo = join(dataDir, 'morada.db');
    // What an older server left behind: a database written in WAL, its sidecar files 0644.
    const velho = new SQLite(arquivo);
    velho.pragma('journal_mode = WAL');
    velho.exec(`create table t (x text); insert into t values ('da versão anterior')`);
    velho.close();
    writeFileSync(`${arquivo}-wal`, '');
    writeFileSync(`${arquivo}-shm`, '');
    for (const f of [arquivo, `${arquivo}-wal`, `${arquivo}-shm`]) chmodSync(f, 0o644);

    const db = createDatabase({ dataDir });
    try {
      expect([modo(dataDir), modo(arquivo), modo(`${arquivo}-wal`), modo(`${arquivo}-shm`)]).toEqual([
        '700',
        '600',
        '600',
        '600',
      ]);
      const { rows } = await sql<{ x: string }>`select x from t`.execute(db);
      expect(rows).toEqual([{ x: 'da versão anterior' }]);
    } finally {
      await db.destroy();
    }
  });
});
