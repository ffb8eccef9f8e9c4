import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

/**
 * One line of the audit log: who (`usuarioId`; null for a request made without a session, such as a
 * forgotten-password link) did what (`acao`) to which record, when (ISO).
 */
export type EntradaAuditoria = {
  usuarioId: string | null;
  acao: string;
  entidade: string;
  entidadeId: string | null;
  data: string;
};

export const inserirAuditoria = async (db: Db, e: EntradaAuditoria): Promise<void> => {
  await db
    .insertInto('auditoria')
    .values({
      id: randomUUID(),
      usuario_id: e.usuarioId,
      acao: e.acao,
      entidade: e.entidade,
      entidade_id: e.entidadeId,
      data: e.data,
    })
    .execute();
};
