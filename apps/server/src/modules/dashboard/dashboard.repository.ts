import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { numero } from '../../lib/numeros';
import { recebimentosComImovel } from '../../db/recebimentos.repository';

/** Money in this file is integer centavos. */

/**
 * Months ('YYYY-MM') between `desde` and `ate` in which a receipt on an owned property was not
 * passed on yet: the months with a liberado repasse. A range of the receipts' (repasse_id, data)
 * index — bounded by `desde` because receipts of properties without an owner stay unstamped forever.
 */
export const mesesComRepasseAberto = async (db: Db, desde: string, ate: string): Promise<string[]> => {
  const mes = sql<string>`substr(r.data, 1, 7)`;
  const linhas = await recebimentosComImovel(db)
    .select(mes.as('mes'))
    .where('r.repasse_id', 'is', null)
    .where('r.data', '>=', desde)
    .where('r.data', '<=', ate)
    .where('i.proprietario_id', 'is not', null)
    .groupBy(mes)
    .orderBy(mes)
    .execute();
  return linhas.map((l) => l.mes);
};

/** The fees (administração + intermediação) of the repasses of `mes` already paid. */
export const taxasPagasDoMes = async (db: Db, mes: string): Promise<number> => {
  const l = await db
    .selectFrom('repasses')
    .select(sql<number>`coalesce(sum(taxa_administracao_centavos + taxa_intermediacao_centavos), 0)`.as('t'))
    .where('mes', '=', mes)
    .executeTakeFirstOrThrow();
  return numero(l.t);
};

/** Properties by status and operation, and how many of them were registered before `inicioMes`. */
export type ImoveisDoGrupo = { status: string; operacao: string; n: number; anteriores: number };

/** One GROUP BY over imoveis. */
export const imoveisPorStatusEOperacao = async (db: Db, inicioMes: string): Promise<ImoveisDoGrupo[]> =>
  (
    await db
      .selectFrom('imoveis')
      .select((eb) => [
        'status',
        'operacao',
        eb.fn.countAll<number>().as('n'),
        sql<number>`sum(case when data_cadastro < ${inicioMes} then 1 else 0 end)`.as('anteriores'),
      ])
      .groupBy(['status', 'operacao'])
      .execute()
  ).map((g) => ({
    status: g.status,
    operacao: g.operacao,
    n: numero(g.n),
    anteriores: numero(g.anteriores),
  }));

/** Ativo contracts now, those already Ativo before `inicioMes`, and the properties these occupied. */
export const contagemContratosAtivos = async (
  db: Db,
  inicioMes: string,
): Promise<{ ativos: number; ativosAnt: number; ocupadosAnt: number }> => {
  const l = await db
    .selectFrom('contratos')
    .select([
      sql<number>`sum(case when status = 'Ativo' then 1 else 0 end)`.as('ativos'),
      sql<number>`sum(case when status = 'Ativo' and data_inicio < ${inicioMes} then 1 else 0 end)`.as(
        'ativosAnt',
      ),
      sql<number>`count(distinct case when status = 'Ativo' and data_inicio < ${inicioMes} then imovel_id end)`.as(
        'ocupadosAnt',
      ),
    ])
    .executeTakeFirstOrThrow();
  return { ativos: numero(l.ativos), ativosAnt: numero(l.ativosAnt), ocupadosAnt: numero(l.ocupadosAnt) };
};

/**
 * Received from `de` to `ate` (by the day received) per property type: one GROUP BY over a range
 * of the receipts' date index. The month's figures come from receitaPorMes (relatorios), as the
 * revenue report's do.
 */
export const receitaPorTipo = async (db: Db, de: string, ate: string): Promise<Map<string, number>> => {
  const linhas = await recebimentosComImovel(db)
    .select(['i.tipo', sql<number>`sum(r.valor_centavos)`.as('recebido')])
    .where('r.data', '>=', de)
    .where('r.data', '<=', ate)
    .groupBy('i.tipo')
    .execute();
  return new Map(linhas.map((l) => [l.tipo, numero(l.recebido)]));
};
