import { randomUUID } from 'node:crypto';
import {
  type CalculoRescisao,
  type Composicao,
  type DestinoCaucao,
  type MotivoRescisao,
} from '@morada/domain';
import type { Db } from '../../db/database';
import { colunasComposicao } from '../pagamentos/contrato-pagamentos.repository';

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
};

export const obterRescisao = async (db: Db, contratoId: string): Promise<RescisaoGravada | undefined> => {
  const r = await db
    .selectFrom('rescisoes as r')
    .innerJoin('contratos as c', 'c.id', 'r.contrato_id')
    .selectAll('r')
    .select('c.numero')
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
      }
    : undefined;
};

export type NovaRescisao = Omit<RescisaoGravada, 'id' | 'contratoNumero' | 'boletosPendentes'>;

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

/** A payment whose amounts received already cover its (re-billed) value is settled on the last one. */
export const quitarPagamento = async (db: Db, id: string, data: string): Promise<void> => {
  await db
    .updateTable('pagamentos')
    .set({ status: 'RECEIVED', data_pagamento: data })
    .where('id', '=', id)
    .execute();
};

/** Re-bills a payment with a new composition (the month of leaving, pro rata). */
export const atualizarComposicao = async (db: Db, id: string, c: Composicao): Promise<void> => {
  await db.updateTable('pagamentos').set(colunasComposicao(c)).where('id', '=', id).execute();
};
