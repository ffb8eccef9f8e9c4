import { randomUUID } from 'node:crypto';
import {
  formatBRL,
  formatData,
  MSG_COBRANCA_BANCARIA,
  paraReais,
  type LancamentoAutomatico,
  type MeioPagamento,
  type OrigemLancamento,
  type SituacaoLancamento,
} from '@morada/domain';
import type { Db } from '../../db/database';
import { emTransacao } from '../../db/transacao';
import { violacaoDoBanco } from '../../db/violacao';
import { inserirAuditoria } from '../../http/auditoria.repository';
import type { Deps } from '../../http/context';
import { conflict, HttpError, notFound } from '../../http/errors';
import { desfazerRecebimento, lancarRecebimento } from '../pagamentos';
import {
  inserirLancamento,
  marcarDesfeito,
  obterLancamento,
  obterLancamentoPorChave,
  dadosDoPendente,
  recebimentoDoLancamento,
  resolverPendente,
  type NovoLancamento,
} from './lancamentos.repository';

const T = MSG_COBRANCA_BANCARIA;

/** A payment event from outside: its source, the key that makes it unique, and what it is about. */
export type Evento = {
  origem: OrigemLancamento;
  chave: string;
  tipo: string;
  /** The provider's payment id, the nosso número, the statement's FITID. */
  referencia: string | null;
  pagamentoId: string | null;
  /** The imported file it came in (retorno, extrato). */
  importacaoId?: string | null;
};

/** The audit trail's line of an automatic write: no user, the source and event as the action. */
const auditar = (db: Db, deps: Deps, e: Evento) =>
  inserirAuditoria(db, {
    usuarioId: null,
    acao: `${e.origem} ${e.tipo}`,
    entidade: 'pagamentos',
    entidadeId: e.pagamentoId,
    data: deps.now().toISOString(),
  });

/** The event's row, whoever wrote it: the first arrival, or this one. */
const jaRegistrado = async (deps: Deps, chave: string) => (await obterLancamentoPorChave(deps.db, chave))!;

/**
 * Journals an event that books nothing (the boleto changed, nothing to do, or it waits for an
 * admin). The same event again finds its row: nothing is written twice.
 */
export const registrarEvento = async (
  deps: Deps,
  e: Evento,
  r: {
    situacao: Exclude<SituacaoLancamento, 'lancado' | 'desfeito'>;
    valor?: number | null;
    data?: string | null;
    meio?: MeioPagamento | null;
    detalhe: string;
  },
  escrever?: (trx: Db) => Promise<void>,
): Promise<LancamentoAutomatico> => {
  const visto = await obterLancamentoPorChave(deps.db, e.chave);
  if (visto) return visto;
  const linha: NovoLancamento = {
    ...e,
    id: randomUUID(),
    recebimentoId: null,
    situacao: r.situacao,
    valor: r.valor ?? null,
    data: r.data ?? null,
    meio: r.meio ?? null,
    detalhe: r.detalhe,
    agora: deps.now().toISOString(),
  };
  try {
    await emTransacao(deps.db, async (trx) => {
      await inserirLancamento(trx, linha);
      if (escrever) {
        await escrever(trx);
        await auditar(trx, deps, e);
      }
    });
  } catch (err) {
    if (violacaoDoBanco(err) === 'duplicado') return jaRegistrado(deps, e.chave);
    throw err;
  }
  return (await obterLancamento(deps.db, linha.id))!;
};

/**
 * Journals an event that says money arrived for a payment, and books the receipt with it (same
 * transaction). What the ledger refuses (the payment already settled, cancelled, a date it cannot
 * take) is journaled as 'pendente' with the reason, for an admin to look at. The same event again
 * books nothing, also when two processes receive it at once (the unique key decides).
 */
export const lancarEvento = async (
  deps: Deps,
  e: Evento & { pagamentoId: string },
  /** `complemento`: what the source adds to the journal's words (the bank's fee, the credit date). */
  pago: { data: string; valor: number; meio: MeioPagamento; complemento?: string },
): Promise<LancamentoAutomatico> => {
  const visto = await obterLancamentoPorChave(deps.db, e.chave);
  if (visto) return visto;
  const id = randomUUID();
  const agora = deps.now().toISOString();
  try {
    await lancarRecebimento(
      deps,
      e.pagamentoId,
      { dataPagamento: pago.data, valorRecebido: paraReais(pago.valor), meio: pago.meio },
      null,
      {
        aoGravar: async (trx, g) => {
          const detalhe =
            T.lancamentos.lancado(formatBRL(paraReais(g.lancado)), formatData(pago.data)) +
            (g.excedente > 0 ? T.lancamentos.excedente(formatBRL(paraReais(g.excedente))) : '') +
            (pago.complemento ?? '');
          await inserirLancamento(trx, {
            ...e,
            id,
            recebimentoId: g.recebimentoId,
            situacao: 'lancado',
            valor: pago.valor,
            data: pago.data,
            detalhe,
            agora,
          });
          await auditar(trx, deps, e);
        },
      },
    );
  } catch (err) {
    if (violacaoDoBanco(err) === 'duplicado') return jaRegistrado(deps, e.chave);
    if (!(err instanceof HttpError) || err.status >= 500) throw err;
    return registrarEvento(deps, e, {
      situacao: 'pendente',
      valor: pago.valor,
      data: pago.data,
      meio: pago.meio,
      detalhe: T.lancamentos.naoLancado(err.message),
    });
  }
  return (await obterLancamento(deps.db, id))!;
};

