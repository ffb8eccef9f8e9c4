import type { TipoLinkAcesso } from '@morada/domain';
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

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
}

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
  /** The account a password request sent to the staff is about. */
  usuario_id: ColumnType<string | null, string | null | undefined, string | null>;
  recebida_em: string;
  tratada: number;
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

/** Every contract número ever given, with the contract that got it first: never given again. */
export interface NumeroContratoTable {
  numero: string;
  contrato_id: string;
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
  tipo: ColumnType<TipoLinkAcesso, TipoLinkAcesso | undefined, TipoLinkAcesso>;
  criado_em: string | null;
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

/** Lock of a daily task (and of one-off notices): the row exists once the day's run is taken. */
export interface TarefaDiariaTable {
  nome: string;
  dia: string;
  executada_em: string;
}

/**
 * One fixed rate-limit window per '<limiter>\n<key>', shared by every process; epoch ms. PostgreSQL
 * answers its bigints as strings, so readers convert with Number().
 */
export interface LimiteTaxaTable {
  chave: string;
  inicio: number | string;
  n: number;
  expira: number | string;
}

/** A counter bumped by every write to what `nome` names (the property cache's generation). */
export interface GeracaoTable {
  nome: string;
  valor: number | string;
}

/**
 * A money write claimed by its Idempotency-Key (per user): the request it was (rota + a hash of
 * the body) and, once answered, its status, media type and body; null status while it runs.
 */
export interface IdempotenciaTable {
  usuario_id: string;
  chave: string;
  rota: string;
  impressao: string;
  status: number | null;
  tipo: string | null;
  corpo: string | null;
  /** Epoch milliseconds. */
  criado_em: number | string;
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

export interface Database {
  usuarios: UsuarioTable;
  imoveis: ImovelTable;
  contratos: ContratoTable;
  numeros_contrato: NumeroContratoTable;
  pagamentos: PagamentoTable;
  recebimentos: RecebimentoTable;
  sequencias: SequenciaTable;
  notificacoes: NotificacaoTable;
  mensagens_contato: MensagemContatoTable;
  documentos_juridicos: DocumentoJuridicoTable;
  processos: ProcessoTable;
  configuracoes: ConfiguracaoTable;
  emails: EmailTable;
  auditoria: AuditoriaTable;
  redefinicoes_senha: RedefinicaoSenhaTable;
  indices_economicos: IndiceEconomicoTable;
  reajustes: ReajusteTable;
  tarefas_diarias: TarefaDiariaTable;
  garantias: GarantiaTable;
  rescisoes: RescisaoTable;
  aditivos: AditivoTable;
  dados_repasse: DadosRepasseTable;
  repasses: RepasseTable;
  despesas_proprietario: DespesaProprietarioTable;
  limites_taxa: LimiteTaxaTable;
  geracoes: GeracaoTable;
  idempotencia: IdempotenciaTable;
}

export type UsuarioRow = Selectable<UsuarioTable>;
export type NovoUsuarioRow = Insertable<UsuarioTable>;
export type UsuarioUpdate = Updateable<UsuarioTable>;
export type ImovelRow = Selectable<ImovelTable>;
export type NovoImovelRow = Insertable<ImovelTable>;
export type ImovelUpdate = Updateable<ImovelTable>;
export type ContratoRow = Selectable<ContratoTable>;
export type PagamentoRow = Selectable<PagamentoTable>;
export type RecebimentoRow = Selectable<RecebimentoTable>;
export type NotificacaoRow = Selectable<NotificacaoTable>;
export type DocumentoJuridicoRow = Selectable<DocumentoJuridicoTable>;
export type ProcessoRow = Selectable<ProcessoTable>;
