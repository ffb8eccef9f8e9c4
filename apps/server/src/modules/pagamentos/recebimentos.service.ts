import { randomUUID } from 'node:crypto';
import {
  formatBRL,
  formatData,
  formatHora,
  MSG,
  MSG_FINANCEIRO,
  MSG_SERVIDOR,
  paraCentavos,
  paraReais,
  partesDoRecebimento,
  type MeioPagamento,
  type Pagamento,
} from '@morada/domain';
import type { Db } from '../../db/database';
import { emTransacao } from '../../db/transacao';
import type { RecebimentoRow } from '../../db/types';
import type { Deps } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { diaDaAgencia } from '../configuracoes';
import { getBillingProvider } from './boletos/billing';
import type { BillingProvider } from './boletos/provedor';
import { descricaoPagamento, obterPagamentoCobranca, salvarBoletoEmitido } from './financeiro.repository';
import {
  composicaoDe,
  excluirRecebimentoNaoRepassado,
  inserirRecebimento,
  obterPagamento,
  paraPagamento,
  principalAberto,
  principalRecebido,
  situacaoEm,
  travarPagamento,
  type RecusaExclusao,
} from './pagamentos.repository';

export type EntradaRecebimento = { dataPagamento: string; valorRecebido: number; meio: MeioPagamento };

/**
 * An identical receipt (same payment, amount, date and meio) recorded this recently is taken for
 * the same one sent twice (a double click, a retry, a second tab) and refused with a 409 naming
 * the first (security issue 31); a partial payment of another amount or meio is another receipt.
 */
export const JANELA_RECEBIMENTO_REPETIDO_MS = 2 * 60 * 1000;

/** The receipt `entrada` repeats, recorded at or after `desde` (ISO), if any. */
const recebimentoIgual = (
  recebimentos: readonly RecebimentoRow[],
  entrada: { data: string; valor: number; meio: MeioPagamento },
  desde: string,
): RecebimentoRow | undefined =>
  recebimentos.find(
    (r) =>
      r.data === entrada.data &&
      r.valor_centavos === entrada.valor &&
      r.meio === entrada.meio &&
      r.created_at >= desde,
  );

/**
 * How a receipt is booked when it did not come from a person at the screen but from the bank or
 * the billing provider (issue 34): the provider already knows (it told us), an amount above what
 * is due books what is due and reports the rest, and the journal row is written in the same
 * transaction, so the event and its receipt exist together or not at all.
 */
export type OpcoesAutomaticas = {
  aoGravar: (
    trx: Db,
    gravado: { recebimentoId: string; lancado: number; excedente: number },
  ) => Promise<void>;
};

export type RecebimentoLancado = {
  pagamento: Pagamento;
  recebimentoId: string;
  /** Centavos booked. */
  lancado: number;
  /** Centavos received above what was due (automatic postings only; 0 otherwise). */
  excedente: number;
};

/**
 * Books an amount actually received. It pays juros, then multa, then the month's components
 * (cumulatively pro rata, so after the last receipt each component is paid to the centavo); a
 * partial amount leaves the rest open, an amount above what is due on that date is refused (or,
 * automatic, capped to it).
 */
