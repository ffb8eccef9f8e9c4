import type { IndiceSerie, TipoRelatorio } from '@morada/domain';
import { api } from './api';
import type { Consulta } from './contrato';
import type { FiltroLancamentos } from './endpoints/cobranca';
import type { FiltroContratos } from './endpoints/contratos';
import type { FiltroImoveis } from './endpoints/imoveis';
import type { BuscaJuridico } from './endpoints/juridico';
import type { FiltroRelatorio } from './endpoints/relatorios';
import type { FiltroUsuarios } from './endpoints/usuarios';
import { chaves, useRecurso } from './hooks-core';

export { chaves, invalidar } from './hooks-core';
export type { Recurso } from './hooks-core';
export {
  useBoletos,
  useConfiguracoes,
  useImovel,
  useImoveis,
  useLocatarioPagamentos,
  useLocatarioResumo,
  useNotificacoes,
  usePainelProprietario,
  useLead,
  useLeadsContagens,
  useLeadsPagina,
  useComissoes,
  useProposta,
  usePropostasPagina,
  useAgendaVisitas,
  acoesDaAgenda,
} from './hooks-site';

/** The agency's visiting hours (admin): what every property's free slots follow. */
export const useHorariosDaAgencia = () =>
  useRecurso(chaves.horariosDaAgencia(), () => api.visitas.lerHorarios());

export const useConfiguracoesCompleta = () =>
  useRecurso(chaves.configuracoesCompleta(), () => api.configuracoes.getCompleta());
export const useUsuarios = (filtro: Omit<FiltroUsuarios, 'pagina' | 'limite'> = {}) =>
  useRecurso(chaves.usuarios(filtro), () => api.usuarios.listar(filtro));
export const useUsuario = (id: string | undefined) =>
  useRecurso(id ? chaves.usuario(id) : null, () => api.usuarios.obter(id!));
/** The contract's guarantee (null without one); fetched only with an id. */
export const useGarantia = (id: string | undefined) =>
  useRecurso(id ? chaves.garantia(id) : null, () => api.ciclo.garantia.obter(id!));
export const useAditivos = (id: string | undefined) =>
  useRecurso(id ? chaves.aditivos(id) : null, () => api.ciclo.aditivos.listar(id!));
export const useAnuncios = () => useRecurso(chaves.anuncios(), () => api.anuncios.listar());
export const usePagamentosContrato = (id: string | undefined) =>
  useRecurso(id ? chaves.pagamentosContrato(id) : null, () => api.contratos.pagamentos(id!));
export const useDashboard = () =>
  useRecurso(chaves.dashboard(), () => api.dashboard.obter(), { revalidateOnFocus: false });
export const useDocumentos = () => useRecurso(chaves.documentos(), () => api.juridico.documentos.listar());
export const useProcessos = () => useRecurso(chaves.processos(), () => api.juridico.processos.listar());
/**
 * One page of an admin list, searched and filtered on the server ({ dados, total }); the previous
 * page stays on screen while the next one loads.
 */
export const useImoveisPagina = (filtro: FiltroImoveis) =>
  useRecurso(chaves.imoveisPagina(filtro), () => api.imoveis.listar(filtro), { keepPreviousData: true });
export const useUsuariosPagina = (filtro: FiltroUsuarios) =>
  useRecurso(chaves.usuariosPagina(filtro), () => api.usuarios.pagina(filtro), { keepPreviousData: true });
export const useContratosPagina = (filtro: FiltroContratos) =>
  useRecurso(chaves.contratosPagina(filtro), () => api.contratos.pagina(filtro), { keepPreviousData: true });
export const useDocumentosPagina = (filtro: BuscaJuridico) =>
  useRecurso(chaves.documentosPagina(filtro), () => api.juridico.documentos.pagina(filtro), {
    keepPreviousData: true,
  });
export const useProcessosPagina = (filtro: Consulta<'GET /api/juridico/processos'>) =>
  useRecurso(chaves.processosPagina(filtro), () => api.juridico.processos.pagina(filtro), {
    keepPreviousData: true,
  });
export const useNotificacoesEnviadas = () =>
  useRecurso(chaves.notificacoesEnviadas(), () => api.notificacoes.enviadas());
export const useEmails = () => useRecurso(chaves.emails(), () => api.notificacoes.emails());
export const useMensagensContato = () =>
  useRecurso(chaves.mensagensContato(), () => api.contato.listarMensagens());

export const useRelatorio = <T extends TipoRelatorio>(tipo: T, filtro: FiltroRelatorio = {}) =>
  useRecurso(chaves.relatorio(tipo, filtro), () => api.relatorios.obter(tipo, filtro));
export const useReajustesPendentes = () =>
  useRecurso(chaves.reajustesPendentes(), () => api.reajustes.pendentes());
export const useReajustesContrato = (id: string | undefined) =>
  useRecurso(id ? chaves.reajustesContrato(id) : null, () => api.reajustes.historico(id!));
export const useIndices = (indice: IndiceSerie) =>
  useRecurso(chaves.indices(indice), () => api.indices.listar(indice));
/** Every owner's repasse of a month ('YYYY-MM'). */
export const useRepasses = (mes: string) => useRecurso(chaves.repasses(mes), () => api.repasses.listar(mes));
/** An owner's tax id and bank/PIX details (null when none); fetched only with an id. */
/** The sign-in limits on the account being edited (null: no dialog open). */
export const useLimitesLogin = (usuarioId: string | undefined) =>
  useRecurso(usuarioId ? chaves.limitesLogin(usuarioId) : null, () => api.usuarios.limitesLogin(usuarioId!));

export const useDadosRepasse = (usuarioId: string | undefined) =>
  useRecurso(usuarioId ? chaves.dadosRepasse(usuarioId) : null, () =>
    api.repasses.dadosRepasse.obter(usuarioId!),
  );

/** The agency's collection accounts (Configurações → Contas de cobrança), the demo one included. */
export const useContasCobranca = () =>
  useRecurso(chaves.contasCobranca(), () => api.cobranca.contas.listar());
/** A collection account's remessas and what waits for the next one (null: no dialog open). */
export const useRemessas = (contaId: string | undefined) =>
  useRecurso(contaId ? chaves.remessas(contaId) : null, () => api.cobranca.remessas.daConta(contaId!));
/** One page of the automatic postings' journal ({ dados, total }), filtered by situação and origem. */
export const useLancamentos = (filtro: FiltroLancamentos) =>
  useRecurso(chaves.lancamentos(filtro), () => api.cobranca.lancamentos.pagina(filtro), {
    keepPreviousData: true,
  });

/** The back office's "Portais": every property with its flag and pendências, and the feed's URL. */
export const usePortais = () => useRecurso(chaves.portais(), () => api.portais.listar());
/** The leads' alert hours and rotation (admin). */
export const useLeadsConfiguracao = () =>
  useRecurso(chaves.leadsConfiguracao(), () => api.leads.configuracao());
/** The funnel report for a period ('YYYY-MM-DD' bounds, both optional). */
export const useLeadsFunil = (filtro: { de?: string; ate?: string }) =>
  useRecurso(chaves.leadsFunil(filtro), () => api.leads.funil(filtro), { keepPreviousData: true });
/** The Grupo OLX lead webhook's URL, user and secret (admin). */
export const useLeadsIntegracao = () => useRecurso(chaves.leadsIntegracao(), () => api.leads.integracao());

/** The commission rates and split (admin). */
export const useComissoesConfiguracao = () =>
  useRecurso(chaves.comissoesConfiguracao(), () => api.propostas.configuracaoComissoes());
