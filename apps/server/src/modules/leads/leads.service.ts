import { MSG_LEADS, mudancaDeEtapaValida, type LeadDetalhe, type MudarEtapa } from '@morada/domain';
import type { Db } from '../../db/database';
import type { Deps, SessionUser } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { emTransacao } from '../../db/transacao';
import { listarEventos, obterLead, type Alcance } from './leads-leitura.repository';
import { atualizarLead, corretoresAtivos, lerConfiguracaoLeads, registrarEvento } from './leads.repository';

const E = MSG_LEADS.etapas;

/** A corretor reaches only his own leads; an admin, every one. */
export const alcanceDe = (u: SessionUser): Alcance => (u.perfil === 'corretor' ? { corretorId: u.id } : {});

/** The lead and its timeline as the caller may see it, or 404 (another corretor's lead too). */
export const detalheDoLead = async (deps: Deps, usuario: SessionUser, id: string): Promise<LeadDetalhe> => {
  const { alertaHoras } = await lerConfiguracaoLeads(deps.db);
  const lead = await obterLead(deps.db, id, alcanceDe(usuario), { agora: deps.now(), alertaHoras });
  if (!lead) throw notFound(MSG_LEADS.api.leadNaoEncontrado);
  return { ...lead, eventos: await listarEventos(deps.db, id) };
};

const autor = (u: SessionUser) => ({ id: u.id, nome: u.nome });

/** Moves a lead in the funnel (mudancaDeEtapaValida: 409 with its reason when refused). */
export const mudarEtapa = async (
  deps: Deps,
  usuario: SessionUser,
  id: string,
  pedido: MudarEtapa,
): Promise<void> => {
  const atual = await detalheDoLead(deps, usuario, id);
  const r = mudancaDeEtapaValida(atual.etapa, pedido.etapa, pedido.motivo, usuario.perfil === 'admin');
  if (!r.ok) throw conflict(r.erro);
  await emTransacao(deps.db, async (trx) => {
    await atualizarLead(trx, id, {
      etapa: pedido.etapa,
      motivo_perda: pedido.etapa === 'perdido' ? (pedido.motivo ?? null) : null,
    });
    const texto = MSG_LEADS.timeline.etapa(E[atual.etapa], E[pedido.etapa]);
    await registrarEvento(trx, id, {
      tipo: 'etapa',
      em: deps.now(),
      autor: autor(usuario),
      texto:
        pedido.etapa === 'perdido' ? `${texto}\n${MSG_LEADS.timeline.perdido(pedido.motivo ?? '')}` : texto,
    });
  });
};

export const anotar = async (deps: Deps, usuario: SessionUser, id: string, texto: string): Promise<void> => {
  await detalheDoLead(deps, usuario, id);
  await registrarEvento(deps.db, id, { tipo: 'nota', em: deps.now(), autor: autor(usuario), texto });
};

/** The active corretor with this id, or 404. */
export const corretorAtivo = async (db: Db, id: string): Promise<{ id: string; nome: string }> => {
  const c = (await corretoresAtivos(db)).find((a) => a.id === id);
  if (!c) throw notFound(MSG_LEADS.api.corretorNaoEncontrado);
  return c;
};

export const atribuir = async (
  deps: Deps,
  usuario: SessionUser,
  id: string,
  corretorId: string,
): Promise<void> => {
  await detalheDoLead(deps, usuario, id);
  const corretor = await corretorAtivo(deps.db, corretorId);
  await emTransacao(deps.db, async (trx) => {
    await atualizarLead(trx, id, { corretor_id: corretor.id });
    await registrarEvento(trx, id, {
      tipo: 'atribuicao',
      em: deps.now(),
      autor: autor(usuario),
      texto: MSG_LEADS.timeline.atribuido(corretor.nome),
    });
  });
};
