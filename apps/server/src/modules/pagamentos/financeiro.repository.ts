import {
  isCompetenciaDoAcerto,
  MSG_ACERTO,
  MSG_SERVIDOR,
  paraCentavos,
  paraReais,
  proximoDiaUtil,
  type Boleto,
  statusNaData,
  type StatusPagamento,
} from '@morada/domain';
import type { Db } from '../../db/database';
import { pagamentosComInquilino } from '../../db/pagamentos.repository';
import type { RecebimentoRow } from '../../db/types';
import { principalRecebido } from './pagamentos.repository';

/** A payment with what a boleto or receipt prints: its contract number and the tenant. */
export type PagamentoCobranca = {
  id: string;
  competencia: string;
  vencimento: string;
  /** Amount of the month, reais. */
  valor: number;
  /** Discount on the rent, reais (shown on the receipt). */
  desconto: number;
  status: string;
  dataPagamento: string | null;
  /** Sum received, reais; null when nothing was received. */
  valorPago: number | null;
  /** Amounts received, oldest first (the receipt itemises them). */
  recebimentos: RecebimentoRow[];
  nossoNumero: string | null;
  codigoBarras: string | null;
  linhaDigitavel: string | null;
  pixPayload: string | null;
  providerId: string | null;
  createdAt: string;
  contratoNumero: string;
  multaPercentual: number;
  jurosMensalPercentual: number;
  inquilino: { id: string; nome: string; email: string; cpf: string; telefone: string };
};

const base = (db: Db) =>
  pagamentosComInquilino(db).select([
    'p.id',
    'p.competencia',
    'p.vencimento',
    'p.valor_centavos',
    'p.desconto_centavos',
    'p.status',
    'p.data_pagamento',
    'p.nosso_numero',
    'p.codigo_barras',
    'p.linha_digitavel',
    'p.pix_payload',
    'p.provider_id',
    'p.created_at',
    'c.numero',
    'c.multa_percentual',
    'c.juros_mensal_percentual',
    'u.id as u_id',
    'u.nome as u_nome',
    'u.email as u_email',
    'u.cpf as u_cpf',
    'u.telefone as u_telefone',
  ]);

type Linha = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

const mapear = (r: Linha, recebimentos: RecebimentoRow[]): PagamentoCobranca => ({
  id: r.id,
  competencia: r.competencia,
  vencimento: r.vencimento,
  valor: paraReais(r.valor_centavos),
  desconto: paraReais(r.desconto_centavos),
  status: r.status,
  dataPagamento: r.data_pagamento,
  valorPago: recebimentos.length ? paraReais(recebimentos.reduce((s, x) => s + x.valor_centavos, 0)) : null,
  recebimentos,
  nossoNumero: r.nosso_numero,
  codigoBarras: r.codigo_barras,
  linhaDigitavel: r.linha_digitavel,
  pixPayload: r.pix_payload,
  providerId: r.provider_id,
  createdAt: r.created_at,
  contratoNumero: r.numero,
  multaPercentual: r.multa_percentual,
  jurosMensalPercentual: r.juros_mensal_percentual,
  inquilino: { id: r.u_id, nome: r.u_nome, email: r.u_email, cpf: r.u_cpf, telefone: r.u_telefone },
});

/** Attaches each payment's receipts, oldest first. */
const comRecebimentos = async (db: Db, linhas: Linha[]): Promise<PagamentoCobranca[]> => {
  const porPagamento = new Map<string, RecebimentoRow[]>();
  for (let i = 0; i < linhas.length; i += 500) {
    const rs = await db
      .selectFrom('recebimentos')
      .selectAll()
      .where(
        'pagamento_id',
        'in',
        linhas.slice(i, i + 500).map((l) => l.id),
      )
      .orderBy('data')
      .orderBy('created_at')
      .execute();
    for (const r of rs) porPagamento.set(r.pagamento_id, [...(porPagamento.get(r.pagamento_id) ?? []), r]);
  }
  return linhas.map((l) => mapear(l, porPagamento.get(l.id) ?? []));
};

export const obterPagamentoCobranca = async (db: Db, id: string): Promise<PagamentoCobranca | undefined> => {
  const r = await base(db).where('p.id', '=', id).executeTakeFirst();
  return r && (await comRecebimentos(db, [r]))[0];
};

/** The tenant's payments (every contract), newest due date first; cancelled ones are not boletos. */
export const pagamentosDoInquilino = async (db: Db, usuarioId: string): Promise<PagamentoCobranca[]> =>
  comRecebimentos(
    db,
    await base(db)
      .where('c.inquilino_id', '=', usuarioId)
      .where('p.status', '!=', 'CANCELLED')
      .orderBy('p.vencimento', 'desc')
      .orderBy('p.id')
      .execute(),
  );

