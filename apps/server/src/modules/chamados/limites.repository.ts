import type { Db } from '../../db/database';
import { CHAVE_LIMITE_AGENCIA } from './chamados.repository';

/** Stores the agency's approval limit (its own row of `configuracoes`). */
export const gravarLimiteDaAgencia = async (db: Db, centavos: number) => {
  const valor = String(centavos);
  await db
    .insertInto('configuracoes')
    .values({ chave: CHAVE_LIMITE_AGENCIA, valor })
    .onConflict((oc) => oc.column('chave').doUpdateSet({ valor }))
    .execute();
};

/** Sets a property's own approval limit (null: the agency's); false when the property does not exist. */
export const gravarLimiteDoImovel = async (db: Db, imovelId: string, centavos: number | null) => {
  const r = await db
    .updateTable('imoveis')
    .set({ limite_aprovacao_chamado_centavos: centavos })
    .where('id', '=', imovelId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
};

/** A property's own approval limit (null: none); undefined when the property does not exist. */
export const lerLimiteDoImovel = async (db: Db, imovelId: string) => {
  const r = await db
    .selectFrom('imoveis')
    .select('limite_aprovacao_chamado_centavos as limite')
    .where('id', '=', imovelId)
    .executeTakeFirst();
  if (!r) return undefined;
  return { limiteCentavos: r.limite === null ? null : Number(r.limite) };
};
