import type { Db } from '../../db/database';
import { revogarTokens } from './usuarios.repository';
import { anularLinks } from './acesso.repository';

/**
 * What every password change, reset, deactivation or change of the account by an admin must do
 * (issue 31): the sessions issued before end and every unused access link (reset or invitation)
 * stops working. The one place for it, so no new path that changes a password forgets the links.
 */
export const encerrarAcessos = async (db: Db, usuarioId: string): Promise<void> => {
  await revogarTokens(db, usuarioId);
  await anularLinks(db, usuarioId);
};
