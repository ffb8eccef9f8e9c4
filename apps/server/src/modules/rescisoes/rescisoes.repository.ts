import { randomUUID } from 'node:crypto';
import {
  type CalculoRescisao,
  type Composicao,
  type DestinoCaucao,
  type MeioPagamento,
  type MotivoRescisao,
} from '@morada/domain';
import type { Db } from '../../db/database';
import { colunasComposicao } from '../pagamentos';

/** A rescisão as stored: the settlement still in centavos. */
export type RescisaoGravada = {
  id: string;
  contratoId: string;
  contratoNumero: string;
  dataSaida: string;
  motivo: MotivoRescisao;
  dispensarMulta: boolean;
  caucaoDestino: DestinoCaucao;
  observacoes: string;
  calculo: CalculoRescisao;
  pagamentosCancelados: number;
  boletosPendentes: string[];
  registradaEm: string;
  registradaPor: string | null;
  /** The payment charging what the tenant owes (centavos), if any. */
  cobranca: { pagamentoId: string; valor: number; vencimento: string } | null;
  /** What is given back to the tenant (centavos), and when/how once recorded. */
  devolucao: { valor: number; data: string | null; meio: MeioPagamento | null } | null;
};

export const obterRescisao = async (db: Db, contratoId: string): Promise<RescisaoGravada | undefined> => {
  const r = await db
    .selectFrom('rescisoes as r')
    .innerJoin('contratos as c', 'c.id', 'r.contrato_id')
    .leftJoin('pagamentos as p', 'p.id', 'r.cobranca_pagamento_id')
    .selectAll('r')
    .select(['c.numero', 'p.valor_centavos as cobranca_valor', 'p.vencimento as cobranca_vencimento'])
    .where('r.contrato_id', '=', contratoId)
    .executeTakeFirst();
  return r
    ? {
        id: r.id,
        contratoId: r.contrato_id,
        contratoNumero: r.numero,
        dataSaida: r.data_saida,
        motivo: r.motivo as MotivoRescisao,
        dispensarMulta: r.dispensar_multa === 1,
        caucaoDestino: r.caucao_destino as DestinoCaucao,
        observacoes: r.observacoes,
        calculo: JSON.parse(r.calculo) as CalculoRescisao,
        pagamentosCancelados: r.pagamentos_cancelados,
        boletosPendentes: JSON.parse(r.boletos_pendentes) as string[],
        registradaEm: r.registrada_em,
        registradaPor: r.registrada_por,
        cobranca:
          r.cobranca_pagamento_id && r.cobranca_valor !== null && r.cobranca_vencimento !== null
            ? {
                pagamentoId: r.cobranca_pagamento_id,
                valor: r.cobranca_valor,
                vencimento: r.cobranca_vencimento,
              }
            : null,
        devolucao:
          r.devolucao_centavos > 0
            ? {
                valor: r.devolucao_centavos,
                data: r.devolucao_data,
                meio: r.devolucao_meio as MeioPagamento | null,
              }
            : null,
      }
    : undefined;
};

export type NovaRescisao = Omit<
  RescisaoGravada,
  'id' | 'contratoNumero' | 'boletosPendentes' | 'cobranca' | 'devolucao'
> & {
  cobrancaPagamentoId: string | null;
  /** Centavos to give back to the tenant (0 when none). */
  devolucao: number;
};

/** The unique contrato_id refuses a second rescisão of the same contract. */
export const inserirRescisao = async (db: Db, r: NovaRescisao): Promise<string> => {
  const id = randomUUID();
  await db
    .insertInto('rescisoes')
    .values({
      id,
      contrato_id: r.contratoId,
      data_saida: r.dataSaida,
      motivo: r.motivo,
      dispensar_multa: r.dispensarMulta ? 1 : 0,
      caucao_destino: r.caucaoDestino,
      observacoes: r.observacoes,
      calculo: JSON.stringify(r.calculo),
      pagamentos_cancelados: r.pagamentosCancelados,
      registrada_em: r.registradaEm,
      registrada_por: r.registradaPor,
      cobranca_pagamento_id: r.cobrancaPagamentoId,
      devolucao_centavos: r.devolucao,
    })
    .execute();
  return id;
};

export const salvarBoletosPendentes = async (db: Db, id: string, competencias: readonly string[]) => {
  await db
    .updateTable('rescisoes')
    .set({ boletos_pendentes: JSON.stringify(competencias) })
    .where('id', '=', id)
    .execute();
};

/** The contract ends: status Finalizado, its dates untouched (the history stays as it was). */
export const finalizarContrato = async (db: Db, id: string): Promise<void> => {
  await db.updateTable('contratos').set({ status: 'Finalizado' }).where('id', '=', id).execute();
};

/** Voids open payments (months after the tenant left). */
export const cancelarPagamentos = async (db: Db, ids: readonly string[]): Promise<void> => {
  for (let i = 0; i < ids.length; i += 500)
    await db
      .updateTable('pagamentos')
      .set({ status: 'CANCELLED' })
      .where('id', 'in', ids.slice(i, i + 500))
      .where('status', '=', 'PENDING')
      .execute();
};

export type DevolucaoRegistrada = { data: string; meio: MeioPagamento; por: string; em: string };

/**
 * Records that the amount owed to the tenant was given back. Only the first record of a rescisão
 * with something to give back counts (the WHERE holds it under concurrency); answers whether this
 * one did.
 */
export const registrarDevolucao = async (
  db: Db,
  rescisaoId: string,
  d: DevolucaoRegistrada,
): Promise<boolean> => {
  const r = await db
    .updateTable('rescisoes')
    .set({
      devolucao_data: d.data,
      devolucao_meio: d.meio,
      devolucao_registrada_em: d.em,
      devolucao_registrada_por: d.por,
    })
    .where('id', '=', rescisaoId)
    .where('devolucao_centavos', '>', 0)
    .where('devolucao_data', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

/** A payment folded into the settlement keeps what was received of it, and is settled. */
export const fecharComRecebido = async (
  db: Db,
  id: string,
  c: Composicao,
  dataUltimoRecebimento: string,
): Promise<void> => {
  await db
    .updateTable('pagamentos')
    .set({ ...colunasComposicao(c), status: 'RECEIVED', data_pagamento: dataUltimoRecebimento })
    .where('id', '=', id)
    .execute();
};
