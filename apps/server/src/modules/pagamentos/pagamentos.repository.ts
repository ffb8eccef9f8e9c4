import {
  calcularSituacao,
  paraReais,
  type MeioPagamento,
  type Pagamento,
  type Situacao,
  type StatusPagamento,
  statusNaData,
} from '@morada/domain';
import type { Db } from '../../db/database';
import type { PagamentoRow, RecebimentoRow } from '../../db/types';
/** Re-exported: the module's face (index.ts) has always offered it. */
export { composicaoDe } from '../../db/pagamentos.repository';

/** A stored payment with its contract's late-fee rule and the amounts received for it. */
export type PagamentoLivro = PagamentoRow & {
  multa_percentual: number;
  juros_mensal_percentual: number;
  recebimentos: RecebimentoRow[];
};

/** The ledger's one rule applied to a stored payment on `data` (see calcularSituacao). */
export const situacaoEm = (
  p: Omit<PagamentoLivro, 'recebimentos'> & {
    recebimentos: readonly Pick<RecebimentoRow, 'data' | 'valor_centavos'>[];
  },
  data: string,
  feriadosLocais: readonly string[],
): Situacao =>
  calcularSituacao(
    {
      valor: p.valor_centavos,
      vencimento: p.vencimento,
      regra: { multaPercentual: p.multa_percentual, jurosMensalPercentual: p.juros_mensal_percentual },
      feriadosLocais,
    },
    p.recebimentos.map((r) => ({ data: r.data, valor: r.valor_centavos })),
    data,
  );

const soma = (rs: readonly RecebimentoRow[], f: (r: RecebimentoRow) => number) =>
  rs.reduce((s, r) => s + f(r), 0);

/**
 * Row → API shape as of `hoje` (the agency's day). An open payment whose prazo (due date moved to
 * the next business day) has passed answers OVERDUE, computed and never stored, so it is right on
 * any day; multa/juros are those due today for open payments and those paid for settled ones.
 */
export const paraPagamento = (
  p: PagamentoLivro,
  hoje: string,
  feriadosLocais: readonly string[],
): Pagamento => {
  const s = situacaoEm(p, hoje, feriadosLocais);
  const aberto = p.status === 'PENDING';
  const status = statusNaData(p.status as StatusPagamento, s.prazo, hoje);
  const recebido = soma(p.recebimentos, (r) => r.valor_centavos);
  return {
    id: p.id,
    contratoId: p.contrato_id,
    competencia: p.competencia,
    vencimento: p.vencimento,
    prazo: s.prazo,
    valor: paraReais(p.valor_centavos),
    composicao: {
      aluguel: paraReais(p.aluguel_centavos),
      condominio: paraReais(p.condominio_centavos),
      iptu: paraReais(p.iptu_centavos),
      outros: paraReais(p.outros_centavos),
      desconto: paraReais(p.desconto_centavos),
    },
    status,
    dataPagamento: p.data_pagamento,
    valorPago: p.recebimentos.length ? paraReais(recebido) : null,
    nossoNumero: p.nosso_numero,
    linhaDigitavel: p.linha_digitavel,
    multa: paraReais(aberto ? s.multaAberta : soma(p.recebimentos, (r) => r.multa_centavos)),
    juros: paraReais(aberto ? s.jurosAberto : soma(p.recebimentos, (r) => r.juros_centavos)),
    valorAtualizado: paraReais(
      aberto ? s.totalAberto : p.status === 'RECEIVED' ? recebido : p.valor_centavos,
    ),
    recebimentos: p.recebimentos.map((r) => ({
      id: r.id,
      data: r.data,
      valor: paraReais(r.valor_centavos),
      meio: r.meio as MeioPagamento,
      juros: paraReais(r.juros_centavos),
      multa: paraReais(r.multa_centavos),
      aluguel: paraReais(r.aluguel_centavos),
      condominio: paraReais(r.condominio_centavos),
      iptu: paraReais(r.iptu_centavos),
      outros: paraReais(r.outros_centavos),
    })),
    ultimaCobranca: p.ultima_cobranca,
  };
};

