import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  formatarHorarioVisita,
  horarioLivre,
  hojeNaAgencia,
  instanteNaAgencia,
  MSG_VISITAS,
  somarDiasData,
  type HorarioVisita,
  type StatusVisita,
} from '@morada/domain';
import type { Db } from '../../db/database';
import { emTransacao } from '../../db/transacao';
import type { Deps, SessionUser } from '../../http/context';
import { conflict, notFound, seDuplicado } from '../../http/errors';
import { entregarEmails, type EmailNaFila } from '../emails';
import { emailNovaProposta, emailsComConvite, emailsSolicitada } from './visitas.emails';
import { eventoDaVisitaNoLead, leadDaVisita } from './visitas.leads';
import {
  horariosOcupados,
  imovelDaVisita,
  inserirVisita,
  lerAgendaVisitas,
  mudarVisita,
  obterVisita,
  visitaPorToken,
  type ImovelDaVisita,
  type VisitaInterna,
} from './visitas.repository';

const A = MSG_VISITAS.api;

/** The SHA-256 of an answer link's token: the database never holds the token itself. */
export const hashDoToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A property that takes visits (Disponível), or 404. */
export const imovelQueRecebeVisitas = async (db: Db, id: string): Promise<ImovelDaVisita> => {
  const imovel = await imovelDaVisita(db, id);
  if (!imovel) throw notFound(A.imovelNaoEncontrado);
  if (imovel.status !== 'Disponível') throw notFound(A.imovelIndisponivel);
  return imovel;
};

/** The instants from São Paulo day `de` at 0h to the day after `ate` at 0h. */
export const intervaloDosDias = (de: string, ate: string) => ({
  de: instanteNaAgencia(de, 0).toISOString(),
  ate: instanteNaAgencia(somarDiasData(ate, 1), 0).toISOString(),
});

/** The free slot at `inicio` for a property, or 409 (taken, past, too soon, outside the agenda). */
export const slotLivreOu409 = async (
  db: Db,
  imovelId: string,
  inicio: string,
  agora: Date,
): Promise<HorarioVisita> => {
  const dia = hojeNaAgencia(new Date(inicio));
  const periodo = intervaloDosDias(dia, dia);
  const [agenda, ocupados] = await Promise.all([
    lerAgendaVisitas(db),
    horariosOcupados(db, imovelId, periodo.de, periodo.ate),
  ]);
  const slot = horarioLivre(agenda, inicio, ocupados, agora);
  if (!slot) throw conflict(A.horarioIndisponivel);
  return slot;
};

/** The visit as its caller may see it: a corretor only his own (another's is 404, as if absent). */
export const visitaDoUsuario = async (db: Db, usuario: SessionUser, id: string): Promise<VisitaInterna> => {
  const v = await obterVisita(db, id);
  if (!v || (usuario.perfil !== 'admin' && v.corretorId !== usuario.id))
    throw notFound(A.visitaNaoEncontrada);
  return v;
};

const exigirStatus = (v: VisitaInterna, permitidos: readonly StatusVisita[]) => {
  if (!permitidos.includes(v.status)) throw conflict(A.statusNaoPermite(MSG_VISITAS.status[v.status]));
};

/**
 * One change of a visit in a transaction: the write (refused with 409 if the visit changed
 * meanwhile), then its e-mails from the visit as written; delivered after commit.
 */
const mudarComEmails = async (
  deps: Deps,
  v: VisitaInterna,
  valores: Parameters<typeof mudarVisita>[3],
  emails: (trx: Db, depois: VisitaInterna) => Promise<EmailNaFila[]>,
): Promise<VisitaInterna> => {
  const { visita, fila } = await emTransacao(deps.db, async (trx) => {
    const mudou = await seDuplicado(mudarVisita(trx, v.id, v.status, valores), () =>
      conflict(A.horarioIndisponivel),
    );
    if (!mudou) throw conflict(A.statusNaoPermite(MSG_VISITAS.status[v.status]));
    const depois = (await obterVisita(trx, v.id))!;
    return { visita: depois, fila: await emails(trx, depois) };
  });
  entregarEmails(deps, fila);
  return visita;
};

