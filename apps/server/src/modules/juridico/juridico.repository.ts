import { randomUUID } from 'node:crypto';
import type {
  DocumentoJuridico,
  Prioridade,
  Processo,
  StatusDocumento,
  StatusProcesso,
  TipoDocumento,
  TipoProcesso,
} from '@morada/domain';
import type { Db } from '../../db/database';
import type { Database, DocumentoJuridicoRow, ProcessoRow } from '../../db/types';
import { sql, type Selectable } from 'kysely';
import { likeContem } from '../../lib/texto';

const lista = (texto: string): string[] => {
  try {
    const v: unknown = JSON.parse(texto);
    return Array.isArray(v) ? v.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
};

/** The authorised download route; documents are never served from a public path. */
export const caminhoDownload = (id: string) => `/api/juridico/documentos/${id}/download`;

export const paraDocumento = (r: DocumentoJuridicoRow): DocumentoJuridico => ({
  _id: r.id,
  titulo: r.titulo,
  tipo: r.tipo as TipoDocumento,
  descricao: r.descricao,
  autor: r.autor,
  contratoRelacionado: r.contrato_relacionado,
  imovelRelacionado: r.imovel_relacionado,
  status: r.status as StatusDocumento,
  tags: lista(r.tags),
  observacoes: r.observacoes,
  arquivo: r.arquivo_path ? caminhoDownload(r.id) : null,
  formato: r.formato,
  createdAt: r.created_at,
});

export type DocumentoCampos = {
  titulo: string;
  tipo: string;
  descricao: string;
  autor: string;
  contratoRelacionado: string;
  imovelRelacionado: string;
  status: string;
  tags: string[];
  observacoes: string;
};

const colunasDocumento = (d: DocumentoCampos) => ({
  titulo: d.titulo,
  tipo: d.tipo,
  descricao: d.descricao,
  autor: d.autor,
  contrato_relacionado: d.contratoRelacionado,
  imovel_relacionado: d.imovelRelacionado,
  status: d.status,
  tags: JSON.stringify(d.tags),
  observacoes: d.observacoes,
});

/**
 * The contract a typed número names, by its present número or one it had before (a número is
 * never given to another contract); null when none does, and then no tenant sees the document.
 */
const contratoDoNumero = async (db: Db, numero: string): Promise<string | null> => {
  if (!numero) return null;
  const contrato = await db
    .selectFrom('contratos')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('numero', '=', numero),
        eb('id', 'in', eb.selectFrom('numeros_contrato').select('contrato_id').where('numero', '=', numero)),
      ]),
    )
    .executeTakeFirst();
  return contrato?.id ?? null;
};

const colunasVinculadas = async (db: Db, d: DocumentoCampos) => ({
  ...colunasDocumento(d),
  contrato_id: await contratoDoNumero(db, d.contratoRelacionado),
});

/**
 * True when the document belongs to a contract of this tenant. Only the contract's id counts:
 * the número is text the admin typed, and must never grant access.
 */
export const isDocumentoDoInquilino = async (
  db: Db,
  doc: DocumentoJuridicoRow,
  inquilinoId: string,
): Promise<boolean> =>
  doc.contrato_id !== null &&
  (await db
    .selectFrom('contratos')
    .select('id')
    .where('id', '=', doc.contrato_id)
    .where('inquilino_id', '=', inquilinoId)
    .executeTakeFirst()) !== undefined;

/** A tenant's documents of one contract, newest first. */
export const listarDocumentosDoContrato = (db: Db, contratoId: string) =>
  db
    .selectFrom('documentos_juridicos')
    .select(['id', 'titulo', 'tipo', 'created_at', 'arquivo_path'])
    .where('contrato_id', '=', contratoId)
    .orderBy('created_at', 'desc')
    .execute();

type TabelaJuridica = 'documentos_juridicos' | 'processos';

/**
 * The listing of `tabela`: one page, newest first (then by id), of the rows whose `colunas` contain
 * `busca` (case-insensitive; all rows when it is blank), as `paraApi` answers them, with how many
 * rows match in all.
 */
