import type { CacheApi } from '@morada/domain/api';
import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Generation counters (table geracoes): every write to what a counter names bumps it, and each
 * process compares it with the value its in-memory cache was built at (docs/decisions/019).
 */
export type NomeGeracao = CacheApi;

/** The counter now: one primary-key read. */
export const lerGeracao = async (db: Db, nome: NomeGeracao): Promise<number> => {
  const r = await db.selectFrom('geracoes').select('valor').where('nome', '=', nome).executeTakeFirst();
  return Number(r?.valor ?? 0);
};

/** Bumps the counter atomically and answers its new value. */
export const avancarGeracao = async (db: Db, nome: NomeGeracao): Promise<number> => {
  const r = await db
    .updateTable('geracoes')
    .set({ valor: sql<number>`valor + 1` })
    .where('nome', '=', nome)
    .returning('valor')
    .executeTakeFirst();
  return Number(r?.valor ?? 0);
};

/** Several counters in one read, as one value that changes whenever any of them does. */
export const lerGeracoes = async (db: Db, nomes: readonly NomeGeracao[]): Promise<string> => {
  const linhas = await db
    .selectFrom('geracoes')
    .select(['nome', 'valor'])
    .where('nome', 'in', nomes)
    .execute();
  const valor = new Map(linhas.map((l) => [l.nome, Number(l.valor)]));
  return nomes.map((n) => valor.get(n) ?? 0).join(':');
};
