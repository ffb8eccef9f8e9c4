import { hojeNaAgencia, totalComposicao } from '@morada/domain';
import type { Db } from '../../db/database';
import { composicaoDe } from '../pagamentos';

/**
 * Adds a chamado's cost the tenant pays to his next payment: the contract's earliest PENDING one
 * due today or later with nothing received yet, on its "outros" line (the composition every
 * payment already has; no parallel ledger), its total recomputed like a reajuste does. Answers
 * the payment's id and competência and whether it already has a boleto (to re-issue), or
 * undefined when there is none to add it to.
 */
export const somarAoProximoPagamento = async (
  db: Db,
  contratoId: string,
  valorCentavos: number,
  agora: Date,
): Promise<{ id: string; competencia: string; temBoleto: boolean } | undefined> => {
  const p = await db
    .selectFrom('pagamentos as p')
    .selectAll('p')
    .where('p.contrato_id', '=', contratoId)
    .where('p.status', '=', 'PENDING')
    .where('p.vencimento', '>=', hojeNaAgencia(agora))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('recebimentos as r').select('r.id').whereRef('r.pagamento_id', '=', 'p.id'))),
    )
    .orderBy('p.vencimento')
    .executeTakeFirst();
  if (!p) return undefined;
  const outros = p.outros_centavos + valorCentavos;
  await db
    .updateTable('pagamentos')
    .set({ outros_centavos: outros, valor_centavos: totalComposicao({ ...composicaoDe(p), outros }) })
    .where('id', '=', p.id)
    .where('status', '=', 'PENDING')
    .execute();
  return { id: p.id, competencia: p.competencia, temBoleto: Boolean(p.provider_id || p.nosso_numero) };
};
