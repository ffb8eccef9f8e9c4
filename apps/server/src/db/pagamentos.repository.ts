import type { Composicao } from '@morada/domain';
import type { Db } from './database';
import type { PagamentoRow } from './types';

/** Payments (p) with their contract (c) and its tenant (u): where every list of charges with their payer starts. */
export const pagamentosComInquilino = (db: Db) =>
  db
    .selectFrom('pagamentos as p')
    .innerJoin('contratos as c', 'c.id', 'p.contrato_id')
    .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id');

/** A row's monthly composition: a payment's, or a contract's (same column names). */
export const composicaoDe = (
  p: Pick<
    PagamentoRow,
    'aluguel_centavos' | 'condominio_centavos' | 'iptu_centavos' | 'outros_centavos' | 'desconto_centavos'
  >,
): Composicao => ({
  aluguel: p.aluguel_centavos,
  condominio: p.condominio_centavos,
  iptu: p.iptu_centavos,
  outros: p.outros_centavos,
  desconto: p.desconto_centavos,
});
