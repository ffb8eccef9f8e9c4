/**
 * @morada/api-client — typed calls of spec §7 under /api, the session of §4, the error messages of
 * §8 and SWR hooks. Apps use the default `api` (same origin) and the hooks; tests build their own
 * with createClient({ fetch, storage, location }) + createApi(client).
 */
export { createClient, nomeDoArquivo, ROTA_SESSAO_EXPIRADA } from './client';
export type { ApiClient, Arquivo, ClientOptions, Lista, Query, RequestOptions } from './client';
export { ApiError, isApiError } from './errors';
export { criarEnvioIdempotente } from './envio-idempotente';
export type { EnvioIdempotente } from './envio-idempotente';
export type { FamiliaChamada } from './errors';
export { CHAVE_TOKEN, CHAVE_USUARIO, createSessionStore, memoryStorage } from './session';
export type { EstadoSessao, SessionStore, StorageLike } from './session';
export { api, client, createApi, limparSessao, restaurarSessao, salvarSessao } from './api';
export { createSiteApi, siteApi } from './site-api';
export type { SiteApi } from './site-api';
export type { Api } from './api';
export type { AcoesSessao } from './session-actions';
export { montarFormImovel } from './endpoints/imoveis-form';
export type { FotosEdicao, ImovelValores } from './endpoints/imoveis-form';
export { montarFormDocumento } from './endpoints/juridico';
export { mensagensDaRecusa } from './endpoints/portais';
export type { ConfiguracaoPublica } from './endpoints/configuracoes';
export type { FiltroRelatorio, Relatorios } from './endpoints/relatorios';
export type { FiltroContratos } from './endpoints/contratos';
export type { FiltroImoveis } from './endpoints/imoveis';
export type { BuscaJuridico } from './endpoints/juridico';
export type { FiltroUsuarios } from './endpoints/usuarios';
export type { FiltroLeads } from './endpoints/leads';
export type { FiltroComissoes, FiltroPropostas } from './endpoints/propostas';
export type { FiltroLancamentos } from './endpoints/cobranca';
export type { ChaveRota, Consulta, ConsultaDe, Corpo, CorpoDe, Item, Resposta, RespostaDe } from './contrato';
export type { LoginRespostaBruta } from './endpoints/auth';
export { limparCache, useSession } from './use-session';
export type { UseSession } from './use-session';
export * from './hooks';
export * from './hooks-chamados';
export * from './hooks-vistorias-revisao';
export * from './hooks-assinaturas';
export * from './hooks-chamados-admin';
export * from './hooks-assinaturas-admin';
export * from './hooks-vistorias';
export * from './hooks-combobox';
