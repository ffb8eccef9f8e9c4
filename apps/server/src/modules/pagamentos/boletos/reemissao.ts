import { paraReais } from '@morada/domain';
import type { Deps } from '../../../http/context';
import { principalAberto } from '../pagamentos.repository';
import { getBillingProvider } from './billing';
import { descricaoPagamento, obterPagamentoCobranca, salvarBoletoEmitido } from '../financeiro.repository';

/**
 * Replaces the boletos of re-billed open payments (cancel the old one at the provider, issue one
 * for what is open of the month), after the caller's transaction committed. A failure keeps the
 * payment's new value and is answered by competência, so staff re-issue it by hand.
 */
export const reemitirBoletos = async (
  deps: Deps,
  ids: readonly string[],
  origem: string,
): Promise<string[]> => {
  const falhas: string[] = [];
  for (const id of ids) {
    const p = await obterPagamentoCobranca(deps.db, id);
    if (!p || p.status !== 'PENDING') continue;
    try {
      const provider = getBillingProvider(deps);
      if (p.providerId) await provider.cancelar(p.providerId);
      const emitido = await provider.emitir({
        pagamentoId: p.id,
        valor: paraReais(await principalAberto(deps.db, p.id)),
        vencimento: p.vencimento,
        descricao: descricaoPagamento(p),
        pagador: p.inquilino,
      });
      await salvarBoletoEmitido(deps.db, p.id, emitido);
    } catch (e) {
      console.error(`${origem}: boleto de ${p.competencia} (${p.id}) não reemitido`, e);
      falhas.push(p.competencia);
    }
  }
  return falhas;
};

/** Cancels at the provider the boletos of payments voided in the ledger; answers the failures' competências. */
export const cancelarBoletos = async (
  deps: Deps,
  pagamentos: readonly { competencia: string; providerId: string | null }[],
  origem: string,
): Promise<string[]> => {
  const falhas: string[] = [];
  for (const p of pagamentos) {
    if (!p.providerId) continue;
    try {
      await getBillingProvider(deps).cancelar(p.providerId);
    } catch (e) {
      console.error(`${origem}: boleto de ${p.competencia} não cancelado`, e);
      falhas.push(p.competencia);
    }
  }
  return falhas;
};
