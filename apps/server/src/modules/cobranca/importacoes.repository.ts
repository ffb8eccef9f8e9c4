import type { ImportacaoBancaria, TipoImportacao } from '@morada/domain';
import type { Db } from '../../db/database';

export type NovaImportacao = {
  id: string;
  tipo: TipoImportacao;
  contaId: string;
  nomeArquivo: string;
  hash: string;
  usuarioId: string;
  agora: string;
};

export const inserirImportacao = async (db: Db, i: NovaImportacao): Promise<void> => {
  await db
    .insertInto('importacoes_bancarias')
    .values({
      id: i.id,
      tipo: i.tipo,
      conta_id: i.contaId,
      nome_arquivo: i.nomeArquivo,
      hash_arquivo: i.hash,
      usuario_id: i.usuarioId,
      criado_em: i.agora,
      itens: 0,
      lancados: 0,
      atualizados: 0,
      pendentes: 0,
      ignorados: 0,
      repetidos: 0,
    })
    .execute();
};

/** Writes what the file's items became: its journal rows by situação, and the repeats it skipped. */
export const fecharImportacao = async (
  db: Db,
  id: string,
  itens: number,
  repetidos: number,
): Promise<void> => {
  const porSituacao = await db
    .selectFrom('lancamentos_automaticos')
    .select(['situacao', (eb) => eb.fn.countAll<string>().as('n')])
    .where('importacao_id', '=', id)
    .groupBy('situacao')
    .execute();
  const n = (s: string) => Number(porSituacao.find((p) => p.situacao === s)?.n ?? 0);
  await db
    .updateTable('importacoes_bancarias')
    .set({
      itens,
      lancados: n('lancado'),
      atualizados: n('atualizado'),
      pendentes: n('pendente'),
      ignorados: n('ignorado'),
      repetidos,
    })
    .where('id', '=', id)
    .execute();
};

const consulta = (db: Db) =>
  db
    .selectFrom('importacoes_bancarias as i')
    .innerJoin('contas_cobranca as c', 'c.id', 'i.conta_id')
    .selectAll('i')
    .select('c.nome as conta_nome')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('importacoes_bancarias as antes')
            .select('antes.id')
            .whereRef('antes.hash_arquivo', '=', 'i.hash_arquivo')
            .whereRef('antes.tipo', '=', 'i.tipo')
            .whereRef('antes.criado_em', '<', 'i.criado_em'),
        )
        .as('repetido'),
    );

type Linha = Awaited<ReturnType<ReturnType<typeof consulta>['executeTakeFirstOrThrow']>>;

const paraImportacao = (r: Linha): ImportacaoBancaria => ({
  id: r.id,
  tipo: r.tipo as TipoImportacao,
  contaId: r.conta_id,
  contaNome: r.conta_nome,
  nomeArquivo: r.nome_arquivo,
  criadoEm: r.criado_em,
  itens: Number(r.itens),
  lancados: Number(r.lancados),
  atualizados: Number(r.atualizados),
  pendentes: Number(r.pendentes),
  ignorados: Number(r.ignorados),
  repetidos: Number(r.repetidos),
  arquivoRepetido: Boolean(Number(r.repetido)),
});

export const obterImportacao = async (db: Db, id: string): Promise<ImportacaoBancaria | undefined> => {
  const r = await consulta(db).where('i.id', '=', id).executeTakeFirst();
  return r && paraImportacao(r);
};

/** Newest first, with the filtered total. */
export const listarImportacoes = async (
  db: Db,
  limite: number,
  offset: number,
): Promise<{ dados: ImportacaoBancaria[]; total: number }> => {
  const { total } = await db
    .selectFrom('importacoes_bancarias')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const linhas = await consulta(db)
    .orderBy('i.criado_em', 'desc')
    .orderBy('i.id')
    .limit(limite)
    .offset(offset)
    .execute();
  return { dados: linhas.map(paraImportacao), total: Number(total) };
};
