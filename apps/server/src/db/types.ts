import type { Insertable, Selectable, Updateable } from 'kysely';
import type {
  UsuarioTable,
  ImovelTable,
  MensagemContatoTable,
  ConfiguracaoTable,
  NotificacaoTable,
  EmailTable,
  DocumentoJuridicoTable,
  ProcessoTable,
} from './tabelas/cadastros';
import type {
  ContratoTable,
  NumeroContratoTable,
  GarantiaTable,
  RescisaoTable,
  AditivoTable,
  ReajusteTable,
  IndiceEconomicoTable,
} from './tabelas/contratos';
import type {
  PagamentoTable,
  RecebimentoTable,
  SequenciaTable,
  DadosRepasseTable,
  RepasseTable,
  DespesaProprietarioTable,
} from './tabelas/livro';
import type {
  AuditoriaTable,
  RedefinicaoSenhaTable,
  TarefaDiariaTable,
  LimiteTaxaTable,
  GeracaoTable,
  IdempotenciaTable,
} from './tabelas/sistema';
import type {
  ContaCobrancaTable,
  ImportacaoBancariaTable,
  InstrucaoRemessaTable,
  LancamentoAutomaticoTable,
  RemessaTable,
} from './tabelas/cobranca';
import type { ChamadoEventoTable, ChamadoFotoTable, ChamadoTable, PrestadorTable } from './tabelas/chamados';
import type { VisitaTable } from './tabelas/visitas';
import type {
  CodigoAssinaturaTable,
  DocumentoAssinaturaTable,
  EvidenciaAssinaturaTable,
  LinkAssinaturaTable,
  SignatarioTable,
} from './tabelas/assinaturas';
import type { LeadTable, LeadEventoTable, CliqueWhatsappTable } from './tabelas/leads';
import type { ComissaoTable, PropostaDocumentoTable, PropostaTable } from './tabelas/propostas';
import type {
  ChaveTable,
  MedidorTable,
  VistoriaAmbienteTable,
  VistoriaContestacaoTable,
  VistoriaFotoTable,
  VistoriaItemTable,
  VistoriaTable,
} from './tabelas/vistorias';

export type * from './tabelas/cadastros';
export type * from './tabelas/contratos';
export type * from './tabelas/livro';
export type * from './tabelas/sistema';
export type * from './tabelas/cobranca';
export type * from './tabelas/chamados';
export type * from './tabelas/visitas';
export type * from './tabelas/assinaturas';
export type * from './tabelas/leads';
export type * from './tabelas/propostas';
export type * from './tabelas/vistorias';

/** Row shapes, one file per area in db/tabelas. Column names are snake_case and never leave the repositories. */
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
  contas_cobranca: ContaCobrancaTable;
  lancamentos_automaticos: LancamentoAutomaticoTable;
  importacoes_bancarias: ImportacaoBancariaTable;
  remessas: RemessaTable;
  instrucoes_remessa: InstrucaoRemessaTable;
  prestadores: PrestadorTable;
  chamados: ChamadoTable;
  chamado_eventos: ChamadoEventoTable;
  chamado_fotos: ChamadoFotoTable;
  visitas: VisitaTable;
  documentos_assinatura: DocumentoAssinaturaTable;
  signatarios: SignatarioTable;
  evidencias_assinatura: EvidenciaAssinaturaTable;
  links_assinatura: LinkAssinaturaTable;
  codigos_assinatura: CodigoAssinaturaTable;
  leads: LeadTable;
  lead_eventos: LeadEventoTable;
  cliques_whatsapp: CliqueWhatsappTable;
  propostas: PropostaTable;
  proposta_documentos: PropostaDocumentoTable;
  comissoes: ComissaoTable;
  vistorias: VistoriaTable;
  vistoria_ambientes: VistoriaAmbienteTable;
  vistoria_itens: VistoriaItemTable;
  vistoria_fotos: VistoriaFotoTable;
  vistoria_contestacoes: VistoriaContestacaoTable;
  medidores: MedidorTable;
  chaves: ChaveTable;
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
