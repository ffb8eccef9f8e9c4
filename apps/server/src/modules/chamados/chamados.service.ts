import { formatBRL, MSG_CHAMADOS, type StatusChamado } from '@morada/domain';
import type { Db } from '../../db/database';
import { emTransacao } from '../../db/transacao';
import type { Deps, SessionUser } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { criarNotificacoes } from '../notificacoes';
import {
  alterarChamado,
  inserirEventos,
  type AlteracaoChamado,
  type NovoEvento,
} from './chamados-escrita.repository';
import { obterChamado, type ChamadoLido } from './chamados.repository';

const M = MSG_CHAMADOS;

/** Money of the timeline's lines (centavos → "R$ 1.234,56"). */
export const reais = (centavos: number) => formatBRL(centavos / 100);

/** The timeline's word for who acted. */
const papelDe = (u: SessionUser): NovoEvento['papel'] =>
  u.perfil === 'inquilino' ? 'locatario' : u.perfil === 'proprietario' ? 'proprietario' : 'imobiliaria';

/** An event of the timeline by `usuario` now, leaving the chamado in `status`. */
export const evento = (
  deps: Deps,
  usuario: SessionUser,
  status: StatusChamado,
  texto: string,
): NovoEvento => ({
  em: deps.now().toISOString(),
  autorId: usuario.id,
  autorNome: usuario.nome,
  papel: papelDe(usuario),
  status,
  texto,
});

/** The tenant and the owner hear of each new status, each in his own words. */
export const notificarPartes = async (db: Db, c: ChamadoLido, status: StatusChamado, agora: Date) => {
  const titulo = M.notificacoes.titulo(c.numero);
  const categoria = M.categorias[c.categoria];
  const para = (usuarioId: string, rotulo: string) => ({
    usuarioId,
    titulo,
    mensagem: M.notificacoes.mudouStatus(c.numero, categoria, rotulo),
    origem: 'chamado',
  });
  await criarNotificacoes(
    db,
    [
      para(c.locatarioId, M.statusLocatario[status]),
      ...(c.proprietarioId ? [para(c.proprietarioId, M.statusProprietario[status])] : []),
    ],
    agora,
  );
};

/** The text of the event a new status writes, when a status change has one of its own. */
export const textoDoStatus = (
  status: StatusChamado,
  c: Pick<ChamadoLido, 'valorCentavos' | 'agendadoPara'>,
) => {
  switch (status) {
    case 'em_triagem':
      return M.eventos.triagem;
    case 'aguardando_aprovacao':
      return M.eventos.aguardandoAprovacao(reais(c.valorCentavos ?? 0));
    case 'agendado':
      return M.eventos.agendado(
        c.agendadoPara?.replace('T', ' às ').replace(/^(\d{4})-(\d{2})-(\d{2})/, '$3/$2/$1') ?? '',
      );
    case 'em_execucao':
      return M.eventos.emExecucao;
    case 'concluido':
      return M.eventos.concluido;
    case 'cancelado':
      return M.eventos.cancelado;
    case 'aprovado':
      return M.eventos.aprovado;
    case 'recusado_proprietario':
      return M.eventos.recusado;
    default:
      return M.eventos.aberto;
  }
};

export type Mudanca = {
  /** The status the caller read: the change applies only if no one moved it since (else 409). */
  de: StatusChamado;
  para: StatusChamado;
  alteracao: AlteracaoChamado;
  eventos: NovoEvento[];
  /** Writes that belong to the same commit (the cost's destination). */
  junto?: (trx: Db) => Promise<void>;
};

/**
 * Applies a change to a chamado in one transaction — its columns, its timeline events and what
 * goes with it — then, when its status changed, tells the tenant and the owner. Answers the
 * chamado as it now is.
 */
export const mudarChamado = async (deps: Deps, c: ChamadoLido, m: Mudanca): Promise<ChamadoLido> => {
  const agora = deps.now();
  await emTransacao(deps.db, async (trx) => {
    const alteracao = m.para === m.de ? m.alteracao : { ...m.alteracao, status: m.para };
    if (!(await alterarChamado(trx, c.id, m.de, alteracao, agora.toISOString())))
      throw conflict(M.api.acaoNaoPermitida(M.status[m.de]));
    await inserirEventos(trx, c.id, m.eventos);
    await m.junto?.(trx);
    if (m.para !== m.de) await notificarPartes(trx, c, m.para, agora);
  });
  const lido = await obterChamado(deps.db, c.id);
  if (!lido) throw notFound(M.api.chamadoNaoEncontrado);
  return lido;
};
