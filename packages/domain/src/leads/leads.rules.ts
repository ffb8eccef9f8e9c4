import { MSG_LEADS } from '../messages/leads';
import { ETAPAS_ABERTAS, type EtapaLead } from './leads.schema';

/** A person's contact as leads compare it: lower-case e-mail, phone digits without the country code. */
export type ChaveDeContato = { email: string | null; telefone: string | null };

/**
 * The comparable form of a contact: the e-mail trimmed and lower-cased; the phone's digits only,
 * without Brazil's 55 when it came with it ('+55 (11) 98765-4321' and '11987654321' are the same).
 * Empty parts are null.
 */
export const chaveDeContato = (c: { email?: string | null; telefone?: string | null }): ChaveDeContato => {
  const email = (c.email ?? '').trim().toLowerCase() || null;
  let digitos = (c.telefone ?? '').replace(/\D/g, '');
  if (digitos.length >= 12 && digitos.startsWith('55')) digitos = digitos.slice(2);
  return { email, telefone: digitos || null };
};

/** True when two contacts are the same person: the same e-mail OR the same phone (either side may lack one). */
export const mesmoContato = (
  a: { email?: string | null; telefone?: string | null },
  b: { email?: string | null; telefone?: string | null },
): boolean => {
  const x = chaveDeContato(a);
  const y = chaveDeContato(b);
  return (x.email !== null && x.email === y.email) || (x.telefone !== null && x.telefone === y.telefone);
};

/** True while the lead is being worked (a new contact of the same person joins it). */
export const etapaAberta = (etapa: EtapaLead): boolean => ETAPAS_ABERTAS.includes(etapa);

export type ResultadoMudanca = { ok: true } | { ok: false; erro: string };

/**
 * Whether a lead may go from `de` to `para` (docs/decisions/030). Between open etapas any move is
 * allowed (back and forth, the funnel is not a ladder); perdido needs a motivo; a closed lead
 * (ganho/perdido) is reopened only by an admin, and only to em_atendimento.
 */
export const mudancaDeEtapaValida = (
  de: EtapaLead,
  para: EtapaLead,
  motivo: string | undefined | null,
  ehAdmin = false,
): ResultadoMudanca => {
  if (de === para) return { ok: false, erro: MSG_LEADS.api.mesmaEtapa };
  if (para === 'perdido' && !motivo?.trim()) return { ok: false, erro: MSG_LEADS.api.motivoObrigatorio };
  if (!etapaAberta(de)) {
    if (!ehAdmin) return { ok: false, erro: MSG_LEADS.api.reabrirSoAdmin };
    if (para !== 'em_atendimento') return { ok: false, erro: MSG_LEADS.api.reabrirSoEmAtendimento };
  }
  return { ok: true };
};

/**
 * The corretor the next new lead goes to: the one after the last assigned, in the given order
 * (wrapping to the first). The first when the last is unknown or no longer active; undefined with
 * no active corretor.
 */
export const proximoNaRodizio = (
  corretoresAtivosOrdenados: readonly string[],
  ultimoAtribuidoId: string | null | undefined,
): string | undefined => {
  if (corretoresAtivosOrdenados.length === 0) return undefined;
  const i = ultimoAtribuidoId ? corretoresAtivosOrdenados.indexOf(ultimoAtribuidoId) : -1;
  return corretoresAtivosOrdenados[(i + 1) % corretoresAtivosOrdenados.length];
};

const HORA_MS = 3_600_000;

/**
 * True when an open lead has waited `horas` or more since its last activity (the last event: a new
 * contact asks for an answer as much as the first). Closed leads never alert.
 */
export const leadParado = (
  lead: { etapa: EtapaLead; ultimaAtividadeEm: string },
  agora: Date,
  horas: number,
): boolean =>
  etapaAberta(lead.etapa) && agora.getTime() - new Date(lead.ultimaAtividadeEm).getTime() >= horas * HORA_MS;
