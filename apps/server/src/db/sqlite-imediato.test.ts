import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { comComandosEmCache } from './sqlite-imediato';

describe('comComandosEmCache', () => {
  it('prepares each SQL text once and keeps the most recently used', () => {
    const sqlite = new Database(':memory:');
    const preparados: string[] = [];
    const db = comComandosEmCache(
      {
        close: () => sqlite.close(),
        prepare: (sql) => {
          preparados.push(sql);
          return sqlite.prepare(sql);
        },
      },
      2,
    );
    db.prepare('select 1').all([]);
    db.prepare('select 1').all([]);
    db.prepare('select 2').all([]);
    db.prepare('select 1').all([]); // most recent again: 'select 2' is now the oldest
    db.prepare('select 3').all([]); // over the limit: 'select 2' leaves
    db.prepare('select 1').all([]);
    db.prepare('select 2').all([]);
    expect(preparados).toEqual(['select 1', 'select 2', 'select 3', 'select 2']);
    db.close();
  });

  it('a kept statement sees a schema change (SQLite re-prepares it)', () => {
    const sqlite = new Database(':memory:');
    const db = comComandosEmCache(sqlite);
    db.prepare('create table t (a integer)').run([]);
    db.prepare('insert into t (a) values (?)').run([1]);
    expect(db.prepare('select * from t').all([])).toEqual([{ a: 1 }]);
    db.prepare('alter table t add column b text').run([]);
    expect(db.prepare('select * from t').all([])).toEqual([{ a: 1, b: null }]);
    db.close();
  });
});
