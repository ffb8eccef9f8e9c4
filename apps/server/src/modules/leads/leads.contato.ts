import { chaveDeContato, MSG_LEADS, proximoNaRodizio, type OrigemLead } from '@morada/domain';
import type { Db } from '../../db/database';
import { emTransacao } from '../../db/transacao';
import {
  atualizarLead,
  corretoresAtivos,
  gravarUltimoDoRodizio,
  inserirLead,
  leadAbertoDoContato,
  lerConfiguracaoLeads,
  lerUltimoDoRodizio,
  registrarEvento,
} from './leads.repository';

const T = MSG_LEADS.timeline;

/** A contact of a person, from any channel (form, visit booking, WhatsApp, portal, staff). */
export type NovoContato = {
  nome: string;
  email?: string | null;
  telefone?: string | null;
  origem: OrigemLead;
  imovelId?: string | null;
  mensagem?: string | null;
  em: Date;
  /** The portal's id of this contact (Grupo OLX originLeadId): recorded once. */
  origemExternaId?: string;
  /** Staff who typed it (origem equipe), and the corretor it goes to instead of the rotation. */
  autor?: { id: string; nome: string };
  corretorId?: string;
};

/** The corretor a new lead goes to: the one asked for, else the next in the rotation when it is on. */
const corretorDoNovoLead = async (
  db: Db,
  pedido: string | undefined,
): Promise<{ id: string; nome: string; rodizio: boolean } | undefined> => {
  const ativos = await corretoresAtivos(db);
  if (pedido) {
    const c = ativos.find((a) => a.id === pedido);
    return c && { ...c, rodizio: false };
  }
  if (!(await lerConfiguracaoLeads(db)).rodizio) return undefined;
  const id = proximoNaRodizio(
    ativos.map((a) => a.id),
    await lerUltimoDoRodizio(db),
  );
  const c = ativos.find((a) => a.id === id);
  if (!c) return undefined;
  await gravarUltimoDoRodizio(db, c.id);
  return { ...c, rodizio: true };
};

/** The row and the first events of a new lead (etapa novo), and the corretor it went to. */
const inserirNovoLead = async (
  trx: Db,
  contato: NovoContato,
): Promise<{ leadId: string; corretorId: string | null }> => {
  const chave = chaveDeContato(contato);
  const origemTexto = MSG_LEADS.origens[contato.origem];
  const corretor = await corretorDoNovoLead(trx, contato.corretorId);
  const leadId = await inserirLead(trx, {
    nome: contato.nome.trim(),
    email: contato.email?.trim() || null,
    telefone: chave.telefone,
    email_chave: chave.email,
    telefone_chave: chave.telefone,
    etapa: 'novo',
    motivo_perda: null,
    origem: contato.origem,
    imovel_id: contato.imovelId ?? null,
    corretor_id: corretor?.id ?? null,
    criado_em: contato.em.toISOString(),
  });
  const mensagem = contato.mensagem?.trim();
  await registrarEvento(trx, leadId, {
    ...eventoDoContato(contato),
    texto: mensagem ? `${T.criado(origemTexto)}\n${mensagem}` : T.criado(origemTexto),
  });
  // One millisecond later, so the timeline (ordered by instant) shows it after the arrival.
  if (corretor)
    await registrarEvento(trx, leadId, {
      tipo: 'atribuicao',
      em: new Date(contato.em.getTime() + 1),
      texto: corretor.rodizio ? T.atribuidoRodizio(corretor.nome) : T.atribuido(corretor.nome),
    });
  return { leadId, corretorId: corretor?.id ?? null };
};

const eventoDoContato = (contato: NovoContato) => ({
  tipo: 'contato' as const,
  em: contato.em,
  origem: contato.origem,
  imovelId: contato.imovelId ?? null,
  origemExternaId: contato.origemExternaId,
  autor: contato.autor,
});

/**
 * A lead typed by staff: always a new one (staff typing is not the person coming back), the
 * corretor's own when a corretor types it.
 */
export const criarLeadDaEquipe = (db: Db, contato: NovoContato): Promise<string> =>
  emTransacao(db, async (trx) => (await inserirNovoLead(trx, contato)).leadId);

/**
 * Every contact becomes a lead (docs/decisions/030): it joins the open lead of the same person
 * (same e-mail or phone; a 'contato' event on its timeline) or creates one, assigned to the
 * corretor asked for or by rotation when it is on. Runs in the caller's transaction when given one.
 * Tells the lead's corretor (null while nobody has it), so a visit booked goes to him.
 */
export const registrarContato = (
  db: Db,
  contato: NovoContato,
): Promise<{ leadId: string; novo: boolean; corretorId: string | null }> =>
  emTransacao(db, async (trx) => {
    const aberto = await leadAbertoDoContato(trx, chaveDeContato(contato));
    if (!aberto) return { ...(await inserirNovoLead(trx, contato)), novo: true };
    const texto = contato.mensagem?.trim() || T.contato(MSG_LEADS.origens[contato.origem]);
    await registrarEvento(trx, aberto.id, { ...eventoDoContato(contato), texto });
    if (!aberto.imovel_id && contato.imovelId)
      await atualizarLead(trx, aberto.id, { imovel_id: contato.imovelId });
    return { leadId: aberto.id, novo: false, corretorId: aberto.corretor_id };
  });
