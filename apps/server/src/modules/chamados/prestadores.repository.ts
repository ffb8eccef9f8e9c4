import type { CategoriaChamado, Prestador } from '@morada/domain';
import type { Db } from '../../db/database';
import type { PrestadorTable } from '../../db/types';

/** A prestador's fields as the API takes them (documento and telefone already digits). */
export type DadosPrestador = Omit<Prestador, 'id'>;

const paraPrestador = (l: PrestadorTable): Prestador => ({
  id: l.id,
  nome: l.nome,
  documento: l.documento,
  telefone: l.telefone,
  email: l.email,
  especialidades: JSON.parse(l.especialidades) as CategoriaChamado[],
  ativo: Number(l.ativo) === 1,
});

const colunas = (d: DadosPrestador) => ({
  nome: d.nome,
  documento: d.documento,
  telefone: d.telefone,
  email: d.email,
  especialidades: JSON.stringify(d.especialidades),
  ativo: d.ativo ? 1 : 0,
});

/** Every prestador, the active ones first, by name. */
export const listarPrestadores = async (db: Db): Promise<Prestador[]> =>
  (await db.selectFrom('prestadores').selectAll().orderBy('ativo', 'desc').orderBy('nome').execute()).map(
    paraPrestador,
  );

export const obterPrestador = async (db: Db, id: string): Promise<Prestador | undefined> => {
  const l = await db.selectFrom('prestadores').selectAll().where('id', '=', id).executeTakeFirst();
  return l && paraPrestador(l);
};

export const inserirPrestador = async (db: Db, id: string, d: DadosPrestador, em: string): Promise<void> => {
  await db
    .insertInto('prestadores')
    .values({ id, ...colunas(d), criado_em: em })
    .execute();
};

/** Changes a prestador; false when there is none with this id. */
export const alterarPrestador = async (db: Db, id: string, d: DadosPrestador): Promise<boolean> => {
  const r = await db.updateTable('prestadores').set(colunas(d)).where('id', '=', id).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

/**
 * Deletes a prestador no chamado names, or deactivates one that served chamados (their history
 * keeps his name). Answers what happened, or undefined when there is no such prestador.
 */
export const excluirOuDesativarPrestador = async (
  db: Db,
  id: string,
): Promise<'excluido' | 'desativado' | undefined> => {
  const usado = await db
    .selectFrom('chamados')
    .select('id')
    .where('prestador_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (usado) {
    const r = await db.updateTable('prestadores').set({ ativo: 0 }).where('id', '=', id).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1 ? 'desativado' : undefined;
  }
  const r = await db.deleteFrom('prestadores').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1 ? 'excluido' : undefined;
};
