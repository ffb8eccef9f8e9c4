import { createClient, type ApiClient } from './client';

/**
 * The apps' client: '/api' on the page's origin, window.localStorage, window.location. Its own
 * module so the full `api` and the site's `siteApi` share one client (one session, one 401 rule).
 */
export const client = createClient();

/** Module-level session helpers over the default client's storage (spec §4). */
export const salvarSessao = (dados: Parameters<ApiClient['sessao']['salvar']>[0]) =>
  client.sessao.salvar(dados);
export const restaurarSessao = () => client.sessao.restaurar();
export const limparSessao = () => client.sessao.limpar();
