import {
  paraReais,
  type LancamentoAutomatico,
  type LancamentosQuery,
  type MeioPagamento,
  type OrigemLancamento,
  type SituacaoLancamento,
} from '@morada/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { LancamentoAutomaticoTable } from '../../db/types';

type LancamentoRow = Selectable<LancamentoAutomaticoTable>;

/** A payment event to journal: where it came from, its unique key and what it did. */
export type NovoLancamento = {
  id: string;
  origem: OrigemLancamento;
  chave: string;
  tipo: string;
  referencia: string | null;
  pagamentoId: string | null;
  recebimentoId: string | null;
  situacao: SituacaoLancamento;
  /** Centavos. */
  valor: number | null;
  data: string | null;
  /** How the money came (the receipt's meio when booked later); null when no money moved. */
  meio?: MeioPagamento | null;
  /** The imported file it came in; absent for a webhook. */
  importacaoId?: string | null;
  detalhe: string;
  agora: string;
};

const paraLancamento = (r: LancamentoRow & { repasse_id: string | null }): LancamentoAutomatico => ({
  id: r.id,
  origem: r.origem as OrigemLancamento,
  tipo: r.tipo,
  pagamentoId: r.pagamento_id,
  situacao: r.situacao as SituacaoLancamento,
  valor: r.valor_centavos === null ? null : paraReais(Number(r.valor_centavos)),
  data: r.data,
  detalhe: r.detalhe,
  importacaoId: r.importacao_id,
  criadoEm: r.criado_em,
  desfeitoEm: r.desfeito_em,
  podeDesfazer: r.situacao === 'lancado' && r.recebimento_id !== null && r.repasse_id === null,
});

const consulta = (db: Db) =>
  db
    .selectFrom('lancamentos_automaticos as l')
    .leftJoin('recebimentos as r', 'r.id', 'l.recebimento_id')
    .selectAll('l')
    .select('r.repasse_id');

export const inserirLancamento = async (db: Db, l: NovoLancamento): Promise<void> => {
  await db
    .insertInto('lancamentos_automaticos')
    .values({
      id: l.id,
      origem: l.origem,
      chave: l.chave,
      tipo: l.tipo,
      referencia: l.referencia,
      pagamento_id: l.pagamentoId,
      recebimento_id: l.recebimentoId,
      situacao: l.situacao,
      valor_centavos: l.valor,
      data: l.data,
      meio: l.meio ?? null,
      importacao_id: l.importacaoId ?? null,
      detalhe: l.detalhe,
      criado_em: l.agora,
    })
    .execute();
};

export const obterLancamento = async (db: Db, id: string): Promise<LancamentoAutomatico | undefined> => {
  const r = await consulta(db).where('l.id', '=', id).executeTakeFirst();
  return r && paraLancamento(r);
};

export const obterLancamentoPorChave = async (
  db: Db,
  chave: string,
): Promise<LancamentoAutomatico | undefined> => {
  const r = await consulta(db).where('l.chave', '=', chave).executeTakeFirst();
  return r && paraLancamento(r);
};

/** The receipt an automatic posting booked (null when it booked none or was undone). */
export const recebimentoDoLancamento = async (db: Db, id: string): Promise<string | null | undefined> => {
  const r = await db
    .selectFrom('lancamentos_automaticos')
    .select('recebimento_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return r?.recebimento_id;
};

/** The receipt an earlier event of the source booked for this reference, still standing (a refund undoes it). */
export const recebimentoLancadoPor = async (
  db: Db,
  origem: OrigemLancamento,
  referencia: string,
): Promise<{ id: string; recebimentoId: string } | undefined> => {
  const r = await db
    .selectFrom('lancamentos_automaticos')
    .select(['id', 'recebimento_id'])
    .where('origem', '=', origem)
    .where('referencia', '=', referencia)
    .where('situacao', '=', 'lancado')
    .where('recebimento_id', 'is not', null)
    .orderBy('criado_em', 'desc')
    .executeTakeFirst();
  return r && { id: r.id, recebimentoId: r.recebimento_id! };
};

/** The events of this source about this reference so far, oldest first (order-independent handling). */
export const eventosDaReferencia = async (
  db: Db,
  origem: OrigemLancamento,
  referencia: string,
): Promise<{ tipo: string; situacao: SituacaoLancamento }[]> =>
  (
    await db
      .selectFrom('lancamentos_automaticos')
      .select(['tipo', 'situacao'])
      .where('origem', '=', origem)
      .where('referencia', '=', referencia)
      .orderBy('criado_em')
      .execute()
  ).map((r) => ({ tipo: r.tipo, situacao: r.situacao as SituacaoLancamento }));

export const marcarDesfeito = async (db: Db, id: string, usuarioId: string | null, agora: string) => {
  await db
    .updateTable('lancamentos_automaticos')
    .set({ situacao: 'desfeito', recebimento_id: null, desfeito_por: usuarioId, desfeito_em: agora })
    .where('id', '=', id)
    .execute();
};

/** The journal, newest first, filtered; with the filtered total. */
export const listarLancamentos = async (
  db: Db,
  q: LancamentosQuery,
  offset: number,
): Promise<{ dados: LancamentoAutomatico[]; total: number }> => {
  let base = db.selectFrom('lancamentos_automaticos as l');
  if (q.situacao) base = base.where('l.situacao', '=', q.situacao);
  if (q.origem) base = base.where('l.origem', '=', q.origem);
  if (q.importacao) base = base.where('l.importacao_id', '=', q.importacao);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('recebimentos as r', 'r.id', 'l.recebimento_id')
    .selectAll('l')
    .select('r.repasse_id')
    .orderBy('l.criado_em', 'desc')
    .orderBy('l.id')
    .limit(q.limite)
    .offset(offset)
    .execute();
  return { dados: rows.map(paraLancamento), total: Number(total) };
};

/** What a pending item needs to be booked by hand: its amount, date and how the money came. */
export const dadosDoPendente = async (
  db: Db,
  id: string,
): Promise<{ valor: number | null; data: string | null; meio: MeioPagamento | null } | undefined> => {
  const r = await db
    .selectFrom('lancamentos_automaticos')
    .select(['valor_centavos', 'data', 'meio'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    r && {
      valor: r.valor_centavos === null ? null : Number(r.valor_centavos),
      data: r.data,
      meio: r.meio as MeioPagamento | null,
    }
  );
};

/** Settles a pending item (still pending: two admins at once, the second finds it done). */
export const resolverPendente = async (
  db: Db,
  id: string,
  r: { situacao: 'lancado' | 'ignorado'; pagamentoId?: string; recebimentoId?: string; detalhe: string },
): Promise<boolean> => {
  const feito = await db
    .updateTable('lancamentos_automaticos')
    .set({
      situacao: r.situacao,
      detalhe: r.detalhe,
      ...(r.pagamentoId ? { pagamento_id: r.pagamentoId } : {}),
      ...(r.recebimentoId ? { recebimento_id: r.recebimentoId } : {}),
    })
    .where('id', '=', id)
    .where('situacao', '=', 'pendente')
    .executeTakeFirst();
  return Number(feito.numUpdatedRows) > 0;
};
