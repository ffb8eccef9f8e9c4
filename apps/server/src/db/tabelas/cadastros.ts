import type { ColumnType } from 'kysely';

/** People, properties and the agency: users, properties, contact messages, settings, notifications, the outbox, legal documents and cases. Column names are snake_case here and never leave the repositories. */

/** Row shapes. Column names are snake_case here and never leave the repositories. */
export interface UsuarioTable {
  id: string;
  nome: string;
  email: string;
  telefone: string;
  perfil: string;
  status: string;
  senha_hash: string;
  token_versao: number;
  cpf: string;
  rg: string;
  data_cadastro: string;
  ultimo_acesso: string | null;
}

export interface ImovelTable {
  id: string;
  titulo: string;
  tipo: string;
  operacao: string;
  /** bigint: a string on PostgreSQL (node-postgres), a number on SQLite. */
  preco_centavos: number | string;
  condominio_centavos: number | string | null;
  endereco: string;
  bairro: string;
  cidade: string;
  estado: string;
  /** 8 digits or '' (not informed). */
  cep: ColumnType<string, string | undefined, string>;
  area_util: number;
  quartos: number | null;
  suites: number | null;
  banheiros: number | null;
  vagas: number | null;
  andar: number | null;
  descricao: string;
  destaque: number;
  status: string;
  data_cadastro: string;
  /** JSON list of public photo URLs (/uploads/fotos/...). */
  fotos: string;
  /** JSON list of strings. */
  caracteristicas: string;
  /** Lower-cased titulo/endereco/bairro/cidade/estado, for the location and search filters. */
  busca: string;
  /** The owner (perfil proprietario), when the agency recorded one. */
  proprietario_id: string | null;
  /** Administration defaults of its contracts (issue 11); null = the agency's default in Configurações. */
  taxa_administracao_percentual: ColumnType<number | null, number | null | undefined, number | null>;
  taxa_administracao_minima_centavos: ColumnType<number | null, number | null | undefined, number | null>;
  taxa_intermediacao_percentual: ColumnType<number | null, number | null | undefined, number | null>;
  dia_repasse: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 when the admin marked it "publicar nos portais" (issue 35: the VRSync feed). */
  publicar_portais: ColumnType<number, number | undefined, number>;
  /** Above this cost (centavos) a chamado waits for the owner's approval; null = the agency's default. */
  limite_aprovacao_chamado_centavos: ColumnType<number | null, number | null | undefined, number | null>;
  /** The corretor who took the listing (issue 35: his share of the commission). */
  captador_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MensagemContatoTable {
  id: string;
  nome: string;
  email: string;
  telefone: string;
  assunto: string;
  mensagem: string;
  origem: string | null;
  /** The account a password request sent to the staff is about. */
  usuario_id: ColumnType<string | null, string | null | undefined, string | null>;
  recebida_em: string;
  tratada: number;
}

export interface ConfiguracaoTable {
  chave: string;
  valor: string;
}

export interface NotificacaoTable {
  id: string;
  usuario_id: string;
  titulo: string;
  mensagem: string;
  data: string;
  lida: number;
  origem: string;
}

export interface EmailTable {
  id: string;
  para: string;
  assunto: string;
  corpo: string;
  anexo_nome: string | null;
  criado_em: string;
  status: string;
  erro: string | null;
}

export interface DocumentoJuridicoTable {
  id: string;
  titulo: string;
  tipo: string;
  descricao: string;
  autor: string;
  /** The contract's número as the admin typed it; shown, never used to grant access. */
  contrato_relacionado: string;
  /** The contract the document belongs to (its tenant may download it); null when none or deleted. */
  contrato_id: string | null;
  imovel_relacionado: string;
  status: string;
  tags: string;
  observacoes: string;
  /** Server-chosen file name under DATA_DIR/documentos; never a client path. */
  arquivo_path: string | null;
  arquivo_nome: string | null;
  formato: string | null;
  created_at: string;
}

export interface ProcessoTable {
  id: string;
  numero: string;
  tipo: string;
  contrato_id: string;
  status: string;
  prioridade: string;
  descricao: string;
  advogado_responsavel: string;
  partes_envolvidas: string;
  data_prazo: string | null;
  documentos: string;
  valor: number;
  observacoes: string;
  created_at: string;
}
