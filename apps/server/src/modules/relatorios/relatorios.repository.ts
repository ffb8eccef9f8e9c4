import type { ParteExtrato } from '@morada/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { numero } from '../../lib/numeros';
import { listarAbertosVencidos, type PagamentoLivro } from '../pagamentos';
import { recebimentosComImovel } from '../../db/recebimentos.repository';

/** Money in this file is integer centavos; the service converts to reais at the edge. */

/**
 * What a payment (the row named `pagamento` in the query) still owes of its composition: its
 * total minus the principal its receipts paid (one lookup in the receipts' pagamento index).
 */
export const principalAberto = (
  pagamento: string,
) => sql<number>`${sql.ref(`${pagamento}.valor_centavos`)} - (
  select coalesce(sum(r.aluguel_centavos + r.condominio_centavos + r.iptu_centavos + r.outros_centavos), 0)
  from recebimentos r where r.pagamento_id = ${sql.ref(`${pagamento}.id`)})`;

/** Sum of what fell due per month of `ano` (cancelled payments are not owed). */
export const esperadoPorMes = async (db: Db, ano: number): Promise<Map<string, number>> => {
  const mes = sql<string>`substr(vencimento, 1, 7)`;
  const linhas = await db
    .selectFrom('pagamentos')
    .select([mes.as('mes'), (eb) => eb.fn.sum<number>('valor_centavos').as('total')])
    // 'in' rather than '!= CANCELLED': a range of the (status, vencimento, valor_centavos) index.
    .where('status', 'in', ['PENDING', 'RECEIVED'])
    .where('vencimento', '>=', `${ano}-01-01`)
    .where('vencimento', '<=', `${ano}-12-31`)
    .groupBy(mes)
    .execute();
  return new Map(linhas.map((l) => [l.mes, numero(l.total)]));
};

/** What came in during one month ('YYYY-MM'), split the way each receipt was applied (centavos). */
export type ReceitaDoMes = {
  recebido: number;
  /** Rent, net of discount. */
  aluguel: number;
  condominio: number;
  iptu: number;
  outros: number;
  /** Multa plus juros. */
  multaJuros: number;
};

/**
 * Every amount received from `de` to `ate`, per month of the day it was received, with how each
 * receipt was applied. The one rule for "receita" and "multas e juros" of a month: the revenue
 * report and the dashboard (card, chart and categories) all read it. One GROUP BY over a range of
 * the receipts' date index.
 */
export const receitaPorMes = async (db: Db, de: string, ate: string): Promise<Map<string, ReceitaDoMes>> => {
  const mes = sql<string>`substr(data, 1, 7)`;
  const linhas = await db
    .selectFrom('recebimentos')
    .select([
      mes.as('mes'),
      sql<number>`sum(valor_centavos)`.as('recebido'),
      sql<number>`sum(aluguel_centavos)`.as('aluguel'),
      sql<number>`sum(condominio_centavos)`.as('condominio'),
      sql<number>`sum(iptu_centavos)`.as('iptu'),
      sql<number>`sum(outros_centavos)`.as('outros'),
      sql<number>`sum(multa_centavos + juros_centavos)`.as('multaJuros'),
    ])
    .where('data', '>=', de)
    .where('data', '<=', ate)
    .groupBy(mes)
    .execute();
  return new Map(
    linhas.map((l) => [
      l.mes,
      {
        recebido: numero(l.recebido),
        aluguel: numero(l.aluguel),
        condominio: numero(l.condominio),
        iptu: numero(l.iptu),
        outros: numero(l.outros),
        multaJuros: numero(l.multaJuros),
      },
    ]),
  );
};

export type DevidoDoMes = { devido: number; emAtraso: number };

/**
 * Per month of due date, the payments due from `de` to `ate` (cancelled ones excluded): what they
 * amount to and the principal still open. Callers pass `ate` = the last due date already late
 * (ultimoVencimentoEmAtraso), so this is the delinquency of each month. Reads a range of the
 * (status, vencimento, valor_centavos) index; receipts are looked up only for open payments.
 */
export const devidoEmAtrasoPorMes = async (
  db: Db,
  de: string,
  ate: string,
): Promise<Map<string, DevidoDoMes>> => {
  if (ate < de) return new Map();
  const mes = sql<string>`substr(p.vencimento, 1, 7)`;
  const linhas = await db
    .selectFrom('pagamentos as p')
    .select([
      mes.as('mes'),
      sql<number>`sum(p.valor_centavos)`.as('devido'),
      sql<number>`sum(case when p.status = 'PENDING' then ${principalAberto('p')} else 0 end)`.as('emAtraso'),
    ])
    .where('p.status', 'in', ['PENDING', 'RECEIVED'])
    .where('p.vencimento', '>=', de)
    .where('p.vencimento', '<=', ate)
    .groupBy(mes)
    .execute();
  return new Map(linhas.map((l) => [l.mes, { devido: numero(l.devido), emAtraso: numero(l.emAtraso) }]));
};

export type VencidoDetalhado = PagamentoLivro & { numero: string; inquilino: string; imovel: string };

/**
 * Open payments already late (due on or before `ultimoEmAtraso`, see ultimoVencimentoEmAtraso),
 * with their receipts, the contract number, tenant and property.
 */
