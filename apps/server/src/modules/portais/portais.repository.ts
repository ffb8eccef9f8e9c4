import type { ImovelDoFeed } from '@morada/domain';
import type { Db } from '../../db/database';
import type { ImovelRow } from '../../db/types';
import { rowParaImovel } from '../imoveis';

/** The feed's secret token: a row of `configuracoes` of its own, never part of the settings screen. */
const CHAVE_TOKEN = 'portais_token';

const paraImovelDoFeed = (r: ImovelRow): ImovelDoFeed => ({
  ...rowParaImovel(r),
  publicarNosPortais: Boolean(r.publicar_portais),
});

/**
 * The properties, newest first, with their "publicar nos portais" flag: every one, or only the
 * marked ones (the feed; the domain's rules then leave out the rest).
 */
export const listarImoveisParaPortais = async (
  db: Db,
  { soMarcados = false }: { soMarcados?: boolean } = {},
): Promise<ImovelDoFeed[]> => {
  let q = db.selectFrom('imoveis').selectAll();
  if (soMarcados) q = q.where('publicar_portais', '=', 1);
  return (await q.orderBy('data_cadastro', 'desc').orderBy('id').execute()).map(paraImovelDoFeed);
};

export const obterImovelParaPortais = async (db: Db, id: string): Promise<ImovelDoFeed | undefined> => {
  const row = await db.selectFrom('imoveis').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? paraImovelDoFeed(row) : undefined;
};

/** Turns a property's flag on or off; false when there is no such property. */
export const definirPublicacaoNosPortais = async (
  db: Db,
  id: string,
  publicar: boolean,
): Promise<boolean> => {
  const r = await db
    .updateTable('imoveis')
    .set({ publicar_portais: publicar ? 1 : 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
};

/** The feed's token, or undefined when none was made yet (the feed then answers 404). */
export const lerTokenPortais = async (db: Db): Promise<string | undefined> =>
  (await db.selectFrom('configuracoes').select('valor').where('chave', '=', CHAVE_TOKEN).executeTakeFirst())
    ?.valor;

/**
 * The feed's token, made from `novo` the first time. Two first requests at once keep the same
 * one: the insert of the second does nothing and both read what is stored.
 */
export const tokenPortais = async (db: Db, novo: string): Promise<string> => {
  await db
    .insertInto('configuracoes')
    .values({ chave: CHAVE_TOKEN, valor: novo })
    .onConflict((oc) => oc.column('chave').doNothing())
    .execute();
  return (await lerTokenPortais(db))!;
};

/** Replaces the feed's token: the old URL stops answering. */
export const trocarTokenPortais = async (db: Db, novo: string): Promise<string> => {
  await db
    .insertInto('configuracoes')
    .values({ chave: CHAVE_TOKEN, valor: novo })
    .onConflict((oc) => oc.column('chave').doUpdateSet({ valor: novo }))
    .execute();
  return novo;
};
