import type { ColumnType } from 'kysely';

/** Proposals, their documents and commissions (issue 35). Instants are ISO text in UTC. */
export interface PropostaTable {
  id: string;
  numero: string;
  tipo: string;
  lead_id: string;
  imovel_id: string;
  corretor_id: string;
  status: string;
  motivo_recusa: string | null;
  /** JSON: the ficha cadastral of a lease proposal. */
  locacao: string | null;
  /** JSON: the purchase terms of a sale proposal. */
  venda: string | null;
  criada_em: string;
  atualizada_em: string;
  enviada_em: string | null;
  decidida_em: string | null;
  contrato_id: string | null;
}

export interface PropostaDocumentoTable {
  id: string;
  proposta_id: string;
  nome: string;
  tipo: string;
  tamanho: number;
  categoria: string;
  /** The private storage's name (uuid.ext), never a public URL. */
  caminho: string;
  criado_em: string;
}

export interface ComissaoTable {
  id: string;
  proposta_id: string;
  parte: string;
  corretor_id: string | null;
  /** bigint: a string on PostgreSQL (node-postgres), a number on SQLite. */
  valor_centavos: ColumnType<number | string, number, number>;
  criada_em: string;
}
