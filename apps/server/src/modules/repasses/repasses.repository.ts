import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { numero, numeroOuNulo } from '../../lib/numeros';
import { dadosRepasseDe } from '../usuarios';
import {
  consultaRecebimentosDeProprietarios,
  recebimentoDaLinha,
  type RecebimentoDeProprietario,
} from './recebimentos-proprietarios.repository';
import { recebimentosComImovel } from '../../db/recebimentos.repository';

/** Money in this file is integer centavos; the service converts to reais at the edge. */

/** A receipt not yet passed on, with what the repasse needs of its contract. */
export type RecebimentoAberto = RecebimentoDeProprietario;

const ultimoDia = (mes: string) => `${mes}-31`;

/**
 * Receipts dated in `mes` that no repasse took yet, of contracts on properties with an owner
 * (optionally one owner), in contract then date order.
 */
export const recebimentosAbertosDoMes = async (
  db: Db,
  mes: string,
  proprietarioId?: string,
): Promise<RecebimentoAberto[]> => {
  let q = consultaRecebimentosDeProprietarios(db)
    .where('r.repasse_id', 'is', null)
    .where('r.data', '>=', `${mes}-01`)
    .where('r.data', '<=', ultimoDia(mes));
  if (proprietarioId) q = q.where('i.proprietario_id', '=', proprietarioId);
  const linhas = await q.orderBy('c.numero').orderBy('r.data').orderBy('r.id').execute();
  return linhas.map(recebimentoDaLinha);
};

/** Months (before `antesDe`) in which an owner still has receipts not passed on. */
export const mesesComRecebimentosAbertos = async (
  db: Db,
  proprietarioId: string,
  antesDe: string,
): Promise<string[]> => {
  const mes = sql<string>`substr(r.data, 1, 7)`;
  const linhas = await recebimentosComImovel(db)
    .select(mes.as('mes'))
    .where('r.repasse_id', 'is', null)
    .where('r.data', '<', `${antesDe}-01`)
    .where('i.proprietario_id', '=', proprietarioId)
    .groupBy(mes)
    .execute();
  return linhas.map((l) => l.mes);
};

/** Per owner, the principal still open of their payments due in `mes` (not received nor cancelled). */
export const abertoPorProprietario = async (
  db: Db,
  mes: string,
  proprietarioId?: string,
): Promise<Map<string, number>> => {
  let q = db
    .selectFrom('pagamentos as p')
    .innerJoin('contratos as c', 'c.id', 'p.contrato_id')
    .innerJoin('imoveis as i', 'i.id', 'c.imovel_id')
    .select([
      'i.proprietario_id',
      sql<number>`sum(p.valor_centavos - (
        select coalesce(sum(r.aluguel_centavos + r.condominio_centavos + r.iptu_centavos + r.outros_centavos), 0)
        from recebimentos r where r.pagamento_id = p.id))`.as('aberto'),
    ])
    .where('p.status', 'not in', ['RECEIVED', 'CANCELLED'])
    .where('p.vencimento', '>=', `${mes}-01`)
    .where('p.vencimento', '<=', ultimoDia(mes))
    .where('i.proprietario_id', 'is not', null);
  if (proprietarioId) q = q.where('i.proprietario_id', '=', proprietarioId);
  const linhas = await q.groupBy('i.proprietario_id').execute();
  return new Map(linhas.map((l) => [l.proprietario_id!, numero(l.aberto)]));
};

/**
 * The repasse day of each owner's contracts: the contract's, else its property's (null = the
 * agency's default).
 */
export const diasRepasse = async (
  db: Db,
  ids: readonly string[],
): Promise<Map<string, (number | null)[]>> => {
  const saida = new Map<string, (number | null)[]>();
  if (!ids.length) return saida;
  const linhas = await db
    .selectFrom('contratos as c')
    .innerJoin('imoveis as i', 'i.id', 'c.imovel_id')
    .select(['i.proprietario_id', (eb) => eb.fn.coalesce('c.dia_repasse', 'i.dia_repasse').as('dia_repasse')])
    .where('i.proprietario_id', 'in', [...ids])
    .where('c.status', 'not in', ['Cancelado'])
    .execute();
  for (const l of linhas)
    saida.set(l.proprietario_id!, [...(saida.get(l.proprietario_id!) ?? []), numeroOuNulo(l.dia_repasse)]);
  return saida;
};

export type ProprietarioDoRepasse = {
  _id: string;
  nome: string;
  documento: string;
  chavePix: string | null;
  banco: string;
  agencia: string;
  conta: string;
};

/** Owners (perfil proprietario) by id with where their repasse goes (empty when not recorded). */
export const proprietariosPorId = async (
  db: Db,
  ids: readonly string[],
): Promise<Map<string, ProprietarioDoRepasse>> => {
  if (!ids.length) return new Map();
  const linhas = await db
    .selectFrom('usuarios')
    .select(['id', 'nome', 'cpf'])
    .where('id', 'in', [...ids])
    .where('perfil', '=', 'proprietario')
    .execute();
  const dados = await dadosRepasseDe(db, [...ids]);
  return new Map(
    linhas.map((l) => {
      const d = dados.get(l.id);
      return [
        l.id,
        {
          _id: l.id,
          nome: l.nome,
          // Until the agency records the owner's details, the CPF of their account.
          documento: d?.documento ?? l.cpf.replace(/\D/g, ''),
          chavePix: d?.chavePix ?? null,
          banco: d?.banco ?? '',
          agencia: d?.agencia ?? '',
          conta: d?.conta ?? '',
        },
      ];
    }),
  );
};