const comTaxas = (db: Db) =>
  db
    .selectFrom('pagamentos as p')
    .innerJoin('contratos as c', 'c.id', 'p.contrato_id')
    .selectAll('p')
    .select(['c.multa_percentual', 'c.juros_mensal_percentual']);

/** Attaches each payment's receipts (one query per 500 payments). */
const comRecebimentos = async <
  L extends PagamentoRow & { multa_percentual: number; juros_mensal_percentual: number },
>(
  db: Db,
  linhas: readonly L[],
): Promise<(L & { recebimentos: RecebimentoRow[] })[]> => {
  const porPagamento = new Map<string, RecebimentoRow[]>();
  for (let i = 0; i < linhas.length; i += 500) {
    const ids = linhas.slice(i, i + 500).map((l) => l.id);
    const rs = await db
      .selectFrom('recebimentos')
      .selectAll()
      .where('pagamento_id', 'in', ids)
      .orderBy('data')
      .orderBy('created_at')
      .execute();
    for (const r of rs) porPagamento.set(r.pagamento_id, [...(porPagamento.get(r.pagamento_id) ?? []), r]);
  }
  return linhas.map((l) => ({ ...l, recebimentos: porPagamento.get(l.id) ?? [] }));
};

/** Every open payment with its payer's name and CPF: the candidates a statement credit may pay. */
export const listarAbertosComPagador = async (
  db: Db,
): Promise<(PagamentoLivro & { pagador_nome: string; pagador_cpf: string; contrato_numero: string })[]> =>
  comRecebimentos(
    db,
    await comTaxas(db)
      .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
      .select(['u.nome as pagador_nome', 'u.cpf as pagador_cpf', 'c.numero as contrato_numero'])
      .where('p.status', '=', 'PENDING')
      .orderBy('p.vencimento')
      .orderBy('p.id')
      .execute(),
  );

export const listarPorContrato = async (db: Db, contratoId: string): Promise<PagamentoLivro[]> =>
  comRecebimentos(
    db,
    await comTaxas(db).where('p.contrato_id', '=', contratoId).orderBy('p.vencimento').execute(),
  );

export const listarPorInquilino = async (db: Db, usuarioId: string): Promise<PagamentoLivro[]> =>
  comRecebimentos(
    db,
    await comTaxas(db).where('c.inquilino_id', '=', usuarioId).orderBy('p.vencimento').execute(),
  );

export const obterPagamento = async (db: Db, id: string): Promise<PagamentoLivro | undefined> => {
  const linha = await comTaxas(db).where('p.id', '=', id).executeTakeFirst();
  return linha ? (await comRecebimentos(db, [linha]))[0] : undefined;
};

/**
 * Locks a payment row for the rest of the transaction on PostgreSQL (two receipts for the same
 * payment at once are serialized); SQLite's transactions already run one at a time.
 */
export const travarPagamento = async (db: Db, id: string, isPostgres: boolean): Promise<void> => {
  if (isPostgres) await db.selectFrom('pagamentos').select('id').where('id', '=', id).forUpdate().execute();
};

/** Centavos of the month's components received so far (juros and multa not included). */
export const principalRecebido = (p: Pick<PagamentoLivro, 'recebimentos'>): number =>
  p.recebimentos.reduce(
    (s, r) => s + r.aluguel_centavos + r.condominio_centavos + r.iptu_centavos + r.outros_centavos,
    0,
  );

/** Centavos of the month's composition not yet received (what a re-issued boleto asks for). */
export const principalAberto = async (db: Db, id: string): Promise<number> => {
  const p = await obterPagamento(db, id);
  return p ? Math.max(0, p.valor_centavos - principalRecebido(p)) : 0;
};

export const competenciasExistentes = async (db: Db, contratoId: string): Promise<Set<string>> => {
  const linhas = await db
    .selectFrom('pagamentos')
    .select('competencia')
    .where('contrato_id', '=', contratoId)
    .execute();
  return new Set(linhas.map((l) => l.competencia));
};

/**
 * Open payments whose due date is before `hoje`, optionally of one contract. Callers keep those
 * whose prazo has also passed (a Saturday due date is not late on Monday).
 */