/**
 * The source took the money back (a refund): the receipt an earlier event booked is undone, and
 * this event is journaled with it (same transaction). A receipt already passed on to the owner
 * cannot be undone by itself: the event waits for an admin ('pendente') with the reason.
 */
export const desfazerPorEvento = async (
  deps: Deps,
  e: Evento,
  lancado: { id: string; recebimentoId: string },
  detalhe: string,
): Promise<LancamentoAutomatico> => {
  const visto = await obterLancamentoPorChave(deps.db, e.chave);
  if (visto) return visto;
  const id = randomUUID();
  const agora = deps.now().toISOString();
  try {
    await desfazerRecebimento(deps, lancado.recebimentoId, RECUSAS_DESFAZER, async (trx) => {
      await marcarDesfeito(trx, lancado.id, null, agora);
      await inserirLancamento(trx, {
        ...e,
        id,
        recebimentoId: null,
        situacao: 'atualizado',
        valor: null,
        data: null,
        detalhe,
        agora,
      });
      await auditar(trx, deps, e);
    });
  } catch (err) {
    if (violacaoDoBanco(err) === 'duplicado') return jaRegistrado(deps, e.chave);
    if (!(err instanceof HttpError) || err.status >= 500) throw err;
    return registrarEvento(deps, e, { situacao: 'pendente', detalhe: T.lancamentos.naoLancado(err.message) });
  }
  return (await obterLancamento(deps.db, id))!;
};

const RECUSAS_DESFAZER = {
  repassado: T.api.jaRepassado,
  posterior: T.api.recebimentoPosterior,
  inexistente: T.api.semRecebimento,
};

/**
 * An admin's undo of an automatic posting: the receipt it booked is removed and the payment is
 * open again for what that leaves unpaid. The journal keeps the row, marked 'desfeito'.
 */
export const desfazerLancamento = async (
  deps: Deps,
  id: string,
  usuarioId: string,
): Promise<LancamentoAutomatico> => {
  const l = await obterLancamento(deps.db, id);
  if (!l) throw notFound(T.api.lancamentoNaoEncontrado);
  if (l.situacao === 'desfeito') throw conflict(T.api.jaDesfeito);
  const recebimentoId = await recebimentoDoLancamento(deps.db, id);
  if (!recebimentoId) throw conflict(T.api.semRecebimento);
  await desfazerRecebimento(
    deps,
    recebimentoId,
    {
      repassado: T.api.jaRepassado,
      posterior: T.api.recebimentoPosterior,
      inexistente: T.api.semRecebimento,
    },
    (trx) => marcarDesfeito(trx, id, usuarioId, deps.now().toISOString()),
  );
  return (await obterLancamento(deps.db, id))!;
};

/** A pending item, or why it cannot be resolved by hand (404, 409). */
export const pendente = async (deps: Deps, id: string) => {
  const l = await obterLancamento(deps.db, id);
  if (!l) throw notFound(T.api.lancamentoNaoEncontrado);
  if (l.situacao !== 'pendente') throw conflict(T.api.soPendente);
  return l;
};

/**
 * The reconciliation queue's two clicks: an admin matches a pending credit to the open payment it
 * pays, and the receipt is booked (ledger rules apply: 400/409 with their reason).
 */
export const conciliarLancamento = async (
  deps: Deps,
  id: string,
  pagamentoId: string,
  usuarioId: string,
): Promise<LancamentoAutomatico> => {
  await pendente(deps, id);
  const d = await dadosDoPendente(deps.db, id);
  if (!d?.valor || !d.data) throw conflict(T.api.semValor);
  const { valor, data } = d;
  await lancarRecebimento(
    deps,
    pagamentoId,
    { dataPagamento: data, valorRecebido: paraReais(valor), meio: d.meio ?? 'Transferência' },
    usuarioId,
    {
      aoGravar: async (trx, g) => {
        const resolvido = await resolverPendente(trx, id, {
          situacao: 'lancado',
          pagamentoId,
          recebimentoId: g.recebimentoId,
          detalhe:
            T.lancamentos.conciliado(formatBRL(paraReais(g.lancado)), formatData(data)) +
            (g.excedente > 0 ? T.lancamentos.excedente(formatBRL(paraReais(g.excedente))) : ''),
        });
        if (!resolvido) throw conflict(T.api.soPendente);
      },
    },
  );
  return (await obterLancamento(deps.db, id))!;
};

/** A pending credit that is not rent (a transfer between the agency's accounts…): out of the queue. */
export const descartarLancamento = async (deps: Deps, id: string): Promise<LancamentoAutomatico> => {
  await pendente(deps, id);
  if (!(await resolverPendente(deps.db, id, { situacao: 'ignorado', detalhe: T.lancamentos.descartado })))
    throw conflict(T.api.soPendente);
  return (await obterLancamento(deps.db, id))!;
};
