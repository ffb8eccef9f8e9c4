import type { ImovelFiltro, TipoRelatorio, UsuarioFiltro } from '@morada/domain';
import useSWR, { mutate, type SWRConfiguration } from 'swr';
import { api } from './api';
import type { FiltroRelatorio } from './endpoints/relatorios';
import type { ApiError } from './errors';

/**
 * SWR keys: arrays whose first item names the resource, so `invalidar('imoveis')` refreshes every
 * cached listing after a create/update/delete. Filters are part of the key (SWR hashes objects
 * stably); a null key (missing id) means "do not fetch yet".
 */
export const chaves = {
  imoveis: (filtro: ImovelFiltro = {}) => ['imoveis', filtro] as const,
  imovel: (id: string) => ['imoveis', 'detalhe', id] as const,
  configuracoes: () => ['configuracoes'] as const,
  configuracoesCompleta: () => ['configuracoes', 'completa'] as const,
  usuarios: (filtro: UsuarioFiltro = {}) => ['usuarios', filtro] as const,
  usuario: (id: string) => ['usuarios', 'detalhe', id] as const,
  contratos: () => ['contratos'] as const,
  anuncios: () => ['anuncios'] as const,
  pagamentosContrato: (id: string) => ['contratos', 'pagamentos', id] as const,
  dashboard: () => ['dashboard'] as const,
  documentos: () => ['juridico', 'documentos'] as const,
  processos: () => ['juridico', 'processos'] as const,
  locatarioResumo: () => ['locatario', 'resumo'] as const,
  locatarioPagamentos: () => ['locatario', 'pagamentos'] as const,
  boletos: (customerId: string) => ['financeiro', 'boletos', customerId] as const,
  notificacoes: () => ['notificacoes'] as const,
  notificacoesEnviadas: () => ['notificacoes', 'enviadas'] as const,
  emails: () => ['notificacoes', 'emails'] as const,
  mensagensContato: () => ['contato', 'mensagens'] as const,
  relatorio: (tipo: TipoRelatorio, filtro: FiltroRelatorio) => ['relatorios', tipo, filtro] as const,
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
  | 'relatorios';

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

const useRecurso = <T>(
  chave: readonly unknown[] | null,
  ler: () => Promise<T>,
  opcoes?: SWRConfiguration<T, ApiError>,
) => useSWR<T, ApiError>(chave, ler, { ...padrao, ...opcoes });

export const useImoveis = (filtro: ImovelFiltro = {}, o?: SWRConfiguration) =>
  useRecurso(chaves.imoveis(filtro), () => api.imoveis.listar(filtro), { keepPreviousData: true, ...o });
export const useImovel = (id: string | undefined) =>
  useRecurso(id ? chaves.imovel(id) : null, () => api.imoveis.obter(id!));
export const useConfiguracoes = () =>
  useRecurso(chaves.configuracoes(), () => api.configuracoes.get(), { revalidateOnFocus: false });
export const useConfiguracoesCompleta = () =>
  useRecurso(chaves.configuracoesCompleta(), () => api.configuracoes.getCompleta());
export const useUsuarios = (filtro: UsuarioFiltro = {}) =>
  useRecurso(chaves.usuarios(filtro), () => api.usuarios.listar(filtro));
export const useUsuario = (id: string | undefined) =>
  useRecurso(id ? chaves.usuario(id) : null, () => api.usuarios.obter(id!));
export const useContratos = () => useRecurso(chaves.contratos(), () => api.contratos.listar());
export const useAnuncios = () => useRecurso(chaves.anuncios(), () => api.anuncios.listar());
export const usePagamentosContrato = (id: string | undefined) =>
  useRecurso(id ? chaves.pagamentosContrato(id) : null, () => api.contratos.pagamentos(id!));
export const useDashboard = () =>
  useRecurso(chaves.dashboard(), () => api.dashboard.obter(), { revalidateOnFocus: false });
export const useDocumentos = () => useRecurso(chaves.documentos(), () => api.juridico.documentos.listar());
export const useProcessos = () => useRecurso(chaves.processos(), () => api.juridico.processos.listar());
export const useLocatarioResumo = () => useRecurso(chaves.locatarioResumo(), () => api.locatario.resumo());
export const useLocatarioPagamentos = () =>
  useRecurso(chaves.locatarioPagamentos(), () => api.locatario.pagamentos());
export const useBoletos = (customerId: string | undefined) =>
  useRecurso(customerId ? chaves.boletos(customerId) : null, () => api.financeiro.boletos(customerId!));
export const useNotificacoes = () => useRecurso(chaves.notificacoes(), () => api.notificacoes.listar());
export const useNotificacoesEnviadas = () =>
  useRecurso(chaves.notificacoesEnviadas(), () => api.notificacoes.enviadas());
export const useEmails = () => useRecurso(chaves.emails(), () => api.notificacoes.emails());
export const useMensagensContato = () =>
  useRecurso(chaves.mensagensContato(), () => api.contato.listarMensagens());

export const useRelatorio = <T extends TipoRelatorio>(tipo: T, filtro: FiltroRelatorio = {}) =>
  useRecurso(chaves.relatorio(tipo, filtro), () => api.relatorios.obter(tipo, filtro));
