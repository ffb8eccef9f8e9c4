import type { Perfil } from '@morada/domain';
import type { Db } from '../db/database';
import type { SessionUser } from './context';

/** What a session check needs of an account: who it is, whether it is active, its token version. */
export type ContaDaSessao = { usuario: SessionUser; ativo: boolean; tokenVersao: number };

export const buscarContaDaSessao = async (db: Db, usuarioId: string): Promise<ContaDaSessao | undefined> => {
  const row = await db
    .selectFrom('usuarios')
    .select(['id', 'nome', 'email', 'perfil', 'status', 'token_versao'])
    .where('id', '=', usuarioId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    usuario: { id: row.id, nome: row.nome, email: row.email, perfil: row.perfil as Perfil },
    ativo: row.status === 'ativo',
    tokenVersao: row.token_versao,
  };
};
