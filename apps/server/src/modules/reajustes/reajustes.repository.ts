import { randomUUID } from 'node:crypto';
import {
  paraReais,
  totalComposicao,
  type ContratoReajustavel,
  type IndiceReajuste,
  type Reajuste,
  type RegraReajusteNegativo,
  type Renegociacao,
} from '@morada/domain';
import type { Db } from '../../db/database';
import type { Database, PagamentoRow } from '../../db/types';
import type { ExpressionBuilder } from 'kysely';
import { renegociacoesDosContratos } from '../contratos';
import { colunasInquilino, colunasPrazoContrato, contratosComInquilino } from '../../db/contratos.repository';
import { composicaoDe } from '../pagamentos';
import { lerPercentual } from './indices.repository';

/** A contract with what its reajustes need: the rule, the rent, the tenant and the property. */
export type ContratoParaReajuste = ContratoReajustavel & {
  id: string;
  numero: string;
  status: string;
  diaVencimento: number;
  inquilino: { id: string; nome: string; email: string };
  imovel: { id: string; titulo: string };
};

/**
 * The last reajuste recorded for contract `c` (applied or waived): its order and anniversary, two
 * columns of a query over `contratos as c`, for the rule of the next anniversaries.
 */
export const ultimoReajuste = (eb: ExpressionBuilder<Database & { c: Database['contratos'] }, 'c'>) => [
  eb
    .selectFrom('reajustes as r')
    .select((e) => e.fn.max('r.ordem').as('m'))
    .whereRef('r.contrato_id', '=', 'c.id')
    .as('ultima_ordem'),
  eb
    .selectFrom('reajustes as r')
    .select((e) => e.fn.max('r.aniversario').as('a'))
    .whereRef('r.contrato_id', '=', 'c.id')
    .as('ultimo_aniversario'),
];

const base = (db: Db) =>
  contratosComInquilino(db)
    .innerJoin('imoveis as i', 'i.id', 'c.imovel_id')
    .select((eb) => [
      ...colunasPrazoContrato,
      'c.status',
      'c.aluguel_centavos',
      'c.indice_reajuste',
      'c.reajuste_percentual_fixo',
      'c.reajuste_mes_base',
      'c.reajuste_negativo',
      ...colunasInquilino,
      'i.id as i_id',
      'i.titulo as i_titulo',
      ...ultimoReajuste(eb),
    ]);

type Linha = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

const paraContrato = (r: Linha, renegociacoes: Renegociacao[] = []): ContratoParaReajuste => ({
  id: r.id,
  numero: r.numero,
  status: r.status,
  dataInicio: r.data_inicio,
  dataFim: r.data_fim,
  diaVencimento: r.dia_vencimento,
  aluguelCentavos: r.aluguel_centavos,
  indice: r.indice_reajuste as IndiceReajuste,
  percentualFixo: r.reajuste_percentual_fixo === null ? null : lerPercentual(r.reajuste_percentual_fixo),
  mesBase: r.reajuste_mes_base,
  negativo: r.reajuste_negativo as RegraReajusteNegativo,
  ultimaOrdem: Number(r.ultima_ordem ?? 0),
  ultimoAniversario: r.ultimo_aniversario ?? null,
  renegociacoes,
  inquilino: { id: r.u_id, nome: r.u_nome, email: r.u_email },
  imovel: { id: r.i_id, titulo: r.i_titulo },
});

/** Every Ativo contract (the pending list and the daily reminder). */
export const listarContratosAtivos = async (db: Db): Promise<ContratoParaReajuste[]> => {
  const linhas = await base(db).where('c.status', '=', 'Ativo').orderBy('c.numero').execute();
  const renegociacoes = await renegociacoesDosContratos(
    db,
    linhas.map((l) => l.id),
  );
  return linhas.map((l) => paraContrato(l, renegociacoes.get(l.id)));
};

export const obterContratoParaReajuste = async (
  db: Db,
  id: string,
): Promise<ContratoParaReajuste | undefined> => {
  const r = await base(db).where('c.id', '=', id).executeTakeFirst();
  return r ? paraContrato(r, (await renegociacoesDosContratos(db, [id])).get(id)) : undefined;
};

/**
 * Takes the contract's row for the rest of the transaction: a write that changes nothing is a row
 * lock on PostgreSQL and the write lock on SQLite, so two processes applying the same reajuste run
 * one after the other and the second sees the first's history. False when there is no such contract.
 */