const buscaPaginada =
  <T extends TabelaJuridica, R>(
    tabela: T,
    colunas: readonly (keyof Database[T] & string)[],
    paraApi: (r: Selectable<Database[T]>) => R,
  ) =>
  async (
    db: Db,
    busca: string | undefined,
    limite: number,
    offset: number,
  ): Promise<{ dados: R[]; total: number }> => {
    let q = db.selectFrom(tabela as TabelaJuridica);
    if (busca?.trim()) {
      const t = likeContem(busca);
      q = q.where((eb) => eb.or(colunas.map((c) => eb(eb.fn('lower', [sql.ref(c)]), 'like', t))));
    }
    const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const linhas = await q
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limite)
      .offset(offset)
      .execute();
    return { dados: (linhas as Selectable<Database[T]>[]).map(paraApi), total: Number(total) };
  };

/** Documents matching title, type or author (case-insensitive contains), newest first. */
export const listarDocumentos = buscaPaginada(
  'documentos_juridicos',
  ['titulo', 'tipo', 'autor'],
  paraDocumento,
);

export const obterDocumentoRow = (db: Db, id: string) =>
  db.selectFrom('documentos_juridicos').selectAll().where('id', '=', id).executeTakeFirst();

export const inserirDocumento = async (
  db: Db,
  d: DocumentoCampos,
  arquivo: { caminho: string; nome: string; formato: string } | undefined,
  agora: string,
): Promise<string> => {
  const id = randomUUID();
  await db
    .insertInto('documentos_juridicos')
    .values({
      id,
      ...(await colunasVinculadas(db, d)),
      arquivo_path: arquivo?.caminho ?? null,
      arquivo_nome: arquivo?.nome ?? null,
      formato: arquivo?.formato ?? null,
      created_at: agora,
    })
    .execute();
  return id;
};

export const atualizarDocumento = async (db: Db, id: string, d: DocumentoCampos) => {
  await db
    .updateTable('documentos_juridicos')
    .set(await colunasVinculadas(db, d))
    .where('id', '=', id)
    .execute();
};

export const excluirDocumento = async (db: Db, id: string) => {
  await db.deleteFrom('documentos_juridicos').where('id', '=', id).execute();
};

export const paraProcesso = (r: ProcessoRow): Processo => ({
  _id: r.id,
  numero: r.numero,
  tipo: r.tipo as TipoProcesso,
  contratoId: r.contrato_id,
  status: r.status as StatusProcesso,
  prioridade: r.prioridade as Prioridade,
  descricao: r.descricao,
  advogadoResponsavel: r.advogado_responsavel,
  partesEnvolvidas: r.partes_envolvidas,
  dataPrazo: r.data_prazo,
  documentos: lista(r.documentos),
  valor: r.valor,
  observacoes: r.observacoes,
  createdAt: r.created_at,
});

export type ProcessoCampos = Omit<Processo, '_id' | 'createdAt'>;

const colunasProcesso = (p: ProcessoCampos) => ({
  numero: p.numero,
  tipo: p.tipo,
  contrato_id: p.contratoId,
  status: p.status,
  prioridade: p.prioridade,
  descricao: p.descricao,
  advogado_responsavel: p.advogadoResponsavel,
  partes_envolvidas: p.partesEnvolvidas,
  data_prazo: p.dataPrazo,
  documentos: JSON.stringify(p.documentos),
  valor: p.valor,
  observacoes: p.observacoes,
});

/** Cases matching number, type or lawyer, newest first. */
export const listarProcessos = buscaPaginada(
  'processos',
  ['numero', 'tipo', 'advogado_responsavel'],
  paraProcesso,
);

export const obterProcesso = async (db: Db, id: string): Promise<Processo | undefined> => {
  const r = await db.selectFrom('processos').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? paraProcesso(r) : undefined;
};

export const inserirProcesso = async (db: Db, p: ProcessoCampos, agora: string): Promise<string> => {
  const id = randomUUID();
  await db
    .insertInto('processos')
    .values({ id, ...colunasProcesso(p), created_at: agora })
    .execute();
  return id;
};

export const atualizarProcesso = async (db: Db, id: string, p: ProcessoCampos) => {
  await db.updateTable('processos').set(colunasProcesso(p)).where('id', '=', id).execute();
};

export const excluirProcesso = async (db: Db, id: string) => {
  await db.deleteFrom('processos').where('id', '=', id).execute();
};
