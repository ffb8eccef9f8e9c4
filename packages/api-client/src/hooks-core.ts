import type { TipoRelatorio, VisitasConsulta } from '@morada/domain';
import useSWR, { mutate, type SWRConfiguration } from 'swr';
import type { Consulta } from './contrato';
import type { FiltroLancamentos } from './endpoints/cobranca';
import type { FiltroLeads } from './endpoints/leads';
import type { FiltroComissoes, FiltroPropostas } from './endpoints/propostas';
import type { FiltroContratos } from './endpoints/contratos';
import type { FiltroImoveis } from './endpoints/imoveis';
import type { BuscaJuridico } from './endpoints/juridico';
import type { FiltroRelatorio } from './endpoints/relatorios';
import type { FiltroUsuarios } from './endpoints/usuarios';
import type { ApiError } from './errors';

/**
 * SWR keys: arrays whose first item names the resource, so `invalidar('imoveis')` refreshes every
 * cached listing after a create/update/delete. Filters are part of the key (SWR hashes objects
 * stably); a null key (missing id) means "do not fetch yet".
 */
export const chaves = {
  imoveis: (filtro: FiltroImoveis = {}) => ['imoveis', filtro] as const,
  /** One page of the back office's list (every status, the admin's session). */
  imoveisPagina: (filtro: FiltroImoveis) => ['imoveis', 'pagina', filtro] as const,
  imoveisPorIds: (ids: readonly string[]) => ['imoveis', 'ids', ids.join(',')] as const,
  imovel: (id: string) => ['imoveis', 'detalhe', id] as const,
  configuracoes: () => ['configuracoes'] as const,
  configuracoesCompleta: () => ['configuracoes', 'completa'] as const,
  usuarios: (filtro: FiltroUsuarios = {}) => ['usuarios', filtro] as const,
  usuario: (id: string) => ['usuarios', 'detalhe', id] as const,
  /** One page of an admin list: under the list's resource, so invalidar('usuarios') refreshes it. */
  usuariosPagina: (filtro: FiltroUsuarios) => ['usuarios', 'pagina', filtro] as const,
  contratosPagina: (filtro: FiltroContratos) => ['contratos', 'pagina', filtro] as const,
  documentosPagina: (filtro: BuscaJuridico) => ['juridico', 'documentos', 'pagina', filtro] as const,
  processosPagina: (filtro: Consulta<'GET /api/juridico/processos'>) =>
    ['juridico', 'processos', 'pagina', filtro] as const,
  garantia: (id: string) => ['contratos', 'garantia', id] as const,
  aditivos: (id: string) => ['contratos', 'aditivos', id] as const,
  anuncios: () => ['anuncios'] as const,
  pagamentosContrato: (id: string) => ['contratos', 'pagamentos', id] as const,
  dashboard: () => ['dashboard'] as const,
  documentos: () => ['juridico', 'documentos'] as const,
  processos: () => ['juridico', 'processos'] as const,
  locatarioResumo: () => ['locatario', 'resumo'] as const,
  locatarioPagamentos: () => ['locatario', 'pagamentos'] as const,
  locatarioAcerto: () => ['locatario', 'acerto'] as const,
  boletos: (customerId: string) => ['financeiro', 'boletos', customerId] as const,
  notificacoes: () => ['notificacoes'] as const,
  notificacoesEnviadas: () => ['notificacoes', 'enviadas'] as const,
  emails: () => ['notificacoes', 'emails'] as const,
  mensagensContato: () => ['contato', 'mensagens'] as const,
  relatorio: (tipo: TipoRelatorio, filtro: FiltroRelatorio) => ['relatorios', tipo, filtro] as const,
  reajustesPendentes: () => ['reajustes', 'pendentes'] as const,
  reajustesContrato: (id: string) => ['reajustes', 'contrato', id] as const,
  indices: (indice: string) => ['indices', indice] as const,
  repasses: (mes: string) => ['repasses', mes] as const,
  despesas: (mes: string) => ['repasses', 'despesas', mes] as const,
  dadosRepasse: (usuarioId: string) => ['usuarios', 'dados-repasse', usuarioId] as const,
  limitesLogin: (usuarioId: string) => ['usuarios', 'limites-login', usuarioId] as const,
  painelProprietario: () => ['proprietario', 'painel'] as const,
  /** Leads: every page, lead and report under 'leads', so invalidar('leads') refreshes them all. */
  leadsPagina: (filtro: FiltroLeads) => ['leads', 'pagina', filtro] as const,
  leadsContagens: (filtro: FiltroLeads) => ['leads', 'contagens', filtro] as const,
  lead: (id: string) => ['leads', 'detalhe', id] as const,
  leadsConfiguracao: () => ['leads', 'configuracao'] as const,
  leadsFunil: (filtro: { de?: string; ate?: string }) => ['leads', 'funil', filtro] as const,
  leadsIntegracao: () => ['leads', 'integracao'] as const,
  /** Proposals and commissions: every read under 'propostas', so invalidar('propostas') refreshes them. */
  propostasPagina: (filtro: FiltroPropostas) => ['propostas', 'pagina', filtro] as const,
  proposta: (id: string) => ['propostas', 'detalhe', id] as const,
  comissoes: (filtro: FiltroComissoes) => ['propostas', 'comissoes', filtro] as const,
  comissoesConfiguracao: () => ['propostas', 'comissoes-configuracao'] as const,
  /** Visits: a property's free slots, the agenda of a period, the visitor's answer link. */
  horariosVisita: (imovelId: string) => ['visitas', 'horarios', imovelId] as const,
  agendaVisitas: (consulta: VisitasConsulta) => ['visitas', 'agenda', consulta] as const,
  horariosDaAgencia: () => ['visitas', 'horarios-da-agencia'] as const,
  respostaVisita: (token: string) => ['visitas', 'resposta', token] as const,
  contasCobranca: () => ['cobranca', 'contas'] as const,
  remessas: (contaId: string) => ['cobranca', 'remessas', contaId] as const,
  lancamentos: (filtro: FiltroLancamentos) => ['cobranca', 'lancamentos', filtro] as const,
  portais: () => ['portais'] as const,
};

export type Recurso =
  | 'imoveis'
  | 'configuracoes'
  | 'usuarios'
  | 'contratos'
  | 'anuncios'
  | 'dashboard'
  | 'juridico'
  | 'locatario'
  | 'financeiro'
  | 'notificacoes'
  | 'contato'
  | 'relatorios'
  | 'reajustes'
  | 'indices'
  | 'repasses'
  | 'proprietario'
  | 'cobranca'
  | 'portais'
  | 'leads'
  | 'propostas'
  | 'visitas';

/** Revalidates every cached read of a resource (e.g. after saving a property). */
export const invalidar = (recurso: Recurso) =>
  mutate((chave) => Array.isArray(chave) && chave[0] === recurso);

/** Client errors (401, 403, 404, 400) will not change by retrying; network and 5xx may. */
const padrao: SWRConfiguration = {
  shouldRetryOnError: (e) => {
    const status = (e as Partial<ApiError>).status;
    return status === undefined || status >= 500;
  },
  errorRetryCount: 2,
};

/** One cached read with the defaults above (internal to the package's hooks). */
export const useRecurso = <T>(
  chave: readonly unknown[] | null,
  ler: () => Promise<T>,
  opcoes?: SWRConfiguration<T, ApiError>,
) => useSWR<T, ApiError>(chave, ler, { ...padrao, ...opcoes });
