import type { Db } from '../../db/database';
import { avancarLead, registrarContato, registrarEventoDoLead } from '../leads';

/**
 * Everything visits ask of the leads module, in one place, through its public face only: the
 * visitor's contact joins or creates a lead (origem 'agendar_visita'), and the visit goes to that
 * lead's corretor (none while the lead has nobody: then the agency's admins are told).
 */
export const leadDaVisita = async (
  trx: Db,
  c: {
    nome: string;
    email: string;
    telefone: string;
    imovelId: string;
    mensagem?: string | undefined;
    em: Date;
  },
): Promise<{ leadId: string; corretorId: string | null }> => {
  const r = await registrarContato(trx, {
    nome: c.nome,
    email: c.email,
    telefone: c.telefone,
    origem: 'agendar_visita',
    imovelId: c.imovelId,
    mensagem: c.mensagem ?? null,
    em: c.em,
  });
  return { leadId: r.leadId, corretorId: r.corretorId };
};

/**
 * A visit's news on its lead's timeline (booked, done, no-show); a booking also moves the lead to
 * visita_agendada when it is earlier in the funnel (never backwards).
 */
export const eventoDaVisitaNoLead = async (
  trx: Db,
  leadId: string | null,
  evento: { texto: string; em: Date; agendada?: boolean; autor?: { id: string; nome: string } },
): Promise<void> => {
  if (!leadId) return;
  const autor = evento.autor ? { autor: evento.autor } : {};
  await registrarEventoDoLead(trx, leadId, { tipo: 'visita', texto: evento.texto, em: evento.em, ...autor });
  if (evento.agendada) await avancarLead(trx, leadId, 'visita_agendada', { em: evento.em });
};
