import type { Db } from '../db/database';

/** An Idempotency-Key as stored: the request it was made for and, once answered, its answer. */
export type ChaveIdempotente = {
  rota: string;
  impressao: string;
  criadoEm: number;
  resposta: { status: number; tipo: string | null; corpo: string } | undefined;
};

type Reivindicacao = { usuarioId: string; chave: string; rota: string; impressao: string; agora: number };

/**
 * Claims `chave` for a request about to run: true when this call inserted it (one statement,
 * so of concurrent claims, in any process, exactly one wins); false when it was already there.
 */
export const reivindicarChave = async (db: Db, r: Reivindicacao): Promise<boolean> => {
  const res = await db
    .insertInto('idempotencia')
    .values({
      usuario_id: r.usuarioId,
      chave: r.chave,
      rota: r.rota,
      impressao: r.impressao,
      status: null,
      tipo: null,
      corpo: null,
      criado_em: r.agora,
    })
    .onConflict((oc) => oc.columns(['usuario_id', 'chave']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
};

export const obterChave = async (
  db: Db,
  usuarioId: string,
  chave: string,
): Promise<ChaveIdempotente | undefined> => {
  const l = await db
    .selectFrom('idempotencia')
    .selectAll()
    .where('usuario_id', '=', usuarioId)
    .where('chave', '=', chave)
    .executeTakeFirst();
  if (!l) return undefined;
  return {
    rota: l.rota,
    impressao: l.impressao,
    criadoEm: Number(l.criado_em),
    resposta: l.status === null ? undefined : { status: l.status, tipo: l.tipo, corpo: l.corpo ?? '' },
  };
};

/**
 * Takes over a claim whose request never answered (its process stopped) once it is older than
 * `antesDe`: true for the one caller whose update matched it.
 */
export const retomarChave = async (
  db: Db,
  usuarioId: string,
  chave: string,
  antesDe: number,
  agora: number,
): Promise<boolean> => {
  const res = await db
    .updateTable('idempotencia')
    .set({ criado_em: agora })
    .where('usuario_id', '=', usuarioId)
    .where('chave', '=', chave)
    .where('status', 'is', null)
    .where('criado_em', '<', antesDe)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
};

/** Keeps the first answer of a claimed key. */
export const guardarResposta = async (
  db: Db,
  usuarioId: string,
  chave: string,
  resposta: { status: number; tipo: string | null; corpo: string },
): Promise<void> => {
  await db
    .updateTable('idempotencia')
    .set({ status: resposta.status, tipo: resposta.tipo, corpo: resposta.corpo })
    .where('usuario_id', '=', usuarioId)
    .where('chave', '=', chave)
    .execute();
};

/** Frees a claimed key whose request wrote nothing (it was refused or failed). */
export const liberarChave = async (db: Db, usuarioId: string, chave: string): Promise<void> => {
  await db
    .deleteFrom('idempotencia')
    .where('usuario_id', '=', usuarioId)
    .where('chave', '=', chave)
    .where('status', 'is', null)
    .execute();
};

/** Forgets keys made before `antesDe` (epoch ms): one range delete on the criado_em index. */
export const purgarChaves = async (db: Db, antesDe: number): Promise<void> => {
  await db.deleteFrom('idempotencia').where('criado_em', '<', antesDe).execute();
};
