import type { ApiClient } from './client';
import { client } from './default-client';
import { authEndpoints } from './endpoints/auth';
import { configuracoesPublicasEndpoints } from './endpoints/configuracoes';
import { contatoPublicoEndpoints } from './endpoints/contato';
import { imoveisLeituraEndpoints } from './endpoints/imoveis';
import { leadsEndpoints } from './endpoints/leads';
import { financeiroEndpoints, locatarioEndpoints, notificacoesUsuarioEndpoints } from './endpoints/locatario';
import { proprietarioEndpoints } from './endpoints/repasses';
import { propostasEndpoints } from './endpoints/propostas';
import { visitasEndpoints, visitasPublicasEndpoints } from './endpoints/visitas';
import { criarAcoesSessao } from './session-actions';

/**
 * The calls the public site and the tenant area make, and no admin ones: the site's first chunk
 * must stay within the JS budget (DESIGN §9). Each call behaves exactly as the same call of `api`.
 */
export const createSiteApi = (c: ApiClient) => ({
  client: c,
  auth: authEndpoints(c),
  contato: contatoPublicoEndpoints(c),
  configuracoes: configuracoesPublicasEndpoints(c),
  imoveis: imoveisLeituraEndpoints(c),
  locatario: locatarioEndpoints(c),
  financeiro: financeiroEndpoints(c),
  notificacoes: notificacoesUsuarioEndpoints(c),
  proprietario: proprietarioEndpoints(c),
  /** The corretor's area (/corretor): his leads. */
  leads: leadsEndpoints(c),
  /** The visits: the visitor's booking and answer, the WhatsApp click, the corretor's agenda. */
  visitasPublicas: visitasPublicasEndpoints(c),
  visitas: visitasEndpoints(c),
  /** The corretor's proposals and commissions. */
  propostas: propostasEndpoints(c),
  sessao: criarAcoesSessao(c),
});
export type SiteApi = ReturnType<typeof createSiteApi>;

/** The site's API over the shared default client. */
export const siteApi = createSiteApi(client);
