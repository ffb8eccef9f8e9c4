import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { pagamentosComInquilino } from '../../db/pagamentos.repository';
import { numero } from '../../lib/numeros';
import { principalAberto } from '../relatorios';

/** Money in this file is integer centavos; the dashboard's alerts and upcoming due dates. */

/** Centavos each payment row still owes (see principalAberto). */
const aberto = principalAberto('pagamentos');

/** A contract with late payments: how many, since when, and what is still open of them. */
export type AtrasoDoContrato = {
  contratoId: string;
  numero: string;
  inquilino: string;
  qtd: number;
  desde: string;
  total: number;
};

/**
 * The `limite` contracts whose late payments (PENDING, due on or before `ultimoEmAtraso`) are the
 * oldest. Grouped on the payments' covering index first; only those contracts are joined, and
 * only their late payments have their receipts looked up for what is still open.
 */
export const atrasosPorContrato = async (
  db: Db,
  ultimoEmAtraso: string,
  limite: number,
): Promise<AtrasoDoContrato[]> => {
  const linhas = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('pagamentos')
        .select(['contrato_id', sql<number>`count(*)`.as('qtd'), sql<string>`min(vencimento)`.as('desde')])
        .where('status', '=', 'PENDING')
        .where('vencimento', '<=', ultimoEmAtraso)
        .groupBy('contrato_id')
        .orderBy(sql`min(vencimento)`)
        .orderBy('contrato_id')
        .limit(limite)
        .as('a'),
    )
    .innerJoin('contratos as c', 'c.id', 'a.contrato_id')
    .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
    .select((eb) => [
      'c.id',
      'c.numero',
      'u.nome',
      'a.qtd',
      'a.desde',
      // Filtered inside the sum so the lookup is by contract (its ~100 payments), not a
      // range of every late payment of the agency once per contract.
      eb
        .selectFrom('pagamentos')
        .select(
          sql<number>`sum(case when pagamentos.status = 'PENDING' and pagamentos.vencimento <= ${ultimoEmAtraso}
              then ${aberto} else 0 end)`.as('total'),
        )
        .whereRef('pagamentos.contrato_id', '=', 'a.contrato_id')
        .as('total'),
    ])
    .orderBy('a.desde')
    .orderBy('c.numero')
    .execute();
  return linhas.map((r) => ({
    contratoId: r.id,
    numero: r.numero,
    inquilino: r.nome,
    qtd: numero(r.qtd),
    desde: r.desde,
    total: numero(r.total),
  }));
};

/** Ativo contracts ending from `de` to `ate`, soonest first. */
export const contratosAtivosTerminandoEntre = async (
  db: Db,
  de: string,
  ate: string,
  limite: number,
): Promise<{ id: string; numero: string; dataFim: string }[]> =>
  (
    await db
      .selectFrom('contratos')
      .select(['id', 'numero', 'data_fim'])
      .where('status', '=', 'Ativo')
      .where('data_fim', '>=', de)
      .where('data_fim', '<=', ate)
      .orderBy('data_fim')
      .limit(limite)
      .execute()
  ).map((r) => ({ id: r.id, numero: r.numero, dataFim: r.data_fim }));

/** Legal deadlines from `de` to `ate` of cases still open (not Concluído nor Arquivado), soonest first. */
export const prazosDeProcessosEntre = async (
  db: Db,
  de: string,
  ate: string,
  limite: number,
): Promise<{ id: string; numero: string; dataPrazo: string }[]> =>
  (
    await db
      .selectFrom('processos')
      .select(['id', 'numero', 'data_prazo'])
      .where('status', 'not in', ['Concluído', 'Arquivado'])
      .where('data_prazo', '>=', de)
      .where('data_prazo', '<=', ate)
      .orderBy('data_prazo')
      .limit(limite)
      .execute()
  ).map((r) => ({ id: r.id, numero: r.numero, dataPrazo: r.data_prazo! }));

export type RecebimentoRecente = {
  id: string;
  contratoId: string;
  numero: string;
  inquilino: string;
  valor: number;
  data: string;
};

/**
 * Each amount received (a partial one too) from `de` to `ate`, newest first: a small range of the
 * receipts' date index.
 */
export const recebimentosRecentes = async (
  db: Db,
  de: string,
  ate: string,
  limite: number,
): Promise<RecebimentoRecente[]> =>
  (
    await db
      .selectFrom('recebimentos as r')
      .innerJoin('pagamentos as p', 'p.id', 'r.pagamento_id')
      .innerJoin('contratos as c', 'c.id', 'p.contrato_id')
      .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
      .select(['r.id', 'c.id as contrato_id', 'c.numero', 'u.nome', 'r.valor_centavos', 'r.data'])
      .where('r.data', '>=', de)
      .where('r.data', '<=', ate)
      .orderBy('r.data', 'desc')
      .orderBy('r.created_at', 'desc')
      .limit(limite)
      .execute()
  ).map((r) => ({
    id: r.id,
    contratoId: r.contrato_id,
    numero: r.numero,
    inquilino: r.nome,
    valor: numero(r.valor_centavos),
    data: r.data,
  }));

export type VencimentoAberto = {
  pagamentoId: string;
  vencimento: string;
  aberto: number;
  contratoId: string;
  numero: string;
  inquilino: string;
};

/** Open payments due after `depoisDe` and up to `ate`, soonest first, with what is still open of them. */
export const vencimentosAbertosEntre = async (
  db: Db,
  depoisDe: string,
  ate: string,
  limite: number,
): Promise<VencimentoAberto[]> =>
  (
    await pagamentosComInquilino(db)
      .select([
        'p.id',
        'p.vencimento',
        principalAberto('p').as('aberto'),
        'c.id as contratoId',
        'c.numero',
        'u.nome',
      ])
      .where('p.status', '=', 'PENDING')
      .where('p.vencimento', '>', depoisDe)
      .where('p.vencimento', '<=', ate)
      .orderBy('p.vencimento')
      .orderBy('c.numero')
      .limit(limite)
      .execute()
  ).map((l) => ({
    pagamentoId: l.id,
    vencimento: l.vencimento,
    aberto: numero(l.aberto),
    contratoId: l.contratoId,
    numero: l.numero,
    inquilino: l.nome,
  }));
