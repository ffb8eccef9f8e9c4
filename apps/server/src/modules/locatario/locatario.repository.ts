import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The tenant's contract for the área do locatário, with its property's address: the active one
 * first, otherwise the most recent, so a tenant whose lease ended still sees it.
 */
export const contratoDoInquilino = (db: Db, usuarioId: string) =>
  db
    .selectFrom('contratos as c')
    .innerJoin('imoveis as i', 'i.id', 'c.imovel_id')
    .select([
      'c.id',
      'c.numero',
      'c.data_inicio',
      'c.data_fim',
      'c.aluguel_centavos',
      'c.status',
      'c.dia_vencimento',
      'i.endereco',
      'i.bairro',
      'i.cidade',
    ])
    .where('c.inquilino_id', '=', usuarioId)
    .orderBy(sql`case when c.status = 'Ativo' then 0 else 1 end`)
    .orderBy('c.data_inicio', 'desc')
    .executeTakeFirst();

/** The contract's first open payment due today or later ('YYYY-MM-DD'), if any. */
export const proximoVencimentoEmAberto = async (
  db: Db,
  contratoId: string,
  hoje: string,
): Promise<string | undefined> =>
  (
    await db
      .selectFrom('pagamentos')
      .select('vencimento')
      .where('contrato_id', '=', contratoId)
      .where('status', '=', 'PENDING')
      .where('vencimento', '>=', hoje)
      .orderBy('vencimento')
      .executeTakeFirst()
  )?.vencimento;
