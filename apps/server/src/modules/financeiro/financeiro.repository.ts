import { MSG_SERVIDOR, type Boleto } from '@morada/domain';
import type { Db } from '../../db/database';

/** A payment with what a boleto or receipt prints: its contract number and the tenant. */
export type PagamentoCobranca = {
  id: string;
  competencia: string;
  vencimento: string;
  valor: number;
  status: string;
  dataPagamento: string | null;
  valorPago: number | null;
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
  db
    .selectFrom('pagamentos as p')
    .innerJoin('contratos as c', 'c.id', 'p.contrato_id')
    .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
    .select([
      'p.id',
      'p.competencia',
      'p.vencimento',
      'p.valor',
      'p.status',
      'p.data_pagamento',
      'p.valor_pago',
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

const mapear = (r: Linha): PagamentoCobranca => ({
  id: r.id,
  competencia: r.competencia,
  vencimento: r.vencimento,
  valor: r.valor,
  status: r.status,
  dataPagamento: r.data_pagamento,
  valorPago: r.valor_pago,
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

export const obterPagamentoCobranca = async (db: Db, id: string): Promise<PagamentoCobranca | undefined> => {
  const r = await base(db).where('p.id', '=', id).executeTakeFirst();
  return r && mapear(r);
};

/** The tenant's payments (every contract), newest due date first; cancelled ones are not boletos. */
export const pagamentosDoInquilino = async (db: Db, usuarioId: string): Promise<PagamentoCobranca[]> =>
  (
    await base(db)
      .where('c.inquilino_id', '=', usuarioId)
      .where('p.status', '!=', 'CANCELLED')
      .orderBy('p.vencimento', 'desc')
      .orderBy('p.id')
      .execute()
  ).map(mapear);

export const salvarBoletoEmitido = async (
  db: Db,
  id: string,
  b: {
    providerId: string;
    nossoNumero: string;
    codigoBarras: string;
    linhaDigitavel: string;
    pixPayload: string;
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
    })
    .where('id', '=', id)
    .execute();
};

/** 'YYYY-MM' → 'mm/aaaa'. */
export const referenciaBR = (competencia: string) => `${competencia.slice(5, 7)}/${competencia.slice(0, 4)}`;

export const descricaoPagamento = (p: PagamentoCobranca) =>
  MSG_SERVIDOR.pagamentoDescricao(referenciaBR(p.competencia), p.contratoNumero);

/** RECEIVED stays; an unpaid payment past its due date is OVERDUE; otherwise PENDING. */
export const statusBoleto = (p: PagamentoCobranca, hoje: string): string => {
  if (p.status === 'RECEIVED') return 'RECEIVED';
  if (p.status === 'PENDING' || p.status === 'OVERDUE') return p.vencimento < hoje ? 'OVERDUE' : 'PENDING';
  return p.status;
};

/** The spec's boleto shape (section 3) plus linha digitável and PIX (DESIGN §6). */
export const paraBoleto = (p: PagamentoCobranca, hoje: string): Boleto => {
  const pdf = `/api/financeiro/boletos/pdf/${p.id}`;
  return {
    id: p.id,
    dateCreated: p.createdAt.slice(0, 10),
    dueDate: p.vencimento,
    value: p.valor,
    description: descricaoPagamento(p),
    status: statusBoleto(p, hoje),
    invoiceUrl: p.status === 'RECEIVED' ? `/api/financeiro/recibos/${p.id}` : pdf,
    bankSlipUrl: pdf,
    invoiceNumber: p.nossoNumero,
    linhaDigitavel: p.linhaDigitavel,
    pixCopiaECola: p.pixPayload,
  };
};
