import {
  MSG_HORARIOS_VISITA,
  MSG_VISITAS_UI,
  type AgendaVisitasEntrada,
  type AgendarVisita,
  type RegistrarFeedback,
  type VisitasConsulta,
} from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas } from '../contrato';

const A = MSG_VISITAS_UI.acoes;

/** The visitor's side of the visits (public): the free slots, the booking, the answer link, WhatsApp. */
export const visitasPublicasEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    /** GET /api/imoveis/:id/horarios → { horarios } free in the period (default: the next 14 days). */
    horarios: (imovelId: string, periodo: { de?: string; ate?: string } = {}) =>
      r.json('GET /api/imoveis/{id}/horarios', {
        parametros: { id: imovelId },
        query: periodo,
        acao: A.horarios,
      }),
    /** POST /api/imoveis/:id/visitas → the visit, 'solicitada'; 409 when the slot was taken or has passed. */
    agendar: (imovelId: string, dados: AgendarVisita) =>
      r.json('POST /api/imoveis/{id}/visitas', {
        parametros: { id: imovelId },
        json: dados,
        acao: A.agendar,
      }),
    /** GET /api/visitas/resposta/:token → the proposed new time (404: unknown link). */
    lerResposta: (token: string) =>
      r.json('GET /api/visitas/resposta/{token}', { parametros: { token }, acao: A.lerResposta }),
    /** POST /api/visitas/resposta/:token → the visit on the new time; 409: link used or slot taken. */
    aceitarProposta: (token: string) =>
      r.json('POST /api/visitas/resposta/{token}', { parametros: { token }, acao: A.aceitar }),
    /**
     * POST /api/leads/whatsapp (204): a click on a property's WhatsApp button. keepalive, so the
     * record survives the visitor leaving for WhatsApp.
     */
    cliqueWhatsapp: (imovelId: string) =>
      r.vazio('POST /api/leads/whatsapp', { json: { imovelId }, keepalive: true, acao: A.whatsapp }),
  };
};

/** The corretor's agenda (his own visits) and the admin's (all, or one corretor's). */
export const visitasEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    /** GET /api/visitas?de&ate[&corretorId] → the visits of the period, earliest first. */
    listar: (consulta: VisitasConsulta = {}) =>
      r.json('GET /api/visitas', { query: consulta, acao: A.listar }),
    /** GET /api/visitas/agenda → the agency's visiting hours (admin). */
    lerHorarios: () => r.json('GET /api/visitas/agenda', { acao: MSG_HORARIOS_VISITA.acoes.ler }),
    /** PUT /api/visitas/agenda → the stored hours; 400 names the day (`dias.3`) that is wrong. */
    gravarHorarios: (agenda: AgendaVisitasEntrada) =>
      r.json('PUT /api/visitas/agenda', { json: agenda, acao: MSG_HORARIOS_VISITA.acoes.salvar }),
    /** POST /api/visitas/:id/confirmacao → the visit 'confirmada' (e-mails with the .ics). */
    confirmar: (id: string) =>
      r.json('POST /api/visitas/{id}/confirmacao', { parametros: { id }, acao: A.confirmar }),
    /** POST /api/visitas/:id/nova-proposta { inicio } → 'reagendamento_proposto'; 409 if not free. */
    proporHorario: (id: string, inicio: string) =>
      r.json('POST /api/visitas/{id}/nova-proposta', {
        parametros: { id },
        json: { inicio },
        acao: A.proporHorario,
      }),
    /** POST /api/visitas/:id/cancelamento { motivo } → 'cancelada'. */
    cancelar: (id: string, motivo: string) =>
      r.json('POST /api/visitas/{id}/cancelamento', {
        parametros: { id },
        json: { motivo },
        acao: A.cancelar,
      }),
    /** POST /api/visitas/:id/feedback → 'realizada' (or 'nao_compareceu'); before the end: 409. */
    feedback: (id: string, dados: RegistrarFeedback) =>
      r.json('POST /api/visitas/{id}/feedback', { parametros: { id }, json: dados, acao: A.feedback }),
  };
};
