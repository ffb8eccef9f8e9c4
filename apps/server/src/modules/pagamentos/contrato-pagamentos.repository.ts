import { randomUUID } from 'node:crypto';
import { totalComposicao, type Composicao, type ContratoACobrar } from '@morada/domain';
import type { Db } from '../../db/database';
import {
  colunasComposicaoContrato,
  colunasInquilino,
  colunasPrazoContrato,
  contratosComInquilino,
} from '../../db/contratos.repository';
import type { Pagador } from './boletos/provedor';
import { composicaoDe } from './pagamentos.repository';

/** What charging a contract needs: its term, due day, monthly composition and its tenant (the payer). */
export type ContratoParaCobrar = ContratoACobrar & {
  id: string;
  numero: string;
  composicao: Composicao;
  pagador: Pagador;
};

export const buscarContratoParaCobrar = async (
  db: Db,
  id: string,
): Promise<ContratoParaCobrar | undefined> => {
  const r = await contratosComInquilino(db)
    .select([
      ...colunasPrazoContrato,
      ...colunasComposicaoContrato,
      ...colunasInquilino,
      'u.cpf as u_cpf',
      'u.telefone as u_telefone',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!r) return undefined;
  const composicao = composicaoDe(r);
  return {
    id: r.id,
    numero: r.numero,
    dataInicio: r.data_inicio,
    dataFim: r.data_fim,
    diaVencimento: r.dia_vencimento,
    valorCentavos: totalComposicao(composicao),
    composicao,
    pagador: { id: r.u_id, nome: r.u_nome, email: r.u_email, cpf: r.u_cpf, telefone: r.u_telefone },
  };
};

/** The payment's amount columns: the month's total and its components, in centavos. */
export const colunasComposicao = (c: Composicao) => ({
  valor_centavos: totalComposicao(c),
  aluguel_centavos: c.aluguel,
  condominio_centavos: c.condominio,
  iptu_centavos: c.iptu,
  outros_centavos: c.outros,
  desconto_centavos: c.desconto,
});

export type NovoPagamento = {
  /** Given when the caller needs it before the row exists (billing); otherwise a new one. */
  id?: string;
  contratoId: string;
  competencia: string;
  vencimento: string;
  /** Copied from the contract (or the pro rata of a month of leaving). */
  composicao: Composicao;
  criadoEm: string;
};

/** The columns of a payment not charged yet: no notice sent, no boleto issued. */
export const SEM_BOLETO = {
  ultima_cobranca: null,
  nosso_numero: null,
  codigo_barras: null,
  linha_digitavel: null,
  pix_payload: null,
  provider_id: null,
} as const;

/** A month's payment, PENDING and still without its boleto; answers its id. */
export const inserirPagamentoPendente = async (db: Db, p: NovoPagamento): Promise<string> => {
  const id = p.id ?? randomUUID();
  await db
    .insertInto('pagamentos')
    .values({
      id,
      contrato_id: p.contratoId,
      competencia: p.competencia,
      vencimento: p.vencimento,
      ...colunasComposicao(p.composicao),
      status: 'PENDING',
      data_pagamento: null,
      ...SEM_BOLETO,
      created_at: p.criadoEm,
    })
    .execute();
  return id;
};

export const excluirPagamento = async (db: Db, id: string): Promise<void> => {
  await db.deleteFrom('pagamentos').where('id', '=', id).execute();
};

/** Where a contract's notices go: its tenant (account and e-mail) and the contract's number. */
export type DestinoDoContrato = { usuarioId: string; email: string; numero: string };

/** The destination of each contract (by id), 500 contracts a query. */
export const destinosDosContratos = async (
  db: Db,
  contratoIds: readonly string[],
): Promise<Map<string, DestinoDoContrato>> => {
  const destinos = new Map<string, DestinoDoContrato>();
  for (let i = 0; i < contratoIds.length; i += 500) {
    const linhas = await contratosComInquilino(db)
      .select(['c.id', 'c.numero', 'u.id as usuarioId', 'u.email'])
      .where('c.id', 'in', contratoIds.slice(i, i + 500))
      .execute();
    for (const l of linhas) destinos.set(l.id, { usuarioId: l.usuarioId, email: l.email, numero: l.numero });
  }
  return destinos;
};
