import type { CategoriaDocumentoProposta } from '@morada/domain';
import type { Db } from '../../db/database';

export type DocumentoGuardado = {
  id: string;
  nome: string;
  tipo: 'pdf' | 'jpeg';
  tamanho: number;
  caminho: string;
};

export const inserirDocumento = async (
  db: Db,
  propostaId: string,
  d: DocumentoGuardado & { categoria: CategoriaDocumentoProposta },
  agora: string,
): Promise<void> => {
  await db
    .insertInto('proposta_documentos')
    .values({
      id: d.id,
      proposta_id: propostaId,
      nome: d.nome,
      tipo: d.tipo,
      tamanho: d.tamanho,
      categoria: d.categoria,
      caminho: d.caminho,
      criado_em: agora,
    })
    .execute();
};

/** One document of one proposal (a document of another proposal is not found). */
export const obterDocumento = async (
  db: Db,
  propostaId: string,
  id: string,
): Promise<DocumentoGuardado | undefined> => {
  const r = await db
    .selectFrom('proposta_documentos')
    .select(['id', 'nome', 'tipo', 'tamanho', 'caminho'])
    .where('proposta_id', '=', propostaId)
    .where('id', '=', id)
    .executeTakeFirst();
  return r && { ...r, tipo: r.tipo as DocumentoGuardado['tipo'], tamanho: Number(r.tamanho) };
};

export const excluirDocumento = async (db: Db, id: string): Promise<void> => {
  await db.deleteFrom('proposta_documentos').where('id', '=', id).execute();
};
