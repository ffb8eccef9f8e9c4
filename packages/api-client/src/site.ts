/**
 * @morada/api-client/site — the slim entry of the public site and the tenant area: `siteApi`
 * (auth, property reads, contact, public settings, tenant, billing, own notifications), the
 * session and the hooks the site uses. No admin endpoints and no zod, so the site's first chunk
 * stays within the JS budget (DESIGN §9). The default entry still exports everything.
 */
export { createClient, nomeDoArquivo, ROTA_SESSAO_EXPIRADA } from './client';
export type { ApiClient, Arquivo, Lista, Query, RequestOptions } from './client';
export { client, limparSessao, restaurarSessao, salvarSessao } from './default-client';
export { ApiError, isApiError } from './errors';
export type { FamiliaChamada } from './errors';
export { createSiteApi, siteApi } from './site-api';
export type { SiteApi } from './site-api';
export type { AcoesSessao } from './session-actions';
export type { EstadoSessao } from './session';
export type { ConfiguracaoPublica } from './endpoints/configuracoes';
export { limparCache, useSession } from './use-session';
export type { UseSession } from './use-session';
export { chaves, invalidar } from './hooks-core';
export type { Recurso } from './hooks-core';
export * from './hooks-site';
export * from './hooks-chamados';
export * from './hooks-vistorias-revisao';
export * from './hooks-assinaturas';
