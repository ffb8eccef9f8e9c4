import { MSG_COBRANCA_UI } from '../messages/cobranca-ui';
import type { OrigemLancamento } from './lancamento.schema';

const E = MSG_COBRANCA_UI.conciliacao.eventos;

/**
 * An automatic posting's event as the journal names it: the Asaas event or the statement's
 * transaction type in pt-BR, the bank's occurrence by its code (its meaning varies per bank and
 * layout; the posting's detail says what it did). An event without a name keeps its code.
 */
export const rotuloDoEvento = (origem: OrigemLancamento, tipo: string): string => {
  if (origem === 'retorno') return E.ocorrencia(tipo);
  return (origem === 'asaas' ? E.asaas[tipo] : E.extrato[tipo]) ?? tipo;
};
