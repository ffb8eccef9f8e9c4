import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * The rows of limites_taxa: one per key, `inicio` the window's start (or the last turn given),
 * `n` the attempts counted in it, `expira` when nobody needs the row any more. Times in epoch ms.
 */

/** Attempts counted for the key in a window that started after `desde`. */
export const contagemDesde = async (db: Db, chave: string, desde: number): Promise<number> => {
  const r = await db
    .selectFrom('limites_taxa')
    .select('n')
    .where('chave', '=', chave)
    .where('inicio', '>', desde)
    .executeTakeFirst();
  return r ? Number(r.n) : 0;
};

/**
 * Counts one attempt in one atomic upsert (a new window when the last one started `janelaMs` ago
 * or earlier) and answers the new count.
 */
export const contarTentativa = async (
  db: Db,
  chave: string,
  agora: number,
  janelaMs: number,
): Promise<number> => {
  const vencida = sql<boolean>`limites_taxa.inicio <= ${agora - janelaMs}`;
  const r = await db
    .insertInto('limites_taxa')
    .values({ chave, inicio: agora, n: 1, expira: agora + janelaMs })
    .onConflict((oc) =>
      oc.column('chave').doUpdateSet({
        n: sql<number>`case when ${vencida} then 1 else limites_taxa.n + 1 end`,
        inicio: sql<number>`case when ${vencida} then cast(${agora} as bigint) else limites_taxa.inicio end`,
        expira: sql<number>`case when ${vencida} then cast(${agora + janelaMs} as bigint) else limites_taxa.expira end`,
      }),
    )
    .returning('n')
    .executeTakeFirstOrThrow();
  return Number(r.n);
};

/** Gives one attempt back to a window that started after `desde`; never below zero. */
export const devolverTentativa = async (db: Db, chave: string, desde: number): Promise<void> => {
  await db
    .updateTable('limites_taxa')
    .set({ n: sql<number>`n - 1` })
    .where('chave', '=', chave)
    .where('n', '>', 0)
    .where('inicio', '>', desde)
    .execute();
};

export const excluirLimite = async (db: Db, chave: string): Promise<void> => {
  await db.deleteFrom('limites_taxa').where('chave', '=', chave).execute();
};

/** Deletes every key starting with `prefixo`. */
export const excluirLimitesComPrefixo = async (db: Db, prefixo: string): Promise<void> => {
  // substr, not LIKE: e-mails carry '_' and '%' would need escaping.
  await db
    .deleteFrom('limites_taxa')
    .where(sql<string>`substr(chave, 1, ${prefixo.length})`, '=', prefixo)
    .execute();
};

/**
 * Reserves the key's next turn, `intervaloMs` after the last one (or now), in one atomic upsert;
 * answers the turn's time, or undefined (nothing reserved) when it is more than `esperaMaxMs` away.
 */
export const reservarVez = async (
  db: Db,
  chave: string,
  agora: number,
  o: { intervaloMs: number; esperaMaxMs: number; guardarMs: number },
): Promise<number | undefined> => {
  const proxima = sql<number>`limites_taxa.inicio + ${o.intervaloMs}`;
  const vez = sql<number>`case when ${proxima} <= ${agora} then cast(${agora} as bigint) else ${proxima} end`;
  const r = await db
    .insertInto('limites_taxa')
    .values({ chave, inicio: agora, n: 0, expira: agora + o.guardarMs })
    .onConflict((oc) =>
      oc
        .column('chave')
        .doUpdateSet({ inicio: vez, expira: sql<number>`${vez} + ${o.guardarMs}` })
        .where(sql<boolean>`${proxima} - ${agora} <= ${o.esperaMaxMs}`),
    )
    .returning('inicio')
    .executeTakeFirst();
  return r ? Number(r.inicio) : undefined;
};

/** Keys starting with `prefixo` whose window started after `desde` and counted `minimo` or more. */
export const contarLimitesEsgotados = async (
  db: Db,
  prefixo: string,
  desde: number,
  minimo: number,
): Promise<number> => {
  const r = await db
    .selectFrom('limites_taxa')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(sql<string>`substr(chave, 1, ${prefixo.length})`, '=', prefixo)
    .where('inicio', '>', desde)
    .where('n', '>=', minimo)
    .executeTakeFirstOrThrow();
  return Number(r.n);
};

/** Deletes the windows and turns nobody needs any more. */
export const purgarLimitesVencidos = async (db: Db, agora: number): Promise<void> => {
  await db.deleteFrom('limites_taxa').where('expira', '<', agora).execute();
};