export const lancarRecebimento = async (
  deps: Deps,
  id: string,
  entrada: EntradaRecebimento,
  usuarioId: string | null,
  automatico?: OpcoesAutomaticas,
): Promise<RecebimentoLancado> => {
  const { hoje, feriados } = await diaDaAgencia(deps);
  const E = MSG_FINANCEIRO.erros;
  if (entrada.dataPagamento > hoje) throw badRequest(E.dataFutura, [{ dataPagamento: E.dataFutura }]);
  if (entrada.dataPagamento < '2000-01-01')
    throw badRequest(E.dataAnteriorGeracao, [{ dataPagamento: E.dataAnteriorGeracao }]);
  const recebido = paraCentavos(entrada.valorRecebido);
  const resultado = await emTransacao(deps.db, async (trx) => {
    await travarPagamento(trx, id, Boolean(deps.env.DATABASE_URL));
    const p = await obterPagamento(trx, id);
    if (!p) throw notFound(MSG.api.pagamentoNaoEncontrado);
    if (p.status === 'CANCELLED') throw conflict(MSG_SERVIDOR.pagamentoCancelado);
    // Checked under the payment's lock (PostgreSQL) or SQLite's one writer: of identical receipts
    // sent at once, the first commits and every other one sees it here.
    const desde = new Date(deps.now().getTime() - JANELA_RECEBIMENTO_REPETIDO_MS).toISOString();
    const igual =
      !automatico &&
      recebimentoIgual(
        p.recebimentos,
        { data: entrada.dataPagamento, valor: recebido, meio: entrada.meio },
        desde,
      );
    if (igual)
      throw conflict(
        E.recebimentoRepetido(formatHora(igual.created_at), formatBRL(paraReais(igual.valor_centavos))),
      );
    if (p.status !== 'PENDING') throw conflict(MSG.api.pagamentoJaPago);
    const ultimo = p.recebimentos.at(-1)?.data;
    if (ultimo && entrada.dataPagamento < ultimo)
      throw badRequest(E.dataAntesDoUltimo(formatData(ultimo)), [
        { dataPagamento: E.dataAntesDoUltimo(formatData(ultimo)) },
      ]);
    const antes = situacaoEm(p, entrada.dataPagamento, feriados);
    if (recebido > antes.totalAberto && !automatico) {
      const msg = E.valorAcimaDevido(formatBRL(paraReais(antes.totalAberto)));
      throw badRequest(msg, [{ valorRecebido: msg }]);
    }
    const valor = Math.min(recebido, antes.totalAberto);
    const novo = { id: randomUUID(), data: entrada.dataPagamento, valor_centavos: valor };
    const depois = situacaoEm(
      { ...p, recebimentos: [...p.recebimentos, novo] },
      entrada.dataPagamento,
      feriados,
    );
    const imputacao = depois.imputacoes.at(-1)!;
    await inserirRecebimento(
      trx,
      {
        id: novo.id,
        pagamentoId: id,
        data: entrada.dataPagamento,
        valor,
        meio: entrada.meio,
        juros: imputacao.juros,
        multa: imputacao.multa,
        partes: partesDoRecebimento(composicaoDe(p), principalRecebido(p), imputacao.principal),
        registradoPor: usuarioId,
        agora: deps.now().toISOString(),
      },
      depois.quitado,
    );
    await automatico?.aoGravar(trx, { recebimentoId: novo.id, lancado: valor, excedente: recebido - valor });
    return {
      providerId: p.provider_id,
      quitado: depois.quitado,
      recebido: depois.recebido,
      recebimentoId: novo.id,
      lancado: valor,
      excedente: recebido - valor,
    };
  });
  // A person's receipt: the provider learns of it after our commit (local: no-op; asaas:
  // receiveInCash). A partial payment re-issues the boleto for what is still open, so its barcode,
  // PIX and value agree. An automatic one came from the provider or the bank: nothing to tell.
  if (resultado.providerId && !automatico) {
    const provider = getBillingProvider(deps);
    if (resultado.quitado)
      await provider.registrarPagamento(
        resultado.providerId,
        entrada.dataPagamento,
        paraReais(resultado.recebido),
      );
    else await reemitirBoleto(deps, id, resultado.providerId, provider);
  }
  return {
    pagamento: paraPagamento((await obterPagamento(deps.db, id))!, hoje, feriados),
    recebimentoId: resultado.recebimentoId,
    lancado: resultado.lancado,
    excedente: resultado.excedente,
  };
};

/** A receipt typed at the screen (PATCH /api/pagamentos/{id}/pagar, the demo seed). */
export const registrarRecebimento = async (
  deps: Deps,
  id: string,
  entrada: EntradaRecebimento,
  usuarioId: string | null,
): Promise<Pagamento> => (await lancarRecebimento(deps, id, entrada, usuarioId)).pagamento;

/**
 * Removes a receipt an automatic posting booked (an admin's undo, issue 34): the payment is open
 * again for what it leaves unpaid. A receipt already passed on to the owner, or followed by
 * another receipt of the same payment, stays (409). `aoExcluir` writes the journal's side in the same transaction.
 */
export const desfazerRecebimento = async (
  deps: Deps,
  recebimentoId: string,
  recusas: Record<RecusaExclusao, string>,
  aoExcluir: (trx: Db) => Promise<void>,
): Promise<void> => {
  await emTransacao(deps.db, async (trx) => {
    const recusa = await excluirRecebimentoNaoRepassado(trx, recebimentoId);
    if (recusa) throw conflict(recusas[recusa]);
    await aoExcluir(trx);
  });
};

/** Replaces a payment's boleto by one for the principal still open; a provider failure keeps the old one. */
const reemitirBoleto = async (deps: Deps, id: string, providerId: string, provider: BillingProvider) => {
  const p = await obterPagamentoCobranca(deps.db, id);
  if (!p) return;
  try {
    await provider.cancelar(providerId);
    const emitido = await provider.emitir({
      pagamentoId: p.id,
      valor: paraReais(await principalAberto(deps.db, id)),
      vencimento: p.vencimento,
      descricao: descricaoPagamento(p),
      pagador: p.inquilino,
    });
    await salvarBoletoEmitido(deps.db, p.id, emitido);
  } catch (e) {
    console.error('Boleto do saldo não reemitido', e);
  }
};
