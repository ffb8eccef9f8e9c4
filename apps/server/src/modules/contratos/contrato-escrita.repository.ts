import { randomBytes, randomUUID } from 'node:crypto';
import { paraCentavos, type ContratoEntradaValida, type ReajusteDoContrato } from '@morada/domain';
import type { Db } from '../../db/database';
import { violacaoDoBanco } from '../../db/violacao';

/** The contract's writes: its número, its tenant, its property's status, its removal. */

/**
 * True when `numero` belongs to another contract, now or ever (a deleted contract's número, or one
 * a contract was renumbered from, is never given again: documents were bound to it).
 */
export const numeroEmUso = async (db: Db, numero: string, excetoId?: string): Promise<boolean> => {
  let atual = db.selectFrom('contratos').select('id').where('numero', '=', numero);
  let historico = db.selectFrom('numeros_contrato').select('contrato_id as id').where('numero', '=', numero);
  if (excetoId) {
    atual = atual.where('id', '!=', excetoId);
    historico = historico.where('contrato_id', '!=', excetoId);
  }
  return (await atual.unionAll(historico).executeTakeFirst()) !== undefined;
};

/**
 * Gives `numero` to the contract for good, in the caller's transaction. The primary key of
 * numeros_contrato is the guard: a concurrent transaction holding the same número makes this one
 * wait, then find it taken. Answers false when the número is (or was) another contract's.
 */
export const reservarNumero = async (
  db: Db,
  numero: string,
  contratoId: string,
  agora: string,
): Promise<boolean> => {
  await db
    .insertInto('numeros_contrato')
    .values({ numero, contrato_id: contratoId, created_at: agora })
    .onConflict((oc) => oc.column('numero').doNothing())
    .execute();
  const dono = await db
    .selectFrom('numeros_contrato')
    .select('contrato_id')
    .where('numero', '=', numero)
    .executeTakeFirst();
  return dono?.contrato_id === contratoId;
};

/** A unique-key violation on a contract número (SQLite or PostgreSQL): a lost race for it. */
export const isNumeroDuplicado = (e: unknown): boolean => {
  if (violacaoDoBanco(e) !== 'duplicado') return false;
  const { constraint, message } = e as { constraint?: unknown; message?: unknown };
  // PostgreSQL names the constraint; SQLite names the column in its message.
  return typeof constraint === 'string'
    ? /^(contratos_numero|numeros_contrato)/.test(constraint)
    : /\b(contratos|numeros_contrato)\.numero\b/.test(String(message));
};

/**
 * The tenant is a user matched by e-mail. An unknown e-mail becomes a 'pendente' inquilino with an
 * unusable password (the agency invites them later); cpf/rg/telefone are kept on the user.
 * Returns undefined when the e-mail belongs to a user who is not an inquilino; `criado` tells a
 * new account (which gets an invitation) from an existing one.
 */
export const garantirInquilino = async (
  db: Db,
  dados: ContratoEntradaValida['inquilino'],
  agora: string,
): Promise<{ id: string; criado: boolean } | undefined> => {
  const existente = await db
    .selectFrom('usuarios')
    .select(['id', 'perfil'])
    .where('email', '=', dados.email)
    .executeTakeFirst();
  if (existente) {
    if (existente.perfil !== 'inquilino') return undefined;
    await db
      .updateTable('usuarios')
      .set({ nome: dados.nome, telefone: dados.telefone, cpf: dados.cpf, rg: dados.rg })
      .where('id', '=', existente.id)
      .execute();
    return { id: existente.id, criado: false };
  }
  const id = randomUUID();
  await db
    .insertInto('usuarios')
    .values({
      id,
      nome: dados.nome,
      email: dados.email,
      telefone: dados.telefone,
      cpf: dados.cpf,
      rg: dados.rg,
      perfil: 'inquilino',
      status: 'pendente',
      // Not a scrypt hash: verifyPassword refuses it, so nobody signs in until a password is set.
      senha_hash: `!pendente$${randomBytes(24).toString('base64')}`,
      token_versao: 0,
      data_cadastro: agora,
      ultimo_acesso: null,
    })
    .execute();
  return { id, criado: true };
};

export type ImovelAlvo = { id: string; operacao: string; status: string };

export const obterImovelAlvo = (db: Db, id: string): Promise<ImovelAlvo | undefined> =>
  db.selectFrom('imoveis').select(['id', 'operacao', 'status']).where('id', '=', id).executeTakeFirst();

export type ContratoCampos = {
  numero: string;
  inquilinoId: string;
  imovelId: string;
  dados: ContratoEntradaValida;
  multaPercentual: number;
  jurosMensalPercentual: number;
  /** Resolved on save (resolverReajusteDoContrato): payload, else the contract's, else defaults. */
  reajuste: ReajusteDoContrato;
  /** Payload, else the contract's, else MULTA_RESCISORIA_PADRAO_ALUGUEIS. */
  multaRescisoriaAlugueis: number;
};