export const travarContrato = async (db: Db, id: string): Promise<boolean> => {
  const r = await db
    .updateTable('contratos')
    .set((eb) => ({ aluguel_centavos: eb.ref('aluguel_centavos') }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

export const atualizarAluguel = async (db: Db, id: string, centavos: number): Promise<void> => {
  await db.updateTable('contratos').set({ aluguel_centavos: centavos }).where('id', '=', id).execute();
};

/** Open payments due on or after `desde`: the months the new rent applies to. */
export const pagamentosAbertosDesde = (db: Db, contratoId: string, desde: string): Promise<PagamentoRow[]> =>
  db
    .selectFrom('pagamentos')
    .selectAll()
    .where('contrato_id', '=', contratoId)
    .where('status', '=', 'PENDING')
    .where('vencimento', '>=', desde)
    .orderBy('vencimento')
    .execute();

/** A payment's rent and total after a reajuste (the rest of its composition stays). */
const atualizarAluguelDoPagamento = async (
  db: Db,
  id: string,
  aluguelCentavos: number,
  valorCentavos: number,
): Promise<void> => {
  await db
    .updateTable('pagamentos')
    .set({ aluguel_centavos: aluguelCentavos, valor_centavos: valorCentavos })
    .where('id', '=', id)
    .execute();
};

/**
 * Re-bills with a new rent (centavos) the contract's open payments due on or after `desde` (a
 * reajuste's anniversary, an aditivo's vigência); answers the ids whose value changed, whose
 * boletos are then re-issued.
 */
export const recobrarAluguelDesde = async (
  db: Db,
  contratoId: string,
  desde: string,
  aluguel: number,
): Promise<string[]> => {
  const alterados: string[] = [];
  for (const p of await pagamentosAbertosDesde(db, contratoId, desde)) {
    if (p.aluguel_centavos === aluguel) continue;
    await atualizarAluguelDoPagamento(db, p.id, aluguel, totalComposicao({ ...composicaoDe(p), aluguel }));
    alterados.push(p.id);
  }
  return alterados;
};

export type NovoReajuste = Omit<Reajuste, 'id' | 'aluguelAnterior' | 'aluguelNovo'> & {
  aluguelAnteriorCentavos: number;
  aluguelNovoCentavos: number;
};

/**
 * Records a reajuste and answers its id. The unique (contrato, aniversário) and (contrato, ordem)
 * keys make a second record of the same one impossible: undefined when it was already there.
 */
export const inserirReajuste = async (db: Db, r: NovoReajuste): Promise<string | undefined> => {
  const id = randomUUID();
  const res = await db
    .insertInto('reajustes')
    .values({
      id,
      contrato_id: r.contratoId,
      aniversario: r.aniversario,
      ordem: r.ordem,
      indice: r.indice,
      meses: JSON.stringify(r.meses),
      variacao_acumulada: r.variacaoAcumulada,
      aluguel_anterior_centavos: r.aluguelAnteriorCentavos,
      aluguel_novo_centavos: r.aluguelNovoCentavos,
      aplicado_em: r.aplicadoEm,
      aplicado_por: r.aplicadoPor,
      pagamentos_reemitidos: r.pagamentosReemitidos,
      dispensado: r.dispensado ? 1 : 0,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1 ? id : undefined;
};

/** The contract's reajustes, newest first. */
export const historicoDoContrato = async (db: Db, contratoId: string): Promise<Reajuste[]> => {
  const linhas = await db
    .selectFrom('reajustes')
    .selectAll()
    .where('contrato_id', '=', contratoId)
    .orderBy('ordem', 'desc')
    .execute();
  return linhas.map((l) => ({
    id: l.id,
    contratoId: l.contrato_id,
    aniversario: l.aniversario,
    ordem: l.ordem,
    indice: l.indice as IndiceReajuste,
    meses: JSON.parse(l.meses) as string[],
    variacaoAcumulada: lerPercentual(l.variacao_acumulada),
    aluguelAnterior: paraReais(l.aluguel_anterior_centavos),
    aluguelNovo: paraReais(l.aluguel_novo_centavos),
    aplicadoEm: l.aplicado_em,
    aplicadoPor: l.aplicado_por,
    pagamentosReemitidos: l.pagamentos_reemitidos,
    dispensado: l.dispensado === 1,
  }));
};

/** The contract's tenant, or undefined for an unknown contract (ownership checks). */
export const inquilinoDoContrato = async (db: Db, id: string): Promise<string | undefined> =>
  (await db.selectFrom('contratos').select('inquilino_id').where('id', '=', id).executeTakeFirst())
    ?.inquilino_id;
