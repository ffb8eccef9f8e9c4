import type { ColumnType } from 'kysely';

/** Contracts and what changes them: número registry, guarantee, rescisão, aditivos, reajustes and the economic indices. Column names are snake_case here and never leave the repositories. */

export interface ContratoTable {
  id: string;
  numero: string;
  inquilino_id: string;
  imovel_id: string;
  data_inicio: string;
  data_fim: string;
  /** Money in integer centavos (issue 9). */
  aluguel_centavos: number;
  condominio_centavos: number;
  iptu_centavos: number;
  outros_centavos: number;
  desconto_centavos: number;
  dia_vencimento: number;
  status: string;
  observacoes: string;
  multa_percentual: number;
  juros_mensal_percentual: number;
  /** 1 when the admin confirmed a clause allowing multa above 10 % or juros above 1 % a month. */
  encargos_clausula: number;
  /** Share (%) of the multa and juros received that belongs to the owner (the rest is the agency's). */
  encargos_proprietario_percentual: number;
  created_at: string;
  /** Annual reajuste: IGP-M, IPCA, INPC, IVAR or Fixo (default IGP-M). */
  indice_reajuste: ColumnType<string, string | undefined, string>;
  /** The % of a 'Fixo' contract (numeric: PostgreSQL answers it as text). */
  reajuste_percentual_fixo: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** 'YYYY-MM' the first reajuste's twelve months start at; null = the month of data_inicio. */
  reajuste_mes_base: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'manter' or 'reduzir' the rent when the accumulated index is negative (default manter). */
  reajuste_negativo: ColumnType<string, string | undefined, string>;
  /** Penalty for leaving early, in rents (default 3); charged in proportion to the time left. */
  multa_rescisoria_alugueis: ColumnType<number, number | undefined, number>;
  /** Administration terms (issue 11); null = the agency's default in Configurações. */
  taxa_administracao_percentual: ColumnType<number | string | null, number | null | undefined, number | null>;
  taxa_administracao_minima_centavos: ColumnType<number | null, number | null | undefined, number | null>;
  taxa_intermediacao_percentual: ColumnType<number | string | null, number | null | undefined, number | null>;
  dia_repasse: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 when the owner pays the condomínio and IPTU bills (what the tenant paid for them is passed on). */
  encargos_repassados: ColumnType<number, number | undefined, number>;
}

/** Every contract número ever given, with the contract that got it first: never given again. */
export interface NumeroContratoTable {
  numero: string;
  contrato_id: string;
  created_at: string;
}

/** The one guarantee of a contract; `dados` is the kind's fields as JSON, money in centavos. */
export interface GarantiaTable {
  contrato_id: string;
  tipo: string;
  dados: string;
  /** End date of a seguro-fiança or título de capitalização, else null. */
  vencimento: string | null;
  atualizado_em: string;
  atualizado_por: string | null;
}

/** A contract's ending; `calculo` is the settlement as recorded (JSON, centavos). */
export interface RescisaoTable {
  id: string;
  contrato_id: string;
  data_saida: string;
  motivo: string;
  dispensar_multa: number;
  caucao_destino: string;
  observacoes: ColumnType<string, string | undefined, string>;
  calculo: string;
  pagamentos_cancelados: ColumnType<number, number | undefined, number>;
  /** JSON list of competências whose boleto the provider did not cancel or re-issue. */
  boletos_pendentes: ColumnType<string, string | undefined, string>;
  registrada_em: string;
  registrada_por: string | null;
  /** The payment charging what the tenant owes (decision 025); null when nothing is owed. */
  cobranca_pagamento_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Centavos to give back to the tenant; 0 when none. */
  devolucao_centavos: ColumnType<number, number | undefined, number>;
  /** Set once, when the admin records the amount was given back. */
  devolucao_data: ColumnType<string | null, string | null | undefined, string | null>;
  devolucao_meio: ColumnType<string | null, string | null | undefined, string | null>;
  devolucao_registrada_em: ColumnType<string | null, string | null | undefined, string | null>;
  devolucao_registrada_por: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A renewal (termo aditivo): new end date and, optionally, a new rent from `vigencia`. */
export interface AditivoTable {
  id: string;
  contrato_id: string;
  ordem: number;
  data_fim_anterior: string;
  nova_data_fim: string;
  aluguel_anterior_centavos: number;
  aluguel_novo_centavos: number | null;
  vigencia: string | null;
  observacoes: ColumnType<string, string | undefined, string>;
  pagamentos_reemitidos: ColumnType<number, number | undefined, number>;
  criado_em: string;
  criado_por: string | null;
  /** 'mover' | 'manter' with a new rent (what it did to the reajuste's anniversary), else null. */
  aniversario_reajuste: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A reajuste applied: one per contract and anniversary. */
export interface ReajusteTable {
  id: string;
  contrato_id: string;
  aniversario: string;
  /** k of the k-th anniversary. */
  ordem: number;
  indice: string;
  /** JSON list of the months accumulated. */
  meses: string;
  variacao_acumulada: ColumnType<number | string, number, number>;
  aluguel_anterior_centavos: number;
  aluguel_novo_centavos: number;
  aplicado_em: string;
  aplicado_por: string | null;
  pagamentos_reemitidos: ColumnType<number, number | undefined, number>;
  /** 1 when the admin waived it (rent unchanged); 0 when applied. */
  dispensado: ColumnType<number, number | undefined, number>;
}

/** A month of an index series; variacao is its % change (numeric: text on PostgreSQL). */
export interface IndiceEconomicoTable {
  indice: string;
  /** YYYY-MM */
  mes: string;
  variacao: ColumnType<number | string, number, number>;
  /** 'embarcado' | 'sgs' | 'manual' */
  fonte: string;
  atualizado_em: string;
}
