import type { SWRConfiguration } from 'swr';
import type { FiltroImoveis } from './endpoints/imoveis';
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
