import type { Db } from './database';

/**
 * Receipts (r) with their payment (p), contract (c) and property (i): where every query of the
 * money received per property or per owner starts.
 */
export const recebimentosComImovel = (db: Db) =>
  db
    .selectFrom('recebimentos as r')
    .innerJoin('pagamentos as p', 'p.id', 'r.pagamento_id')
    .innerJoin('contratos as c', 'c.id', 'p.contrato_id')
    .innerJoin('imoveis as i', 'i.id', 'c.imovel_id');