const colunas = (c: ContratoCampos) => ({
  numero: c.numero,
  inquilino_id: c.inquilinoId,
  imovel_id: c.imovelId,
  data_inicio: c.dados.dataInicio,
  data_fim: c.dados.dataFim,
  aluguel_centavos: paraCentavos(c.dados.valorAluguel),
  condominio_centavos: paraCentavos(c.dados.valorCondominio),
  iptu_centavos: paraCentavos(c.dados.valorIPTU),
  outros_centavos: paraCentavos(c.dados.valorOutros),
  desconto_centavos: paraCentavos(c.dados.valorDesconto),
  encargos_clausula: c.dados.encargosClausula ? 1 : 0,
  encargos_proprietario_percentual: c.dados.encargosProprietarioPercentual,
  dia_vencimento: c.dados.diaVencimento,
  status: c.dados.status,
  observacoes: c.dados.observacoes,
  multa_percentual: c.multaPercentual,
  juros_mensal_percentual: c.jurosMensalPercentual,
  indice_reajuste: c.reajuste.indiceReajuste,
  reajuste_percentual_fixo: c.reajuste.reajustePercentualFixo,
  reajuste_mes_base: c.reajuste.reajusteMesBase,
  reajuste_negativo: c.reajuste.reajusteNegativo,
  multa_rescisoria_alugueis: c.multaRescisoriaAlugueis,
  // Null keeps the agency's default (Configurações) in force for this contract.
  taxa_administracao_percentual: c.dados.taxaAdministracaoPercentual,
  taxa_administracao_minima_centavos:
    c.dados.taxaAdministracaoMinima === null ? null : paraCentavos(c.dados.taxaAdministracaoMinima),
  taxa_intermediacao_percentual: c.dados.taxaIntermediacaoPercentual,
  dia_repasse: c.dados.diaRepasse,
  encargos_repassados: c.dados.encargosRepassados ? 1 : 0,
});

export const inserirContrato = async (
  db: Db,
  c: ContratoCampos,
  agora: string,
  id: string = randomUUID(),
): Promise<string> => {
  await db
    .insertInto('contratos')
    .values({ id, ...colunas(c), created_at: agora })
    .execute();
  return id;
};

/**
 * Records the contract's present número in numeros_contrato if it is not there yet (contracts
 * written before the registry, or by the demo seed), so a renumber or a delete never frees it.
 */
const guardarNumeroAtual = async (db: Db, id: string): Promise<void> => {
  await db
    .insertInto('numeros_contrato')
    .columns(['numero', 'contrato_id', 'created_at'])
    .expression(db.selectFrom('contratos').select(['numero', 'id', 'created_at']).where('id', '=', id))
    .onConflict((oc) => oc.column('numero').doNothing())
    .execute();
};

export const atualizarContrato = async (db: Db, id: string, c: ContratoCampos): Promise<void> => {
  await guardarNumeroAtual(db, id);
  await db.updateTable('contratos').set(colunas(c)).where('id', '=', id).execute();
};

export type ContratoVinculo = {
  id: string;
  numero: string;
  imovelId: string;
  status: string;
  multa: number;
  juros: number;
  multaRescisoria: number;
};

export const obterVinculo = (db: Db, id: string): Promise<ContratoVinculo | undefined> =>
  db
    .selectFrom('contratos')
    .select([
      'id',
      'numero',
      'imovel_id as imovelId',
      'status',
      'multa_percentual as multa',
      'juros_mensal_percentual as juros',
      'multa_rescisoria_alugueis as multaRescisoria',
    ])
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * Keeps the property's status in step with its contracts: an Ativo contract occupies it; when no
 * Ativo contract is left, an 'Ocupado' property becomes 'Disponível' again.
 */
export const sincronizarImovel = async (db: Db, imovelId: string): Promise<void> => {
  const ativo = await db
    .selectFrom('contratos')
    .select('id')
    .where('imovel_id', '=', imovelId)
    .where('status', '=', 'Ativo')
    .executeTakeFirst();
  if (ativo) {
    await db.updateTable('imoveis').set({ status: 'Ocupado' }).where('id', '=', imovelId).execute();
  } else {
    await db
      .updateTable('imoveis')
      .set({ status: 'Disponível' })
      .where('id', '=', imovelId)
      .where('status', '=', 'Ocupado')
      .execute();
  }
};

/** True once the contract has any payment: its history is kept, the contract is ended instead. */
export const temHistoricoFinanceiro = async (db: Db, id: string): Promise<boolean> =>
  (await db
    .selectFrom('pagamentos')
    .select('id')
    .where('contrato_id', '=', id)
    .limit(1)
    .executeTakeFirst()) !== undefined;

/**
 * Deletes a contract without financial history (callers check temHistoricoFinanceiro first). Its
 * número stays taken; its documents lose their contract (ON DELETE SET NULL), so no tenant sees them.
 */
export const excluirContrato = async (db: Db, id: string): Promise<void> => {
  await guardarNumeroAtual(db, id);
  await db.deleteFrom('contratos').where('id', '=', id).execute();
};
