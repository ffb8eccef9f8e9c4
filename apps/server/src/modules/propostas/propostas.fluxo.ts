import {
  MSG_PROPOSTAS,
  problemasDaProposta,
  type CategoriaDocumentoProposta,
  type Proposta,
  type novaPropostaSchema,
} from '@morada/domain';
import type { z } from 'zod';
import type { Deps, SessionUser } from '../../http/context';
import { badRequest, conflict } from '../../http/errors';
import { avancarLead, voltarLeadAoAtendimento } from '../leads';
import { idsAdminsAtivos } from '../usuarios';
import { guardarDocumento } from './documentos.arquivo';
import { inserirDocumento } from './documentos.repository';
import { inserirProposta, mudarStatus } from './propostas.repository';
import {
  autor,
  avisar,
  conteudoDaProposta,
  eventoNoLead,
  imovelParaProposta,
  leadDaProposta,
  propostaDe,
  propostaPara,
} from './propostas.service';

const M = MSG_PROPOSTAS;

/** A draft from a lead: the corretor's own lead (404 otherwise); the admin's draft is the lead's corretor's. */
export const criarProposta = async (
  deps: Deps,
  usuario: SessionUser,
  nova: z.output<typeof novaPropostaSchema>,
): Promise<Proposta> => {
  const lead = await leadDaProposta(deps, usuario, nova.leadId);
  const imovel = await imovelParaProposta(deps, nova.imovelId ?? lead.imovelId, nova.tipo);
  const id = await inserirProposta(deps.db, {
    tipo: nova.tipo,
    leadId: lead.id,
    imovelId: imovel.id,
    corretorId: usuario.perfil === 'corretor' ? usuario.id : (lead.corretorId ?? usuario.id),
    ...conteudoDaProposta(nova.tipo, imovel, nova),
    agora: deps.now().toISOString(),
  });
  return propostaDe(deps, usuario, id);
};

/**
 * Sends a complete draft (400 with each missing field; a low income only warns): the lead moves to
 * "Proposta", its timeline says so and every active admin is told.
 */
export const enviarProposta = async (deps: Deps, usuario: SessionUser, id: string): Promise<Proposta> => {
  const p = await propostaPara(deps, usuario, id, 'enviar');
  const bloqueios = problemasDaProposta(p).filter((x) => x.bloqueia);
  if (bloqueios.length)
    throw badRequest(
      M.erros.incompleta,
      bloqueios.map((b) => ({ [b.campo]: b.mensagem })),
    );
  const agora = deps.now().toISOString();
  if (!(await mudarStatus(deps.db, p.id, 'rascunho', 'enviada', { agora, enviadaEm: agora })))
    throw conflict(M.erros.transicaoInvalida);
  await avancarLead(deps.db, p.leadId, 'proposta', { em: deps.now(), autor: autor(usuario) });
  await eventoNoLead(deps, usuario, p.leadId, M.eventos.enviada(p.numero, M.tipos[p.tipo]));
  await avisar(
    deps,
    await idsAdminsAtivos(deps.db),
    M.notificacoes.titulo(p.numero),
    M.notificacoes.enviada(p.numero, usuario.nome),
  );
  return propostaDe(deps, usuario, p.id);
};

/** Refuses a sent proposal with its reason: the lead goes back to "Em atendimento" and the corretor is told. */
export const recusarProposta = async (
  deps: Deps,
  usuario: SessionUser,
  id: string,
  motivo: string,
): Promise<Proposta> => {
  const p = await propostaPara(deps, usuario, id, 'recusar');
  const agora = deps.now().toISOString();
  if (
    !(await mudarStatus(deps.db, p.id, 'enviada', 'recusada', {
      agora,
      decididaEm: agora,
      motivoRecusa: motivo,
    }))
  )
    throw conflict(M.erros.jaDecidida);
  await voltarLeadAoAtendimento(deps.db, p.leadId, {
    em: deps.now(),
    texto: M.eventos.recusada(p.numero, motivo),
    autor: autor(usuario),
  });
  await avisar(
    deps,
    [p.corretorId],
    M.notificacoes.titulo(p.numero),
    M.notificacoes.recusada(p.numero, motivo),
  );
  return propostaDe(deps, usuario, p.id);
};

/**
 * Cancels a draft or a sent proposal of the caller's (409 once decided or cancelled): a sent one
 * gives its lead back to "Em atendimento"; the lead's timeline says so, with the reason if given.
 */
export const cancelarProposta = async (
  deps: Deps,
  usuario: SessionUser,
  id: string,
  motivo: string | null | undefined,
): Promise<Proposta> => {
  const p = await propostaPara(deps, usuario, id, 'cancelar');
  const agora = deps.now().toISOString();
  if (!(await mudarStatus(deps.db, p.id, p.status, 'cancelada', { agora })))
    throw conflict(M.erros.transicaoInvalida);
  const texto = M.eventos.cancelada(p.numero, motivo);
  const voltou =
    p.status === 'enviada' &&
    (await voltarLeadAoAtendimento(deps.db, p.leadId, { em: deps.now(), texto, autor: autor(usuario) }));
  if (!voltou) await eventoNoLead(deps, usuario, p.leadId, texto);
  return propostaDe(deps, usuario, p.id);
};

/** Attaches a document (PDF or JPEG, privately stored) to a draft of the caller's. */
export const anexarDocumento = async (
  deps: Deps,
  usuario: SessionUser,
  id: string,
  arquivo: File,
  categoria: CategoriaDocumentoProposta,
): Promise<Proposta> => {
  const p = await propostaPara(deps, usuario, id, 'editar');
  const doc = await guardarDocumento(deps.armazenamento, arquivo);
  await inserirDocumento(deps.db, p.id, { ...doc, categoria }, deps.now().toISOString());
  return propostaDe(deps, usuario, p.id);
};
