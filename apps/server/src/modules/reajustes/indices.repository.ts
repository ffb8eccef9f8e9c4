import type { FonteIndice, IndiceEconomico, IndiceSerie, ValorDoIndice } from '@morada/domain';
import type { Db } from '../../db/database';

/**
 * numeric columns come back as text from PostgreSQL and as doubles from SQLite: both are read back
 * to the 4 decimals they were written with.
 */
export const lerPercentual = (v: number | string): number => Math.round(Number(v) * 10_000) / 10_000;

export type FiltroIndices = {
  indice?: IndiceSerie | undefined;
  de?: string | undefined;
  ate?: string | undefined;
};

/** A series (or every series), oldest month first. */
export const listarIndices = async (db: Db, f: FiltroIndices): Promise<IndiceEconomico[]> => {
  let q = db.selectFrom('indices_economicos').selectAll();
  if (f.indice) q = q.where('indice', '=', f.indice);
  if (f.de) q = q.where('mes', '>=', f.de);
  if (f.ate) q = q.where('mes', '<=', f.ate);
  const linhas = await q.orderBy('indice').orderBy('mes').execute();
  return linhas.map((l) => ({
    indice: l.indice as IndiceSerie,
    mes: l.mes,
    variacao: lerPercentual(l.variacao),
    fonte: l.fonte as FonteIndice,
    atualizadoEm: l.atualizado_em,
  }));
};

/** A month typed by staff: it wins over shipped and Banco Central values, now and later. */
export const gravarIndiceManual = async (
  db: Db,
  indice: IndiceSerie,
  mes: string,
  variacao: number,
  agora: string,
): Promise<IndiceEconomico> => {
  await db
    .insertInto('indices_economicos')
    .values({ indice, mes, variacao, fonte: 'manual', atualizado_em: agora })
    .onConflict((oc) =>
      oc.columns(['indice', 'mes']).doUpdateSet({ variacao, fonte: 'manual', atualizado_em: agora }),
    )
    .execute();
  return { indice, mes, variacao, fonte: 'manual', atualizadoEm: agora };
};

/** Months from the Banco Central: they replace shipped (or older SGS) values, never manual ones. */
export const gravarIndicesSgs = async (
  db: Db,
  indice: IndiceSerie,
  meses: readonly { mes: string; variacao: number }[],
  agora: string,
): Promise<void> => {
  for (let i = 0; i < meses.length; i += 100)
    await db
      .insertInto('indices_economicos')
      .values(meses.slice(i, i + 100).map((m) => ({ indice, ...m, fonte: 'sgs', atualizado_em: agora })))
      .onConflict((oc) =>
        oc
          .columns(['indice', 'mes'])
          .doUpdateSet((eb) => ({
            variacao: eb.ref('excluded.variacao'),
            fonte: 'sgs',
            atualizado_em: eb.ref('excluded.atualizado_em'),
          }))
          .where('indices_economicos.fonte', '!=', 'manual'),
      )
      .execute();
};

/**
 * The shipped months, in batches of 100: a month the Banco Central ('sgs') or staff ('manual')
 * already gave is never overwritten; a shipped one takes the shipped value again.
 */
export const gravarIndicesEmbarcados = async (
  db: Db,
  meses: readonly { indice: IndiceSerie; mes: string; variacao: number }[],
  agora: string,
): Promise<void> => {
  const linhas = meses.map((m) => ({ ...m, fonte: 'embarcado', atualizado_em: agora }));
  for (let i = 0; i < linhas.length; i += 100)
    await db
      .insertInto('indices_economicos')
      .values(linhas.slice(i, i + 100))
      .onConflict((oc) =>
        oc
          .columns(['indice', 'mes'])
          .doUpdateSet((eb) => ({
            variacao: eb.ref('excluded.variacao'),
            atualizado_em: eb.ref('excluded.atualizado_em'),
          }))
          .where('indices_economicos.fonte', '=', 'embarcado')
          .whereRef('indices_economicos.variacao', '!=', 'excluded.variacao'),
      )
      .execute();
};

/**
 * The newest month the index has from a publication (shipped or Banco Central); a month staff
 * typed ahead of the Banco Central does not count, or the next request would skip the months
 * between.
 */
export const ultimoMesPublicado = async (db: Db, indice: IndiceSerie): Promise<string | undefined> =>
  (
    await db
      .selectFrom('indices_economicos')
      .select((eb) => eb.fn.max('mes').as('mes'))
      .where('indice', '=', indice)
      .where('fonte', '!=', 'manual')
      .executeTakeFirst()
  )?.mes ?? undefined;

/** Every stored month as a lookup (the table holds a few hundred rows: one read per request). */
export const valoresDosIndices = async (db: Db): Promise<ValorDoIndice> => {
  const linhas = await db.selectFrom('indices_economicos').select(['indice', 'mes', 'variacao']).execute();
  const mapa = new Map(linhas.map((l) => [`${l.indice}|${l.mes}`, lerPercentual(l.variacao)]));
  return (indice, mes) => mapa.get(`${indice}|${mes}`);
};
