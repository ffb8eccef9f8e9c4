import type { ColumnType } from 'kysely';

/** The ledger and the owners' money: payments, receipts, sequences, bank details, repasses and expenses. Column names are snake_case here and never leave the repositories. */

export interface PagamentoTable {
  id: string;
  contrato_id: string;
  /** YYYY-MM */
  competencia: string;
  vencimento: string;
  /** The month's composition in centavos, frozen when generated; valor = the net total. */
  valor_centavos: number;
  aluguel_centavos: number;
  condominio_centavos: number;
  iptu_centavos: number;
  outros_centavos: number;
  desconto_centavos: number;
  /** PENDING until the amounts received settle it, then RECEIVED; CANCELLED when voided. */
  status: string;
  /** Day of the receipt that settled it. */
  data_pagamento: string | null;
  /** ISO date-time of the last cobrança sent. */
  ultima_cobranca: string | null;
  nosso_numero: string | null;
  codigo_barras: string | null;
  linha_digitavel: string | null;
  pix_payload: string | null;
  provider_id: string | null;
  created_at: string;
  /** The collection account the boleto was issued on (issue 34); null before accounts existed. */
  conta_cobranca_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** null (nothing to register) | 'a_enviar' | 'enviado' | 'registrado' | 'rejeitado' | 'baixado'. */
  registro_boleto: ColumnType<string | null, string | null | undefined, string | null>;
  /** The bank's reason of a rejection or baixa, in pt-BR. */
  registro_motivo: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One amount received for a payment, and how it paid juros, multa and each component. */
export interface RecebimentoTable {
  id: string;
  pagamento_id: string;
  data: string;
  valor_centavos: number;
  meio: string;
  juros_centavos: number;
  multa_centavos: number;
  aluguel_centavos: number;
  condominio_centavos: number;
  iptu_centavos: number;
  outros_centavos: number;
  registrado_por: string | null;
  created_at: string;
  /** The paid repasse that passed it on to the owner; 'anterior' = settled before repasses existed. */
  repasse_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Named counters incremented atomically (nosso número). */
export interface SequenciaTable {
  nome: string;
  valor: number;
}

/** An owner's tax id (CPF or CNPJ digits) and where their repasse is paid. */
export interface DadosRepasseTable {
  usuario_id: string;
  documento: string;
  titular: string;
  banco: string;
  agencia: string;
  conta: string;
  chave_pix: string | null;
  atualizado_em: string;
}

/** A repasse paid to an owner; `calculo` is the Repasse as paid (JSON, centavos). */
export interface RepasseTable {
  id: string;
  proprietario_id: string;
  /** YYYY-MM of the receipts it passed on. */
  mes: string;
  data_pagamento: string;
  meio: string;
  comprovante: ColumnType<string, string | undefined, string>;
  calculo: string;
  liquido_centavos: number;
  taxa_administracao_centavos: number;
  taxa_intermediacao_centavos: number;
  pago_em: string;
  pago_por: string | null;
}

/** An expense the agency paid for an owner, deducted from their next repasse. */
export interface DespesaProprietarioTable {
  id: string;
  imovel_id: string;
  imovel_titulo: string;
  proprietario_id: string;
  data: string;
  descricao: string;
  valor_centavos: number;
  repasse_id: string | null;
  arquivo_path: string | null;
  arquivo_nome: string | null;
  criado_em: string;
  criado_por: string | null;
}