/** The visitor books a free slot: a 'solicitada' visit, the lead joined or created, two e-mails. */
export const agendarVisita = async (
  deps: Deps,
  imovelId: string,
  b: { inicio: string; nome: string; email: string; telefone: string; mensagem?: string | undefined },
) => {
  const agora = deps.now();
  await imovelQueRecebeVisitas(deps.db, imovelId);
  const slot = await slotLivreOu409(deps.db, imovelId, b.inicio, agora);
  const { visita, fila } = await emTransacao(deps.db, async (trx) => {
    const { leadId, corretorId } = await leadDaVisita(trx, { ...b, imovelId, em: agora });
    const id = randomUUID();
    const em = agora.toISOString();
    await seDuplicado(
      inserirVisita(trx, {
        id,
        imovel_id: imovelId,
        lead_id: leadId,
        corretor_id: corretorId,
        visitante_nome: b.nome,
        visitante_email: b.email,
        visitante_telefone: b.telefone,
        mensagem: b.mensagem ?? null,
        inicio: slot.inicio,
        fim: slot.fim,
        status: 'solicitada',
        criada_em: em,
        atualizada_em: em,
      }),
      () => conflict(A.horarioIndisponivel),
    );
    const v = (await obterVisita(trx, id))!;
    await eventoDaVisitaNoLead(trx, leadId, {
      texto: MSG_VISITAS.lead.agendada(v.imovelTitulo, formatarHorarioVisita(v.inicio)),
      em: agora,
      agendada: true,
    });
    return { visita: v, fila: await emailsSolicitada(trx, deps, v) };
  });
  entregarEmails(deps, fila);
  return visita;
};

export const confirmarVisita = (deps: Deps, v: VisitaInterna) => {
  exigirStatus(v, ['solicitada']);
  return mudarComEmails(
    deps,
    v,
    { status: 'confirmada', atualizada_em: deps.now().toISOString() },
    (trx, d) => emailsComConvite(trx, deps, d, 'REQUEST'),
  );
};

export const cancelarVisita = (deps: Deps, v: VisitaInterna, motivo: string) => {
  exigirStatus(v, ['solicitada', 'confirmada', 'reagendamento_proposto']);
  const valores = {
    status: 'cancelada',
    motivo_cancelamento: motivo,
    atualizada_em: deps.now().toISOString(),
  };
  return mudarComEmails(deps, v, valores, (trx, d) => emailsComConvite(trx, deps, d, 'CANCEL', motivo));
};

/** Another free slot for the visitor to accept through a one-time link (only its hash is kept). */
export const proporHorario = async (deps: Deps, v: VisitaInterna, inicio: string) => {
  exigirStatus(v, ['solicitada', 'confirmada', 'reagendamento_proposto']);
  const slot = await slotLivreOu409(deps.db, v.imovelId, inicio, deps.now());
  const token = randomBytes(32).toString('base64url');
  const valores = {
    status: 'reagendamento_proposto',
    proposta_inicio: slot.inicio,
    resposta_token_hash: hashDoToken(token),
    resposta_usada_em: null,
    atualizada_em: deps.now().toISOString(),
  };
  return mudarComEmails(deps, v, valores, (trx, d) => emailNovaProposta(trx, deps, d, token));
};

/** The outcome after the visit's end: 'realizada' with the interest, or 'nao_compareceu'. */
export const registrarFeedback = async (
  deps: Deps,
  usuario: SessionUser,
  v: VisitaInterna,
  f: { compareceu: boolean; interesse: 'alto' | 'medio' | 'baixo' | 'nenhum'; comentario: string },
) => {
  exigirStatus(v, ['confirmada']);
  const agora = deps.now();
  if (agora.getTime() < Date.parse(v.fim)) throw conflict(A.feedbackAntesDoFim);
  const valores = {
    status: f.compareceu ? 'realizada' : 'nao_compareceu',
    feedback_interesse: f.compareceu ? f.interesse : null,
    feedback_comentario: f.compareceu ? f.comentario : null,
    atualizada_em: agora.toISOString(),
  };
  return mudarComEmails(deps, v, valores, async (trx, d) => {
    const texto = f.compareceu
      ? MSG_VISITAS.lead.realizada(MSG_VISITAS.interesse[f.interesse], f.comentario)
      : MSG_VISITAS.lead.naoCompareceu;
    await eventoDaVisitaNoLead(trx, d.leadId, {
      texto,
      em: agora,
      autor: { id: usuario.id, nome: usuario.nome },
    });
    return [];
  });
};

/** The visit of an answer link, or 404 (unknown token). */
export const visitaDoToken = async (db: Db, token: string): Promise<VisitaInterna> => {
  const v = await visitaPorToken(db, hashDoToken(token));
  if (!v) throw notFound(A.visitaNaoEncontrada);
  return v;
};

/** The visitor accepts the proposed slot: once (a used link is 409), and only if still free. */
export const aceitarProposta = async (deps: Deps, v: VisitaInterna) => {
  if (v.respostaUsadaEm || v.status !== 'reagendamento_proposto' || !v.propostaInicio)
    throw conflict(A.respostaInvalida);
  const slot = await slotLivreOu409(deps.db, v.imovelId, v.propostaInicio, deps.now());
  const agora = deps.now().toISOString();
  const valores = {
    status: 'confirmada',
    inicio: slot.inicio,
    fim: slot.fim,
    proposta_inicio: null,
    resposta_usada_em: agora,
    atualizada_em: agora,
  };
  return mudarComEmails(deps, v, valores, (trx, d) => emailsComConvite(trx, deps, d, 'REQUEST'));
};
