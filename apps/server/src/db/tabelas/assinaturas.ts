import type { ColumnType } from 'kysely';

/** Electronic signatures (issue 37). Instants are ISO text in UTC; column names never leave the repository. */
export interface DocumentoAssinaturaTable {
  id: string;
  contrato_id: string;
  tipo: string;
  referencia_id: string | null;
  titulo: string;
  arquivo: string;
  sha256: string;
  status: string;
  criado_em: string;
  criado_por: string | null;
  concluido_em: string | null;
  codigo_verificacao: string | null;
  arquivo_final: string | null;
  sha256_final: string | null;
}

export interface SignatarioTable {
  id: string;
  documento_id: string;
  papel: string;
  nome: string;
  email: string;
  usuario_id: string | null;
  status: string;
  assinado_em: string | null;
  ordem: number;
}

/** Only ever inserted. */
export interface EvidenciaAssinaturaTable {
  id: string;
  signatario_id: string;
  nome: string;
  email: string;
  papel: string;
  assinado_em: string;
  ip: string;
  user_agent: string;
  sha256: string;
  metodo: string;
}

export interface LinkAssinaturaTable {
  id: string;
  signatario_id: string;
  token_hash: string;
  expira_em: string;
  usado_em: string | null;
  revogado_em: string | null;
  tentativas: ColumnType<number, number | undefined, number>;
  bloqueado: ColumnType<number, number | undefined, number>;
  criado_em: string;
}

export interface CodigoAssinaturaTable {
  id: string;
  link_id: string;
  codigo_hash: string;
  expira_em: string;
  criado_em: string;
}
