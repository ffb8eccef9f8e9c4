import type { Db } from './database';

/**
 * Runs `f` in a transaction, or in the caller's when `db` already is one: a bank-file import
 * books thousands of receipts in one commit (one fsync, all or nothing) through the same code that
 * books a single receipt in its own.
 */
export const emTransacao = <T>(db: Db, f: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? f(db) : db.transaction().execute(f);
