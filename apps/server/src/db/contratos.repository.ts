import type { Db } from './database';

/** `contratos as c` with its tenant `usuarios as u`: where every read of a contract with its inquilino starts. */
export const contratosComInquilino = (db: Db) =>
  db.selectFrom('contratos as c').innerJoin('usuarios as u', 'u.id', 'c.inquilino_id');

/** A contract's identity, term and due day. */
export const colunasPrazoContrato = [
  'c.id',
  'c.numero',
  'c.data_inicio',
  'c.data_fim',
  'c.dia_vencimento',
] as const;

/** A contract's monthly composition in centavos (read back with composicaoDe). */
export const colunasComposicaoContrato = [
  'c.aluguel_centavos',
  'c.condominio_centavos',
  'c.iptu_centavos',
  'c.outros_centavos',
  'c.desconto_centavos',
] as const;

/** The tenant's id, name and e-mail, as u_id, u_nome and u_email. */
export const colunasInquilino = ['u.id as u_id', 'u.nome as u_nome', 'u.email as u_email'] as const;
