import { createHash, randomBytes } from 'node:crypto';
import type { TipoLinkAcesso } from '@morada/domain';
import type { Db } from '../../db/database';

/** Tokens are kept only as their SHA-256: a copy of the database cannot sign anyone in. */
const hashDoToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a single-use token for the account, and voids the account's unused ones: only the newest
 * link works, so re-issuing one that leaked closes the leak.
 */
export const emitirToken = async (
  db: Db,
  usuarioId: string,
  tipo: TipoLinkAcesso,
  agora: Date,
  validadeMs: number,
): Promise<{ token: string; expiraEm: string }> => {
  const token = randomBytes(32).toString('base64url');
  const expiraEm = new Date(agora.getTime() + validadeMs).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('redefinicoes_senha')
      .where('usuario_id', '=', usuarioId)
      .where('usado_em', 'is', null)
      .execute();
    await trx
      .insertInto('redefinicoes_senha')
      .values({
        token_hash: hashDoToken(token),
        usuario_id: usuarioId,
        tipo,
        criado_em: agora.toISOString(),
        expira_em: expiraEm,
        usado_em: null,
      })
      .execute();
  });
  return { token, expiraEm };
};

/**
 * Voids every unused link of the account, invitations and reset links alike (a voided link answers
 * like an expired one). Called through encerrarAcessos whenever the password or the access changes.
 */
export const anularLinks = async (db: Db, usuarioId: string): Promise<void> => {
  await db
    .deleteFrom('redefinicoes_senha')
    .where('usuario_id', '=', usuarioId)
    .where('usado_em', 'is', null)
    .execute();
};

/** The account a valid (unused, unexpired) token of this kind belongs to, without using it. */
export const donoDoToken = async (
  db: Db,
  token: string,
  tipo: TipoLinkAcesso,
  agora: Date,
): Promise<string | undefined> =>
  (
    await db
      .selectFrom('redefinicoes_senha')
      .select('usuario_id')
      .where('token_hash', '=', hashDoToken(token))
      .where('tipo', '=', tipo)
      .where('usado_em', 'is', null)
      .where('expira_em', '>', agora.toISOString())
      .executeTakeFirst()
  )?.usuario_id;

/**
 * Uses the token: marks it used in one guarded UPDATE (usado_em IS NULL), so two concurrent uses
 * cannot both win. Returns the account, or undefined when the token is unknown, used or expired.
 */
export const consumirToken = async (
  db: Db,
  token: string,
  tipo: TipoLinkAcesso,
  agora: Date,
): Promise<string | undefined> => {
  const usuarioId = await donoDoToken(db, token, tipo, agora);
  if (!usuarioId) return undefined;
  const r = await db
    .updateTable('redefinicoes_senha')
    .set({ usado_em: agora.toISOString() })
    .where('token_hash', '=', hashDoToken(token))
    .where('usado_em', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1 ? usuarioId : undefined;
};
