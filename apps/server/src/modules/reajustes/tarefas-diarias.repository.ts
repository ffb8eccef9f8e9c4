import type { Db } from '../../db/database';
import { violacaoDoBanco } from '../../db/violacao';

/**
 * tarefas_diarias: one row per (nome, dia) taken. For the day's tasks the row is the task's
 * lock; for notices ('aviso-reajuste:<contrato>', …) it is the memory that one was sent.
 */

/** true when this caller took (nome, dia); false when another process (or run) already has it. */
export const tomarTarefa = async (db: Db, nome: string, dia: string, agora: string): Promise<boolean> => {
  try {
    await db.insertInto('tarefas_diarias').values({ nome, dia, executada_em: agora }).execute();
    return true;
  } catch (e) {
    if (violacaoDoBanco(e) === 'duplicado') return false;
    throw e;
  }
};

/** Gives a taken (nome, dia) back, so a later run may take it again. */
export const devolverTarefa = async (db: Db, nome: string, dia: string): Promise<void> => {
  await db.deleteFrom('tarefas_diarias').where('nome', '=', nome).where('dia', '=', dia).execute();
};

/**
 * true the first time (nome, dia) is marked, false ever after (never an error): so each notice is
 * sent once ever, whichever process runs the day's task.
 */
export const marcarPrimeiraVez = async (
  db: Db,
  nome: string,
  dia: string,
  agora: string,
): Promise<boolean> => {
  const r = await db
    .insertInto('tarefas_diarias')
    .values({ nome, dia, executada_em: agora })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
};
