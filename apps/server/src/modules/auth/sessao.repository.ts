import type { Db } from '../../db/database';

/** Stamps the account's last sign-in (`agora`, ISO). */
export const registrarUltimoAcesso = async (db: Db, usuarioId: string, agora: string): Promise<void> => {
  await db.updateTable('usuarios').set({ ultimo_acesso: agora }).where('id', '=', usuarioId).execute();
};
