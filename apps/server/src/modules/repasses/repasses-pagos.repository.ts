import type { Db } from '../../db/database';

/**
 * The repasses paid (the `repasses` table) and the stamps that tie receipts and expenses to them.
 * Money in centavos; `calculo` is the RepasseCentavos JSON the service wrote.
 */

export type RepassePagoLinha = { id: string; proprietarioId: string; mes: string; calculo: string };

const pagos = (db: Db) => db.selectFrom('repasses').select(['id', 'proprietario_id', 'mes', 'calculo']);
const paraLinha = (l: { id: string; proprietario_id: string; mes: string; calculo: string }) => ({
  id: l.id,
  proprietarioId: l.proprietario_id,
  mes: l.mes,
  calculo: l.calculo,
});

export const repassesPagosDoMes = async (db: Db, mes: string): Promise<RepassePagoLinha[]> =>
  (await pagos(db).where('mes', '=', mes).orderBy('pago_em').execute()).map(paraLinha);

export const repassesPagosDoProprietario = async (
  db: Db,
  proprietarioId: string,
): Promise<RepassePagoLinha[]> =>
  (
    await pagos(db)
      .where('proprietario_id', '=', proprietarioId)
      .orderBy('mes', 'desc')
      .orderBy('pago_em', 'desc')
      .execute()
  ).map(paraLinha);

export const obterRepassePago = async (db: Db, id: string): Promise<RepassePagoLinha | undefined> => {
  const l = await pagos(db).where('id', '=', id).executeTakeFirst();
  return l ? paraLinha(l) : undefined;
};

export const existeRepassePago = async (db: Db, proprietarioId: string, mes: string): Promise<boolean> =>
  Boolean(
    await db
      .selectFrom('repasses')
      .select('id')
      .where('proprietario_id', '=', proprietarioId)
      .where('mes', '=', mes)
      .executeTakeFirst(),
  );

export type NovoRepasse = {
  id: string;
  proprietarioId: string;
  mes: string;
  data: string;
  meio: string;
  comprovante: string;
  calculo: string;
  liquido: number;
  taxaAdministracao: number;
  taxaIntermediacao: number;
  pagoEm: string;
  pagoPor: string | null;
};

export const inserirRepasse = async (db: Db, r: NovoRepasse): Promise<void> => {
  await db
    .insertInto('repasses')
    .values({
      id: r.id,
      proprietario_id: r.proprietarioId,
      mes: r.mes,
      data_pagamento: r.data,
      meio: r.meio,
      comprovante: r.comprovante,
      calculo: r.calculo,
      liquido_centavos: r.liquido,
      taxa_administracao_centavos: r.taxaAdministracao,
      taxa_intermediacao_centavos: r.taxaIntermediacao,
      pago_em: r.pagoEm,
      pago_por: r.pagoPor,
    })
    .execute();
};

/**
 * Stamps the receipts with the repasse, only those still open: the count tells whether a
 * concurrent payment took one of them first.
 */
export const carimbarRecebimentos = async (
  db: Db,
  ids: readonly string[],
  repasseId: string,
): Promise<number> => {
  let n = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const r = await db
      .updateTable('recebimentos')
      .set({ repasse_id: repasseId })
      .where('id', 'in', ids.slice(i, i + 500))
      .where('repasse_id', 'is', null)
      .executeTakeFirst();
    n += Number(r.numUpdatedRows);
  }
  return n;
};

/** Same as carimbarRecebimentos for the owner's expenses. */
export const carimbarDespesas = async (
  db: Db,
  ids: readonly string[],
  repasseId: string,
): Promise<number> => {
  if (!ids.length) return 0;
  const r = await db
    .updateTable('despesas_proprietario')
    .set({ repasse_id: repasseId })
    .where('id', 'in', [...ids])
    .where('repasse_id', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
};
