import { ETAPAS_LEAD, etapaAberta, MSG_LEADS, type EtapaLead, type TipoEventoLead } from '@morada/domain';
import type { Db } from '../../db/database';
import { emTransacao } from '../../db/transacao';
import { atualizarLead, etapaDoLead, registrarEvento } from './leads.repository';
import { resumoDoLead } from './leads-leitura.repository';

/** An event another module adds to a lead's timeline (a visit booked, confirmed, its feedback). */
export type EventoDoLead = {
  tipo: TipoEventoLead;
  texto: string;
  em: Date;
  autor?: { id: string; nome: string };
};

/** Adds an event to a lead's timeline (for the visits and proposals modules). */
export const registrarEventoDoLead = (db: Db, leadId: string, e: EventoDoLead): Promise<void> =>
  registrarEvento(db, leadId, e);

/**
 * Moves an open lead forward to `etapa` when it is earlier in the funnel (a visit booked takes a
 * novo or em_atendimento lead to visita_agendada); a lead already there or beyond, or closed, stays.
 * The move is an 'etapa' event on the timeline. True when it moved.
 */
export const avancarLead = (
  db: Db,
  leadId: string,
  etapa: EtapaLead,
  quando: { em: Date; autor?: { id: string; nome: string }; motivo?: string },
): Promise<boolean> =>
  emTransacao(db, async (trx) => {
    const de = await etapaDoLead(trx, leadId);
    if (!de) return false;
    if (!etapaAberta(de) || ETAPAS_LEAD.indexOf(de) >= ETAPAS_LEAD.indexOf(etapa)) return false;
    const motivo = etapa === 'perdido' ? (quando.motivo ?? null) : null;
    await atualizarLead(trx, leadId, { etapa, motivo_perda: motivo });
    const E = MSG_LEADS.etapas;
    const texto = MSG_LEADS.timeline.etapa(E[de], E[etapa]);
    await registrarEvento(trx, leadId, {
      tipo: 'etapa',
      texto: motivo ? `${texto}\n${MSG_LEADS.timeline.perdido(motivo)}` : texto,
      em: quando.em,
      ...(quando.autor ? { autor: quando.autor } : {}),
    });
    return true;
  });

/** A lead as a proposal reads it: the admin's reach (no corretorId) or one corretor's. */
export const leadParaProposta = (db: Db, leadId: string, corretorId?: string) =>
  resumoDoLead(db, leadId, corretorId ? { corretorId } : {});

/**
 * Takes a lead at "Proposta" back to "Em atendimento" (a refused proposal), with the etapa event and
 * `texto` (the reason) on the timeline. A lead elsewhere stays. True when it moved.
 */
export const voltarLeadAoAtendimento = (
  db: Db,
  leadId: string,
  quando: { em: Date; texto: string; autor?: { id: string; nome: string } },
): Promise<boolean> =>
  emTransacao(db, async (trx) => {
    const de = await etapaDoLead(trx, leadId);
    if (de !== 'proposta') return false;
    await atualizarLead(trx, leadId, { etapa: 'em_atendimento', motivo_perda: null });
    const E = MSG_LEADS.etapas;
    await registrarEvento(trx, leadId, {
      tipo: 'proposta',
      texto: `${MSG_LEADS.timeline.etapa(E[de], E.em_atendimento)}\n${quando.texto}`,
      em: quando.em,
      ...(quando.autor ? { autor: quando.autor } : {}),
    });
    return true;
  });
