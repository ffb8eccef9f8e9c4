import type { ColumnType } from 'kysely';

/** Bank collection (issue 34): accounts and the journal of payment events from outside. Column names are snake_case here and never leave the repositories. */

export interface ContaCobrancaTable {
  id: string;
  nome: string;
  banco: string;
  agencia: string;
  agencia_dv: string;
  conta: string;
  conta_dv: string;
  carteira: string;
  convenio: string;
  layout: string;
  proxima_remessa: number;
  proximo_nosso_numero: number;
  /** 1 = issues boletos; 0 = kept for the ones it issued. */
  ativa: number;
  criado_em: string;
  atualizado_em: string;
}

/**
 * One payment event from outside (webhook, retorno, statement credit) and what it did. `chave` is
 * unique: the same event arriving again finds its row and books nothing.
 */
export interface LancamentoAutomaticoTable {
  id: string;
  origem: string;
  chave: string;
  tipo: string;
  /** The provider's payment id, the boleto's nosso número or the statement's FITID. */
  referencia: string | null;
  pagamento_id: string | null;
  recebimento_id: string | null;
  situacao: string;
  /** PostgreSQL answers bigint as a string. */
  valor_centavos: ColumnType<number | string | null, number | null, number | null>;
  data: string | null;
  meio: string | null;
  importacao_id: string | null;
  detalhe: string;
  criado_em: string;
  desfeito_por: string | null;
  desfeito_em: string | null;
}

/** One retorno or statement file an admin imported, and what its items became. */
export interface ImportacaoBancariaTable {
  id: string;
  tipo: string;
  conta_id: string;
  nome_arquivo: string;
  hash_arquivo: string;
  usuario_id: string | null;
  criado_em: string;
  itens: number;
  lancados: number;
  atualizados: number;
  pendentes: number;
  ignorados: number;
  repetidos: number;
}

/** One remessa file generated for an account: kept as sent, to be downloaded again. */
export interface RemessaTable {
  id: string;
  conta_id: string;
  numero: number;
  nome_arquivo: string;
  conteudo: string;
  registros: number;
  baixas: number;
  usuario_id: string | null;
  criado_em: string;
}

/** One instruction to the bank about one boleto; `remessa_id` null while it waits. Unique per account, nosso número and tipo. */
export interface InstrucaoRemessaTable {
  id: string;
  conta_id: string;
  pagamento_id: string;
  tipo: string;
  nosso_numero: string;
  vencimento: string;
  /** PostgreSQL answers bigint as a string. */
  valor_centavos: ColumnType<number | string, number, number>;
  criado_em: string;
  remessa_id: string | null;
}
