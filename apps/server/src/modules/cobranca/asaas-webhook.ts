import {
  efeitoDoEvento,
  MSG_COBRANCA_BANCARIA,
  type AsaasWebhook,
  type LancamentoAutomatico,
  type MeioPagamento,
} from '@morada/domain';
import type { Deps } from '../../http/context';
import { esquecerBoleto, obterPagamento, pagamentoDoProvedor } from '../pagamentos';
import { eventosDaReferencia, recebimentoLancadoPor } from './lancamentos.repository';
import { desfazerPorEvento, lancarEvento, registrarEvento, type Evento } from './lancamentos.service';

const T = MSG_COBRANCA_BANCARIA.lancamentos;

/** How the tenant paid the charge, in the ledger's words. */
const meioDoAsaas = (billingType: string): MeioPagamento =>
  billingType === 'PIX' ? 'PIX' : billingType === 'BOLETO' ? 'Boleto' : 'Transferência';

/**
 * One Asaas webhook event, processed once (its event id is the journal's key) and in any order:
 * - received / confirmed: books the receipt, unless this charge's receipt is already booked (the
 *   other of the pair came first), the charge was refunded before this arrived, or it is the echo
 *   of a receipt typed at Morada (receiveInCash);
 * - refunded: undoes the receipt this charge booked;
 * - deleted: forgets the boleto when it is still the payment's current one (Morada re-issuing
 *   deletes the old one itself);
 * - overdue and everything else: journaled, nothing changes.
 */
export const receberEventoAsaas = async (deps: Deps, evento: AsaasWebhook): Promise<LancamentoAutomatico> => {
  const efeito = efeitoDoEvento(evento);
  const cobrancaId = evento.payment?.id ?? null;
  const alvo = cobrancaId
    ? await pagamentoDoProvedor(deps.db, cobrancaId, evento.payment?.externalReference ?? null)
    : undefined;
  const e: Evento = {
    origem: 'asaas',
    chave: `asaas:${evento.id}`,
    tipo: evento.event,
    referencia: cobrancaId,
    pagamentoId: alvo?.id ?? null,
  };
  if (efeito.acao === 'ignorar')
    return registrarEvento(deps, e, { situacao: 'ignorado', detalhe: T.semEfeito });
  if (!alvo || !cobrancaId)
    return registrarEvento(deps, e, { situacao: 'ignorado', detalhe: T.pagamentoDesconhecido });
  const pagamentoId = alvo.id;
  const anteriores = await eventosDaReferencia(deps.db, 'asaas', cobrancaId);
  switch (efeito.acao) {
    case 'receber': {
      const pago = { data: efeito.dataPagamento, valor: efeito.valorCentavos };
      if (anteriores.some((a) => a.situacao === 'lancado' || a.situacao === 'desfeito'))
        return registrarEvento(deps, e, { situacao: 'ignorado', ...pago, detalhe: T.jaLancado });
      if (anteriores.some((a) => a.tipo === 'PAYMENT_REFUNDED'))
        return registrarEvento(deps, e, { situacao: 'ignorado', ...pago, detalhe: T.estornadoAntes });
      if (
        evento.payment?.status === 'RECEIVED_IN_CASH' &&
        (await obterPagamento(deps.db, pagamentoId))?.status !== 'PENDING'
      )
        return registrarEvento(deps, e, { situacao: 'ignorado', ...pago, detalhe: T.recebidoNaMorada });
      return lancarEvento(
        deps,
        { ...e, pagamentoId },
        { ...pago, meio: meioDoAsaas(evento.payment!.billingType) },
      );
    }
    case 'estornar': {
      const lancado = await recebimentoLancadoPor(deps.db, 'asaas', cobrancaId);
      if (!lancado)
        return registrarEvento(deps, e, { situacao: 'ignorado', detalhe: T.semRecebimentoAEstornar });
      return desfazerPorEvento(deps, e, lancado, T.estornado);
    }
    case 'cancelar':
      if (alvo.providerId !== cobrancaId)
        return registrarEvento(deps, e, { situacao: 'ignorado', detalhe: T.boletoSubstituido });
      return registrarEvento(deps, e, { situacao: 'atualizado', detalhe: T.boletoExcluido }, async (trx) => {
        await esquecerBoleto(trx, pagamentoId, cobrancaId);
      });
    case 'vencer':
      return registrarEvento(deps, e, { situacao: 'ignorado', detalhe: T.vencido });
  }
};
