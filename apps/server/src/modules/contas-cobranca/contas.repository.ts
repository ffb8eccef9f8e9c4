import { randomUUID } from 'node:crypto';
import type { ContaCobranca, ContaCobrancaDados, LayoutCnab, CodigoBanco } from '@morada/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ContaCobrancaTable } from '../../db/types';

type ContaRow = Selectable<ContaCobrancaTable>;

const paraConta = (r: ContaRow): ContaCobranca => ({
  id: r.id,
  nome: r.nome,
  banco: r.banco as CodigoBanco,
  agencia: r.agencia,
  agenciaDv: r.agencia_dv,
  conta: r.conta,
  contaDv: r.conta_dv,
  carteira: r.carteira,
  convenio: r.convenio,
  layout: r.layout as LayoutCnab,
  proximaRemessa: Number(r.proxima_remessa),
  proximoNossoNumero: Number(r.proximo_nosso_numero),
  ativa: Number(r.ativa) === 1,
  criadoEm: r.criado_em,
});

const colunas = (d: ContaCobrancaDados) => ({
  nome: d.nome,
  banco: d.banco,
  agencia: d.agencia,
  agencia_dv: d.agenciaDv,
  conta: d.conta,
  conta_dv: d.contaDv,
  carteira: d.carteira,
  convenio: d.convenio,
  layout: d.layout,
  proxima_remessa: d.proximaRemessa,
  proximo_nosso_numero: d.proximoNossoNumero,
  ativa: d.ativa ? 1 : 0,
});

/** Active accounts first, then by name. */
export const listarContas = async (db: Db): Promise<ContaCobranca[]> =>
  (await db.selectFrom('contas_cobranca').selectAll().orderBy('ativa', 'desc').orderBy('nome').execute()).map(
    paraConta,
  );

export const obterConta = async (db: Db, id: string): Promise<ContaCobranca | undefined> => {
  const r = await db.selectFrom('contas_cobranca').selectAll().where('id', '=', id).executeTakeFirst();
  return r && paraConta(r);
};

export const inserirConta = async (db: Db, d: ContaCobrancaDados, agora: string): Promise<ContaCobranca> => {
  const id = randomUUID();
  await db
    .insertInto('contas_cobranca')
    .values({ id, ...colunas(d), criado_em: agora, atualizado_em: agora })
    .execute();
  return (await obterConta(db, id))!;
};

export const atualizarConta = async (
  db: Db,
  id: string,
  d: ContaCobrancaDados,
  agora: string,
): Promise<ContaCobranca | undefined> => {
  await db
    .updateTable('contas_cobranca')
    .set({ ...colunas(d), atualizado_em: agora })
    .where('id', '=', id)
    .execute();
  return obterConta(db, id);
};

/** Active accounts, oldest first (the issuing account is chosen among them). */
export const listarContasAtivas = async (db: Db): Promise<ContaCobranca[]> =>
  (
    await db
      .selectFrom('contas_cobranca')
      .selectAll()
      .where('ativa', '=', 1)
      .orderBy('criado_em')
      .orderBy('id')
      .execute()
  ).map(paraConta);

/**
 * Takes the account's next nosso número sequence in one UPDATE … RETURNING: two boletos issued at
 * the same moment never get the same one. Returns the sequence taken (the counter moves past it).
 */
export const tomarNossoNumero = async (db: Db, id: string): Promise<number> => {
  const r = await db
    .updateTable('contas_cobranca')
    .set((eb) => ({ proximo_nosso_numero: eb('proximo_nosso_numero', '+', 1) }))
    .where('id', '=', id)
    .returning('proximo_nosso_numero')
    .executeTakeFirstOrThrow();
  return Number(r.proximo_nosso_numero) - 1;
};

/** Takes the account's next remessa number (NSA) the same way: one UPDATE … RETURNING. */
export const tomarNumeroRemessa = async (db: Db, id: string): Promise<number> => {
  const r = await db
    .updateTable('contas_cobranca')
    .set((eb) => ({ proxima_remessa: eb('proxima_remessa', '+', 1) }))
    .where('id', '=', id)
    .returning('proxima_remessa')
    .executeTakeFirstOrThrow();
  return Number(r.proxima_remessa) - 1;
};