export const listarAbertosVencidos = async (
  db: Db,
  hoje: string,
  contratoId?: string,
): Promise<PagamentoLivro[]> => {
  let q = comTaxas(db).where('p.status', '=', 'PENDING').where('p.vencimento', '<', hoje);
  if (contratoId) q = q.where('p.contrato_id', '=', contratoId);
  return comRecebimentos(db, await q.orderBy('p.vencimento').execute());
};

export type NovoRecebimento = {
  id: string;
  pagamentoId: string;
  data: string;
  valor: number;
  meio: MeioPagamento;
  juros: number;
  multa: number;
  partes: { aluguel: number; condominio: number; iptu: number; outros: number };
  registradoPor: string | null;
  agora: string;
};

/** Stores an amount received (centavos); with `quitado`, the payment becomes RECEIVED on that day. */
export const inserirRecebimento = async (db: Db, r: NovoRecebimento, quitado: boolean): Promise<void> => {
  await db
    .insertInto('recebimentos')
    .values({
      id: r.id,
      pagamento_id: r.pagamentoId,
      data: r.data,
      valor_centavos: r.valor,
      meio: r.meio,
      juros_centavos: r.juros,
      multa_centavos: r.multa,
      aluguel_centavos: r.partes.aluguel,
      condominio_centavos: r.partes.condominio,
      iptu_centavos: r.partes.iptu,
      outros_centavos: r.partes.outros,
      registrado_por: r.registradoPor,
      created_at: r.agora,
    })
    .execute();
  if (quitado)
    await db
      .updateTable('pagamentos')
      .set({ status: 'RECEIVED', data_pagamento: r.data })
      .where('id', '=', r.pagamentoId)
      .execute();
};

/** Records that a cobrança was sent now (the button says when; no second one the same day). */
export const marcarCobranca = async (db: Db, ids: readonly string[], agora: string): Promise<void> => {
  for (let i = 0; i < ids.length; i += 500)
    await db
      .updateTable('pagamentos')
      .set({ ultima_cobranca: agora })
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
};

/** Next nosso número sequence, allocated in one atomic statement (unique even under concurrency). */
export const proximaSequencia = async (db: Db, nome: string): Promise<number> => {
  const r = await db
    .updateTable('sequencias')
    .set((eb) => ({ valor: eb('valor', '+', 1) }))
    .where('nome', '=', nome)
    .returning('valor')
    .executeTakeFirstOrThrow();
  return Number(r.valor);
};

/** Open payments due between `de` and `ate` (the reminder before due), soonest first. */
export const listarAbertosAVencer = async (db: Db, de: string, ate: string): Promise<PagamentoLivro[]> =>
  comRecebimentos(
    db,
    await comTaxas(db)
      .where('p.status', '=', 'PENDING')
      .where('p.vencimento', '>=', de)
      .where('p.vencimento', '<=', ate)
      .orderBy('p.vencimento')
      .execute(),
  );

/** Why a receipt could not be removed: passed on to the owner, or not the payment's last one. */
export type RecusaExclusao = 'repassado' | 'posterior' | 'inexistente';

/**
 * Removes a receipt and reopens its payment (the undo of an automatic posting). Only the payment's
 * last receipt, and only while no repasse has passed it on: each receipt's split into juros, multa
 * and components was computed on top of the ones before it.
 */
export const excluirRecebimentoNaoRepassado = async (
  db: Db,
  id: string,
): Promise<RecusaExclusao | undefined> => {
  const r = await db
    .selectFrom('recebimentos')
    .select(['pagamento_id', 'repasse_id', 'data', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!r) return 'inexistente';
  if (r.repasse_id !== null) return 'repassado';
  const depois = await db
    .selectFrom('recebimentos')
    .select('id')
    .where('pagamento_id', '=', r.pagamento_id)
    .where('id', '!=', id)
    .where((eb) =>
      eb.or([
        eb('data', '>', r.data),
        eb.and([eb('data', '=', r.data), eb('created_at', '>', r.created_at)]),
      ]),
    )
    .executeTakeFirst();
  if (depois) return 'posterior';
  await db.deleteFrom('recebimentos').where('id', '=', id).execute();
  await db
    .updateTable('pagamentos')
    .set({ status: 'PENDING', data_pagamento: null })
    .where('id', '=', r.pagamento_id)
    .where('status', '=', 'RECEIVED')
    .execute();
  return undefined;
};
