import type { Db } from '../../db/database';
import type { DespesaProprietarioTable } from '../../db/types';

/** An owner's expense as the service uses it (money in centavos). */
export type DespesaGravada = {
  id: string;
  imovelId: string;
  imovelTitulo: string;
  proprietarioId: string;
  data: string;
  descricao: string;
  valor: number;
  repasseId: string | null;
  arquivoNome: string | null;
};

type Linha = Pick<
  DespesaProprietarioTable,
  | 'id'
  | 'imovel_id'
  | 'imovel_titulo'
  | 'proprietario_id'
  | 'data'
  | 'descricao'
  | 'valor_centavos'
  | 'repasse_id'
  | 'arquivo_nome'
>;

const COLUNAS = [
  'id',
  'imovel_id',
  'imovel_titulo',
  'proprietario_id',
  'data',
  'descricao',
  'valor_centavos',
  'repasse_id',
  'arquivo_nome',
] as const;

const paraDespesa = (l: Linha): DespesaGravada => ({
  id: l.id,
  imovelId: l.imovel_id,
  imovelTitulo: l.imovel_titulo,
  proprietarioId: l.proprietario_id,
  data: l.data,
  descricao: l.descricao,
  valor: l.valor_centavos,
  repasseId: l.repasse_id,
  arquivoNome: l.arquivo_nome,
});

/** Expenses dated in `mes`, oldest first. */
export const listarDespesasDoMes = async (db: Db, mes: string): Promise<DespesaGravada[]> =>
  (
    await db
      .selectFrom('despesas_proprietario')
      .select(COLUNAS)
      .where('data', '>=', `${mes}-01`)
      .where('data', '<=', `${mes}-31`)
      .orderBy('data')
      .orderBy('criado_em')
      .execute()
  ).map(paraDespesa);

/** Open expenses (no repasse yet) dated on or before `ate` (optionally one owner's), oldest first. */
export const despesasAbertasAte = async (
  db: Db,
  ate: string,
  proprietarioId?: string,
): Promise<DespesaGravada[]> => {
  let q = db
    .selectFrom('despesas_proprietario')
    .select(COLUNAS)
    .where('repasse_id', 'is', null)
    .where('data', '<=', ate);
  if (proprietarioId) q = q.where('proprietario_id', '=', proprietarioId);
  return (await q.orderBy('data').orderBy('criado_em').execute()).map(paraDespesa);
};

export const obterDespesa = async (db: Db, id: string): Promise<DespesaGravada | undefined> => {
  const l = await db
    .selectFrom('despesas_proprietario')
    .select(COLUNAS)
    .where('id', '=', id)
    .executeTakeFirst();
  return l ? paraDespesa(l) : undefined;
};

/** The property's title and owner, or undefined when it does not exist. */
export const imovelDaDespesa = async (
  db: Db,
  id: string,
): Promise<{ titulo: string; proprietarioId: string | null } | undefined> => {
  const l = await db
    .selectFrom('imoveis')
    .select(['titulo', 'proprietario_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  return l ? { titulo: l.titulo, proprietarioId: l.proprietario_id } : undefined;
};

export const inserirDespesa = async (
  db: Db,
  d: Omit<DespesaGravada, 'repasseId' | 'arquivoNome'>,
  criadoEm: string,
  criadoPor: string | null,
  arquivo?: { caminho: string; nome: string },
): Promise<void> => {
  await db
    .insertInto('despesas_proprietario')
    .values({
      id: d.id,
      imovel_id: d.imovelId,
      imovel_titulo: d.imovelTitulo,
      proprietario_id: d.proprietarioId,
      data: d.data,
      descricao: d.descricao,
      valor_centavos: d.valor,
      repasse_id: null,
      arquivo_path: arquivo?.caminho ?? null,
      arquivo_nome: arquivo?.nome ?? null,
      criado_em: criadoEm,
      criado_por: criadoPor,
    })
    .execute();
};

/** Where an expense's receipt is stored (server-chosen name), with its owner; undefined when gone. */
export const arquivoDaDespesa = async (
  db: Db,
  id: string,
): Promise<{ proprietarioId: string; caminho: string | null; nome: string | null } | undefined> => {
  const l = await db
    .selectFrom('despesas_proprietario')
    .select(['proprietario_id', 'arquivo_path', 'arquivo_nome'])
    .where('id', '=', id)
    .executeTakeFirst();
  return l && { proprietarioId: l.proprietario_id, caminho: l.arquivo_path, nome: l.arquivo_nome };
};

/** Deletes an expense only while it is open; false when a repasse took it (or it is gone). */
export const excluirDespesaAberta = async (db: Db, id: string): Promise<boolean> => {
  const r = await db
    .deleteFrom('despesas_proprietario')
    .where('id', '=', id)
    .where('repasse_id', 'is', null)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
};
