import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { numero } from '../../lib/numeros';

/** Money in this file is integer centavos. */

/**
 * Months ('YYYY-MM') between `desde` and `ate` in which a receipt on an owned property was not
 * passed on yet: the months with a liberado repasse. A range of the receipts' (repasse_id, data)
 * index — bounded by `desde` because receipts of properties without an owner stay unstamped forever.
 */
export const mesesComRepasseAberto = async (db: Db, desde: string, ate: string): Promise<string[]> => {
  const mes = sql<string>`substr(r.data, 1, 7)`;
  const linhas = await db
    .selectFrom('recebimentos as r')
    .innerJoin('pagamentos as p', 'p.id', 'r.pagamento_id')
    .innerJoin('contratos as c', 'c.id', 'p.contrato_id')
    .innerJoin('imoveis as i', 'i.id', 'c.imovel_id')
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
