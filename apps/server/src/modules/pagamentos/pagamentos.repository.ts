import type { Pagamento, StatusPagamento } from '@morada/domain';
import type { Db } from '../../db/database';
import type { PagamentoRow } from '../../db/types';
import { calcularEncargos } from '../../lib/multa-juros';

/** A stored row plus the contract's late-fee percentages, enough to answer the API shape. */
export type PagamentoComTaxas = PagamentoRow & { multa_percentual: number; juros_mensal_percentual: number };

/**
 * Row → API shape as of `hoje` (YYYY-MM-DD): a PENDING payment past its due date answers OVERDUE
 * (computed, never stored, so it is right on any day); multa/juros are due as of payment date for
 * paid ones and as of today for open ones.
 */
export const paraPagamento = (r: PagamentoComTaxas, hoje: string): Pagamento => {
  const vencido = r.status === 'PENDING' && r.vencimento < hoje;
  const status = (vencido ? 'OVERDUE' : r.status) as StatusPagamento;
  const aberto = r.status === 'PENDING';
  const pago = r.status === 'RECEIVED' && r.data_pagamento;
  const encargos =
    aberto || pago
      ? calcularEncargos(
          r.valor,
          r.vencimento,
          pago ? r.data_pagamento! : hoje,
          r.multa_percentual,
          r.juros_mensal_percentual,
        )
      : { multa: 0, juros: 0, valorAtualizado: r.valor };
  return {
    id: r.id,
    contratoId: r.contrato_id,
    competencia: r.competencia,
    vencimento: r.vencimento,
    valor: r.valor,
    status,
    dataPagamento: r.data_pagamento,
    valorPago: r.valor_pago,
    nossoNumero: r.nosso_numero,
    linhaDigitavel: r.linha_digitavel,
    multa: encargos.multa,
    juros: encargos.juros,
    valorAtualizado: pago ? (r.valor_pago ?? encargos.valorAtualizado) : encargos.valorAtualizado,
  };
};

const comTaxas = (db: Db) =>
  db
    .selectFrom('pagamentos as p')
    .innerJoin('contratos as c', 'c.id', 'p.contrato_id')
    .selectAll('p')
    .select(['c.multa_percentual', 'c.juros_mensal_percentual']);

export const listarPorContrato = (db: Db, contratoId: string): Promise<PagamentoComTaxas[]> =>
  comTaxas(db).where('p.contrato_id', '=', contratoId).orderBy('p.vencimento').execute();

export const listarPorInquilino = (db: Db, usuarioId: string): Promise<PagamentoComTaxas[]> =>
  comTaxas(db).where('c.inquilino_id', '=', usuarioId).orderBy('p.vencimento').execute();

export const obterPagamento = (db: Db, id: string): Promise<PagamentoComTaxas | undefined> =>
  comTaxas(db).where('p.id', '=', id).executeTakeFirst();

export const competenciasExistentes = async (db: Db, contratoId: string): Promise<Set<string>> => {
  const linhas = await db
    .selectFrom('pagamentos')
    .select('competencia')
    .where('contrato_id', '=', contratoId)
    .execute();
  return new Set(linhas.map((l) => l.competencia));
};

/** Open payments past due (status PENDING, vencimento before today), optionally of one contract. */
export const listarVencidos = (db: Db, hoje: string, contratoId?: string): Promise<PagamentoComTaxas[]> => {
  let q = comTaxas(db).where('p.status', '=', 'PENDING').where('p.vencimento', '<', hoje);
  if (contratoId) q = q.where('p.contrato_id', '=', contratoId);
  return q.orderBy('p.vencimento').execute();
};

export const registrarPago = async (
  db: Db,
  id: string,
  dataPagamento: string,
  valorPago: number,
): Promise<boolean> => {
  // The status guard makes a second concurrent "pay" a no-op the caller reports as a conflict.
  const r = await db
    .updateTable('pagamentos')
    .set({ status: 'RECEIVED', data_pagamento: dataPagamento, valor_pago: valorPago })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};
