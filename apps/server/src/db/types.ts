import type { Insertable, Selectable, Updateable } from 'kysely';

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
  preco: number;
  preco_condominio: number | null;
  endereco: string;
  bairro: string;
  cidade: string;
  estado: string;
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
}

export interface ContratoTable {
  id: string;
  numero: string;
  inquilino_id: string;
  imovel_id: string;
  data_inicio: string;
  data_fim: string;
  valor_aluguel: number;
  valor_condominio: number;
  valor_iptu: number;
  dia_vencimento: number;
  status: string;
  observacoes: string;
  multa_percentual: number;
  juros_mensal_percentual: number;
  created_at: string;
}

export interface PagamentoTable {
  id: string;
  contrato_id: string;
  /** YYYY-MM */
  competencia: string;
  vencimento: string;
  valor: number;
  status: string;
  data_pagamento: string | null;
  valor_pago: number | null;
  nosso_numero: string | null;
  codigo_barras: string | null;
  linha_digitavel: string | null;
  pix_payload: string | null;
  provider_id: string | null;
  created_at: string;
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

export interface MensagemContatoTable {
  id: string;
  nome: string;
  email: string;
  telefone: string;
  assunto: string;
  mensagem: string;
  origem: string | null;
  recebida_em: string;
  tratada: number;
}

export interface DocumentoJuridicoTable {
  id: string;
  titulo: string;
  tipo: string;
  descricao: string;
  autor: string;
  contrato_relacionado: string;
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

export interface ConfiguracaoTable {
  chave: string;
  valor: string;
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

export interface AuditoriaTable {
  id: string;
  usuario_id: string | null;
  acao: string;
  entidade: string;
  entidade_id: string | null;
  data: string;
}

export interface RedefinicaoSenhaTable {
  token_hash: string;
  usuario_id: string;
  expira_em: string;
  usado_em: string | null;
}

export interface Database {
  usuarios: UsuarioTable;
  imoveis: ImovelTable;
  contratos: ContratoTable;
  pagamentos: PagamentoTable;
  notificacoes: NotificacaoTable;
  mensagens_contato: MensagemContatoTable;
  documentos_juridicos: DocumentoJuridicoTable;
  processos: ProcessoTable;
  configuracoes: ConfiguracaoTable;
  emails: EmailTable;
  auditoria: AuditoriaTable;
  redefinicoes_senha: RedefinicaoSenhaTable;
}

export type UsuarioRow = Selectable<UsuarioTable>;
export type NovoUsuarioRow = Insertable<UsuarioTable>;
export type UsuarioUpdate = Updateable<UsuarioTable>;
export type ImovelRow = Selectable<ImovelTable>;
export type NovoImovelRow = Insertable<ImovelTable>;
export type ImovelUpdate = Updateable<ImovelTable>;
export type ContratoRow = Selectable<ContratoTable>;
export type PagamentoRow = Selectable<PagamentoTable>;
export type NotificacaoRow = Selectable<NotificacaoTable>;
export type DocumentoJuridicoRow = Selectable<DocumentoJuridicoTable>;
export type ProcessoRow = Selectable<ProcessoTable>;
