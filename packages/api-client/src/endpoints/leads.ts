import { MSG_LEADS_UI, MSG_PROPOSTAS_ACOES } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas, type Consulta, type Corpo } from '../contrato';

const A = MSG_LEADS_UI.acoes;

/** GET /api/leads filters: etapa, origem, corretorId (admin), busca, parado, pagina, limite. */
export type FiltroLeads = Consulta<'GET /api/leads'>;

/** The leads a corretor works (his own) and the admin sees (all): the site's and the back office's. */
export const leadsEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    /** GET /api/leads → { dados, total } (one page; total from X-Total-Count). */
    pagina: (filtro: FiltroLeads = {}) => r.lista('GET /api/leads', { query: filtro, acao: A.listar }),
    /** GET /api/leads/:id → the lead and its timeline (404 for another corretor's lead). */
    obter: (id: string) => r.json('GET /api/leads/{id}', { parametros: { id }, acao: A.obter }),
    /** GET /api/leads/contagens → how many leads each etapa holds under the other filters. */
    contagens: (filtro: Consulta<'GET /api/leads/contagens'> = {}) =>
      r.json('GET /api/leads/contagens', { query: filtro, acao: MSG_PROPOSTAS_ACOES.contagens }),
    /** POST /api/leads: a lead typed by staff (origem equipe). */
    criar: (dados: Corpo<'POST /api/leads'>) => r.json('POST /api/leads', { json: dados, acao: A.criar }),
    /** PATCH /api/leads/:id/etapa { etapa, motivo? } → the lead; 422 when the move is not allowed. */
    mudarEtapa: (id: string, dados: Corpo<'PATCH /api/leads/{id}/etapa'>) =>
      r.json('PATCH /api/leads/{id}/etapa', { parametros: { id }, json: dados, acao: A.mudarEtapa }),
    /** POST /api/leads/:id/notas { texto } → the lead with the note in its timeline. */
    adicionarNota: (id: string, texto: string) =>
      r.json('POST /api/leads/{id}/notas', { parametros: { id }, json: { texto }, acao: A.nota }),
  };
};

/** The admin's part: assignment, the alert and rotation settings, and the funnel report. */
export const leadsAdminEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    ...leadsEndpoints(c),
    /** PUT /api/leads/:id/corretor { corretorId } → the lead. */
    atribuir: (id: string, corretorId: string) =>
      r.json('PUT /api/leads/{id}/corretor', { parametros: { id }, json: { corretorId }, acao: A.atribuir }),
    /** GET /api/admin/leads/configuracao → { alertaHoras, rodizio }. */
    configuracao: () => r.json('GET /api/admin/leads/configuracao', { acao: A.configuracao }),
    /** PUT /api/admin/leads/configuracao. */
    salvarConfiguracao: (dados: Corpo<'PUT /api/admin/leads/configuracao'>) =>
      r.json('PUT /api/admin/leads/configuracao', { json: dados, acao: A.salvarConfiguracao }),
    /** GET /api/admin/leads/funil?de&ate → the funnel report. */
    funil: (filtro: Consulta<'GET /api/admin/leads/funil'> = {}) =>
      r.json('GET /api/admin/leads/funil', { query: filtro, acao: A.funil }),
    /** GET /api/admin/leads/integracao → { url, usuario, segredo } for the Grupo OLX webhook. */
    integracao: () => r.json('GET /api/admin/leads/integracao', { acao: A.integracao }),
    /** POST /api/admin/leads/integracao → a new secret; the old one stops at once. */
    gerarNovoSegredo: () => r.json('POST /api/admin/leads/integracao', { acao: A.novoSegredo }),
  };
};
