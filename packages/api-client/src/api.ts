import type { ApiClient } from './client';
import { client } from './default-client';
import { authEndpoints } from './endpoints/auth';
import { cepEndpoints } from './endpoints/cep';
import { cicloEndpoints } from './endpoints/ciclo';
import { cobrancaEndpoints } from './endpoints/cobranca';
import { configuracoesEndpoints } from './endpoints/configuracoes';
import { contatoEndpoints } from './endpoints/contato';
import { anunciosEndpoints, contratosEndpoints, pagamentosEndpoints } from './endpoints/contratos';
import { dashboardEndpoints } from './endpoints/dashboard';
import { imoveisEndpoints } from './endpoints/imoveis';
import { juridicoEndpoints } from './endpoints/juridico';
import { leadsAdminEndpoints } from './endpoints/leads';
import { portaisEndpoints } from './endpoints/portais';
import { propostasAdminEndpoints } from './endpoints/propostas';
import { chamadosEndpoints } from './endpoints/chamados';
import { financeiroEndpoints, locatarioEndpoints, notificacoesEndpoints } from './endpoints/locatario';
import { indicesEndpoints, reajustesEndpoints } from './endpoints/reajustes';
import { relatoriosEndpoints } from './endpoints/relatorios';
import { repassesEndpoints } from './endpoints/repasses';
import { usuariosEndpoints } from './endpoints/usuarios';
import { visitasEndpoints, visitasPublicasEndpoints } from './endpoints/visitas';
import { assinaturasEndpoints, assinaturasPublicasEndpoints } from './endpoints/assinaturas';
import { vistoriasEndpoints } from './endpoints/vistorias';
import { criarAcoesSessao } from './session-actions';

export { client, limparSessao, restaurarSessao, salvarSessao } from './default-client';

/** Every call of spec §7 (and DESIGN's additions), bound to one client. */
export const createApi = (client: ApiClient) => ({
  client,
  auth: authEndpoints(client),
  contato: contatoEndpoints(client),
  configuracoes: configuracoesEndpoints(client),
  imoveis: imoveisEndpoints(client),
  cep: cepEndpoints(client),
  usuarios: usuariosEndpoints(client),
  contratos: contratosEndpoints(client),
  anuncios: anunciosEndpoints(client),
  pagamentos: pagamentosEndpoints(client),
  dashboard: dashboardEndpoints(client),
  juridico: juridicoEndpoints(client),
  locatario: locatarioEndpoints(client),
  financeiro: financeiroEndpoints(client),
  notificacoes: notificacoesEndpoints(client),
  relatorios: relatoriosEndpoints(client),
  reajustes: reajustesEndpoints(client),
  ciclo: cicloEndpoints(client),
  indices: indicesEndpoints(client),
  repasses: repassesEndpoints(client),
  cobranca: cobrancaEndpoints(client),
  portais: portaisEndpoints(client),
  chamados: chamadosEndpoints(client),
  leads: leadsAdminEndpoints(client),
  visitasPublicas: visitasPublicasEndpoints(client),
  visitas: visitasEndpoints(client),
  assinaturas: assinaturasEndpoints(client),
  assinaturasPublicas: assinaturasPublicasEndpoints(client),
  vistorias: vistoriasEndpoints(client),
  propostas: propostasAdminEndpoints(client),
  sessao: criarAcoesSessao(client),
});
export type Api = ReturnType<typeof createApi>;

/** The apps' API: `api.imoveis.listar(filtro)`, `api.sessao.entrar(email, senha)`, … */
export const api = createApi(client);