export const vencidosDetalhados = async (
  db: Db,
  hoje: string,
  ultimoEmAtraso: string,
): Promise<VencidoDetalhado[]> => {
  const vencidos = (await listarAbertosVencidos(db, hoje)).filter((v) => v.vencimento <= ultimoEmAtraso);
  if (vencidos.length === 0) return [];
  const ids = [...new Set(vencidos.map((v) => v.contrato_id))];
  const porId = new Map<string, { numero: string; inquilino: string; imovel: string }>();
  for (let i = 0; i < ids.length; i += 500) {
    const contratos = await db
      .selectFrom('contratos as c')
      .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
      .innerJoin('imoveis as i', 'i.id', 'c.imovel_id')
      .select(['c.id', 'c.numero', 'u.nome as inquilino', 'i.titulo as imovel'])
      .where('c.id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const c of contratos) porId.set(c.id, c);
  }
  return vencidos.map((v) => {
    const c = porId.get(v.contrato_id);
    return { ...v, numero: c?.numero ?? '', inquilino: c?.inquilino ?? '', imovel: c?.imovel ?? '' };
  });
};

/** Rental properties with their active contract (if any), its tenant and its rent (centavos). */
export const imoveisDeLocacao = (db: Db) =>
  db
    .selectFrom('imoveis as i')
    .leftJoin('contratos as c', (j) => j.onRef('c.imovel_id', '=', 'i.id').on('c.status', '=', 'Ativo'))
    .leftJoin('usuarios as u', 'u.id', 'c.inquilino_id')
    .select([
      'i.id',
      'i.titulo',
      'i.tipo',
      'i.cidade',
      'i.status',
      'c.numero as contrato',
      'u.nome as inquilino',
      'c.aluguel_centavos as aluguelCentavos',
    ])
    .where('i.operacao', '=', 'Aluguel')
    .orderBy('i.titulo')
    .execute();

/** A contract's receipts of one month, summed (centavos). */
export type RecebidoDoExtrato = {
  pessoaId: string | null;
  pessoaNome: string | null;
  pessoaCpf: string | null;
  contraparte: string | null;
  contraparteCpf: string | null;
  numero: string;
  imovel: string;
  /** YYYY-MM */
  mes: string;
  valor: number;
  aluguel: number;
  condominio: number;
  iptu: number;
  outros: number;
  multaJuros: number;
  /** The contract's share (%) of multa and juros that belongs to the owner. */
  encargosProprietarioPercentual: number;
};

/**
 * The amounts received in `ano`, summed per contract and month, each with the person whose
 * statement it belongs to (the tenant, or the property's owner) and the other party. Reads the
 * receipts' date index; ordered so grouping keeps a stable order.
 */
export const recebidosDoExtrato = async (
  db: Db,
  ano: number,
  parte: ParteExtrato,
): Promise<RecebidoDoExtrato[]> => {
  const mes = sql<string>`substr(r.data, 1, 7)`;
  const linhas = await recebimentosComImovel(db)
    .innerJoin('usuarios as t', 't.id', 'c.inquilino_id')
    .leftJoin('usuarios as o', 'o.id', 'i.proprietario_id')
    .select([
      't.id as tId',
      't.nome as tNome',
      't.cpf as tCpf',
      'o.id as oId',
      'o.nome as oNome',
      'o.cpf as oCpf',
      'c.numero',
      'c.encargos_proprietario_percentual',
      'i.endereco',
      'i.cidade',
      mes.as('mes'),
      sql<number>`sum(r.valor_centavos)`.as('valor'),
      sql<number>`sum(r.aluguel_centavos)`.as('aluguel'),
      sql<number>`sum(r.condominio_centavos)`.as('condominio'),
      sql<number>`sum(r.iptu_centavos)`.as('iptu'),
      sql<number>`sum(r.outros_centavos)`.as('outros'),
      sql<number>`sum(r.multa_centavos + r.juros_centavos)`.as('multaJuros'),
    ])
    .where('r.data', '>=', `${ano}-01-01`)
    .where('r.data', '<=', `${ano}-12-31`)
    .groupBy([
      't.id',
      't.nome',
      't.cpf',
      'o.id',
      'o.nome',
      'o.cpf',
      'c.id',
      'c.numero',
      'c.encargos_proprietario_percentual',
      'i.endereco',
      'i.cidade',
      mes,
    ])
    .orderBy(parte === 'inquilino' ? 't.nome' : 'o.nome')
    .orderBy('c.numero')
    .orderBy(mes)
    .execute();
  return linhas.map((l) => {
    const inquilino = { id: l.tId, nome: l.tNome, cpf: l.tCpf };
    const dono = { id: l.oId, nome: l.oNome, cpf: l.oCpf };
    const [pessoa, outro] = parte === 'inquilino' ? [inquilino, dono] : [dono, inquilino];
    return {
      pessoaId: pessoa.id,
      pessoaNome: pessoa.nome,
      pessoaCpf: pessoa.cpf,
      contraparte: outro.nome,
      contraparteCpf: outro.cpf,
      numero: l.numero,
      imovel: `${l.endereco}, ${l.cidade}`,
      mes: l.mes,
      valor: numero(l.valor),
      aluguel: numero(l.aluguel),
      condominio: numero(l.condominio),
      iptu: numero(l.iptu),
      outros: numero(l.outros),
      multaJuros: numero(l.multaJuros),
      encargosProprietarioPercentual: numero(l.encargos_proprietario_percentual),
    };
  });
};
