import { MSG_LEADS_UI, type EtapaLead, type Lead } from '@morada/domain';

const A = MSG_LEADS_UI.acoesEtapa;

/** A button that moves a lead on: the etapa it goes to and its label. */
type AcaoEtapa = { para: EtapaLead; rotulo: string };

const PROXIMAS: Record<EtapaLead, readonly EtapaLead[]> = {
  novo: ['em_atendimento', 'perdido'],
  em_atendimento: ['visita_agendada', 'proposta', 'perdido'],
  visita_agendada: ['proposta', 'perdido'],
  proposta: ['ganho', 'perdido'],
  ganho: [],
  perdido: [],
};

/**
 * The next steps offered on a lead's page. A closed lead (ganho, perdido) may only be reopened to
 * “Em atendimento”, and only by an admin (docs/decisions/030).
 */
const acoesDaEtapa = (etapa: EtapaLead, podeReabrir: boolean): AcaoEtapa[] => {
  const proximas = PROXIMAS[etapa].map((para) => ({ para, rotulo: A[para as keyof typeof A] }));
  if (proximas.length === 0 && podeReabrir) return [{ para: 'em_atendimento', rotulo: A.reabrir }];
  return proximas;
};

/** Whole hours since the lead's last activity (what “Sem atendimento há N h” says). */
const horasSemAtendimento = (lead: Pick<Lead, 'ultimaAtividadeEm'>, agora: Date) =>
  Math.max(0, Math.floor((agora.getTime() - new Date(lead.ultimaAtividadeEm).getTime()) / 3_600_000));

export { acoesDaEtapa, horasSemAtendimento };
export type { AcaoEtapa };
