import type { SWRConfiguration } from 'swr';
import type { EtapaLead, RegistrarFeedback, VisitasConsulta } from '@morada/domain';
import type { FiltroImoveis } from './endpoints/imoveis';
import type { FiltroLeads } from './endpoints/leads';
import type { FiltroComissoes, FiltroPropostas } from './endpoints/propostas';
import { chaves, useRecurso } from './hooks-core';
import { siteApi } from './site-api';

/** The reads of the public site and the tenant area (same keys as every other hook). */
export const useImoveis = (filtro: FiltroImoveis = {}, o?: SWRConfiguration) =>
  useRecurso(chaves.imoveis(filtro), () => siteApi.imoveis.listar(filtro), { keepPreviousData: true, ...o });
/** The favourites page's properties, by id (at most 100, the API's cap), whatever their status. */
export const useImoveisPorIds = (ids: readonly string[] | undefined) =>
  useRecurso(ids && ids.length > 0 ? chaves.imoveisPorIds(ids) : null, () => siteApi.imoveis.porIds(ids!), {
    keepPreviousData: true,
  });
export const useImovel = (id: string | undefined) =>
  useRecurso(id ? chaves.imovel(id) : null, () => siteApi.imoveis.obter(id!));
export const useConfiguracoes = () =>
  useRecurso(chaves.configuracoes(), () => siteApi.configuracoes.get(), { revalidateOnFocus: false });
export const useLocatarioResumo = () =>
  useRecurso(chaves.locatarioResumo(), () => siteApi.locatario.resumo());
export const useLocatarioPagamentos = () =>
  useRecurso(chaves.locatarioPagamentos(), () => siteApi.locatario.pagamentos());
/** The rescisão's settlement in money (charge or amount to receive); null without a rescisão. */
export const useLocatarioAcerto = () =>
  useRecurso(chaves.locatarioAcerto(), () => siteApi.locatario.acerto());
export const useBoletos = (customerId: string | undefined) =>
  useRecurso(customerId ? chaves.boletos(customerId) : null, () => siteApi.financeiro.boletos(customerId!));
export const useNotificacoes = () => useRecurso(chaves.notificacoes(), () => siteApi.notificacoes.listar());
/** The owner's portal: properties, contracts, payments and repasses (perfil proprietario). */
export const usePainelProprietario = () =>
  useRecurso(chaves.painelProprietario(), () => siteApi.proprietario.painel());
/**
 * One page of leads (a corretor's own, or all for an admin), filtered on the server; the previous
 * page stays on screen while the next one loads.
 */
export const useLeadsPagina = (filtro: FiltroLeads) =>
  useRecurso(chaves.leadsPagina(filtro), () => siteApi.leads.pagina(filtro), { keepPreviousData: true });
/**
 * How many leads each etapa of the funnel holds under the other filters (the chips' counts), in one
 * request (GET /api/leads/contagens), plus their sum as `todas`. The caller passes the etapas
 * (ETAPAS_LEAD): this module stays free of the domain's schemas (and zod), which the site's first
 * chunk cannot afford.
 */
export const useLeadsContagens = (
  etapas: readonly EtapaLead[],
  filtro: Omit<FiltroLeads, 'etapa' | 'pagina' | 'limite'>,
) =>
  useRecurso(
    chaves.leadsContagens(filtro),
    async () => {
      const contagens = await siteApi.leads.contagens(filtro);
      const totais = etapas.map((etapa) => [etapa, contagens[etapa]] as const);
      const porEtapa: Partial<Record<EtapaLead | 'todas', number>> = Object.fromEntries(totais);
      return { ...porEtapa, todas: totais.reduce((soma, [, n]) => soma + n, 0) };
    },
    { keepPreviousData: true },
  );
/** A lead and its timeline; fetched only with an id. */
export const useLead = (id: string | undefined) =>
  useRecurso(id ? chaves.lead(id) : null, () => siteApi.leads.obter(id!));
/** A property's free visit slots (the next 14 days); fetched only once the dialog asks (`ativo`). */
export const useHorariosVisita = (imovelId: string | undefined, ativo: boolean) =>
  useRecurso(imovelId && ativo ? chaves.horariosVisita(imovelId) : null, () =>
    siteApi.visitasPublicas.horarios(imovelId!),
  );
/** The visits of a period (the corretor's own; the admin's all or one corretor's). */
export const useAgendaVisitas = (consulta: VisitasConsulta) =>
  useRecurso(chaves.agendaVisitas(consulta), () => siteApi.visitas.listar(consulta), {
    keepPreviousData: true,
  });
/**
 * What a visit card can do (the corretor's agenda and the admin's): each action re-reads the week
 * after the server answers, so the card shows the new status.
 */
export const acoesDaAgenda = (reler: () => Promise<unknown>) => {
  const depois =
    <A extends unknown[]>(acao: (...args: A) => Promise<unknown>) =>
    async (...args: A) => {
      await acao(...args);
      await reler();
    };
  return {
    onConfirmar: depois((id: string) => siteApi.visitas.confirmar(id)),
    onProporHorario: depois((id: string, inicio: string) => siteApi.visitas.proporHorario(id, inicio)),
    onCancelar: depois((id: string, motivo: string) => siteApi.visitas.cancelar(id, motivo)),
    onRegistrarFeedback: depois((id: string, dados: RegistrarFeedback) =>
      siteApi.visitas.feedback(id, dados),
    ),
    carregarHorarios: async (imovelId: string) => (await siteApi.visitasPublicas.horarios(imovelId)).horarios,
  };
};
/** The proposal behind the visitor's answer link. */
export const useRespostaVisita = (token: string | undefined) =>
  useRecurso(token ? chaves.respostaVisita(token) : null, () => siteApi.visitasPublicas.lerResposta(token!));
/** One page of proposals (a corretor's own, or all for an admin); the previous page stays while the next loads. */
export const usePropostasPagina = (filtro: FiltroPropostas) =>
  useRecurso(chaves.propostasPagina(filtro), () => siteApi.propostas.pagina(filtro), {
    keepPreviousData: true,
  });
/** A proposal; fetched only with an id. */
export const useProposta = (id: string | undefined) =>
  useRecurso(id ? chaves.proposta(id) : null, () => siteApi.propostas.obter(id!));
/** The commission shares (a corretor's own) with their total and the month totals. */
export const useComissoes = (filtro: FiltroComissoes = {}) =>
  useRecurso(chaves.comissoes(filtro), () => siteApi.propostas.comissoes(filtro), { keepPreviousData: true });