export const salvarBoletoEmitido = async (
  db: Db,
  id: string,
  b: {
    providerId: string;
    nossoNumero: string;
    codigoBarras: string;
    linhaDigitavel: string;
    pixPayload: string;
    /** The collection account it was issued on (local provider); absent = none. */
    contaCobrancaId?: string | null;
    /** 'a_enviar' when a real bank must register it; null otherwise. */
    registroBoleto?: 'a_enviar' | null;
  },
): Promise<void> => {
  await db
    .updateTable('pagamentos')
    .set({
      provider_id: b.providerId,
      nosso_numero: b.nossoNumero,
      codigo_barras: b.codigoBarras,
      linha_digitavel: b.linhaDigitavel,
      pix_payload: b.pixPayload,
      // The row describes the boleto now in force: another provider's boleto is on no account.
      conta_cobranca_id: b.contaCobrancaId ?? null,
      registro_boleto: b.registroBoleto ?? null,
      registro_motivo: null,
    })
    .where('id', '=', id)
    .execute();
};

/** The collection account the payment's boleto was issued on (null: none, or before accounts existed). */
export const contaCobrancaDoPagamento = async (db: Db, id: string): Promise<string | null> =>
  (await db.selectFrom('pagamentos').select('conta_cobranca_id').where('id', '=', id).executeTakeFirst())
    ?.conta_cobranca_id ?? null;

/** 'YYYY-MM' → 'mm/aaaa'. */
export const referenciaBR = (competencia: string) => `${competencia.slice(5, 7)}/${competencia.slice(0, 4)}`;

export const descricaoPagamento = (p: PagamentoCobranca) =>
  // A rescisão's settlement charge is not a month's rent (decision 025).
  isCompetenciaDoAcerto(p.competencia)
    ? MSG_ACERTO.descricaoBoleto(p.contratoNumero)
    : MSG_SERVIDOR.pagamentoDescricao(referenciaBR(p.competencia), p.contratoNumero);

/** The boleto's status on `hoje` (statusNaData: open and past its prazo is OVERDUE). */
export const statusBoleto = (p: PagamentoCobranca, hoje: string, feriados: readonly string[]): string =>
  statusNaData(p.status as StatusPagamento, proximoDiaUtil(p.vencimento, feriados), hoje);

/** The spec's boleto shape (section 3) plus linha digitável and PIX (DESIGN §6). */
export const paraBoleto = (p: PagamentoCobranca, hoje: string, feriados: readonly string[]): Boleto => {
  const pdf = `/api/financeiro/boletos/pdf/${p.id}`;
  return {
    id: p.id,
    dateCreated: p.createdAt.slice(0, 10),
    dueDate: p.vencimento,
    // An open month partly paid asks for the rest; a settled one shows the month's amount.
    value: p.status === 'RECEIVED' ? p.valor : paraReais(paraCentavos(p.valor) - principalRecebido(p)),
    description: descricaoPagamento(p),
    status: statusBoleto(p, hoje, feriados),
    invoiceUrl: p.status === 'RECEIVED' ? `/api/financeiro/recibos/${p.id}` : pdf,
    bankSlipUrl: pdf,
    invoiceNumber: p.nossoNumero,
    linhaDigitavel: p.linhaDigitavel,
    pixCopiaECola: p.pixPayload,
  };
};

/**
 * The payment a provider's charge belongs to: by the charge id we stored when issuing it, or by
 * the externalReference we sent (our payment id), for a charge whose id we never stored.
 */
export const pagamentoDoProvedor = async (
  db: Db,
  providerId: string,
  referenciaExterna: string | null,
): Promise<{ id: string; providerId: string | null } | undefined> => {
  const r = await db
    .selectFrom('pagamentos')
    .select(['id', 'provider_id'])
    .where((eb) =>
      referenciaExterna
        ? eb.or([eb('provider_id', '=', providerId), eb('id', '=', referenciaExterna)])
        : eb('provider_id', '=', providerId),
    )
    .orderBy((eb) => eb.case().when('provider_id', '=', providerId).then(0).else(1).end())
    .executeTakeFirst();
  return r && { id: r.id, providerId: r.provider_id };
};

/** Forgets a boleto the provider deleted (only if it is still the payment's current one). */
export const esquecerBoleto = async (db: Db, id: string, providerId: string): Promise<boolean> => {
  const r = await db
    .updateTable('pagamentos')
    .set({
      provider_id: null,
      nosso_numero: null,
      codigo_barras: null,
      linha_digitavel: null,
      pix_payload: null,
    })
    .where('id', '=', id)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
};
