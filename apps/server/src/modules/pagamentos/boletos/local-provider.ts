import { CONTA_DEMONSTRACAO, contaPagavel, hojeNaAgencia, montarBoleto } from '@morada/domain';
import { montarPixCopiaECola } from '../../../lib/boleto/pix';
import type { Deps } from '../../../http/context';
import { getConfiguracao } from '../../configuracoes';
import { listarContasAtivas, tomarNossoNumero } from '../../contas-cobranca';
import { proximaSequencia } from '../pagamentos.repository';
import { pedirBaixaDoBoleto } from '../registro-boleto.repository';
import { escolherContaEmissora } from './conta-emissora';
import type { BillingProvider } from './provedor';

/** 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100' → 'São Paulo'. */
export const cidadeDoEndereco = (endereco: string): string =>
  /,\s*([^,]+?)\s*-\s*[A-Z]{2}\b/.exec(endereco)?.[1] ?? 'Sao Paulo';

/**
 * Morada's own boletos (DESIGN §6, provider `local`), issued on the agency's collection account
 * (issue 34): nosso número, barcode and linha digitável by that bank's rules, the sequence taken
 * atomically from the account's counter. A real bank's boleto waits for a remessa to register it;
 * the demo bank (999) registers nowhere. No active account: the fixed demo layout, as before.
 */
export const criarProviderLocal = (deps: Deps): BillingProvider => ({
  nome: 'local',
  garantirCliente: async (pagador) => pagador.id,
  emitir: async (b) => {
    const config = await getConfiguracao(deps.db);
    const conta = escolherContaEmissora(await listarContasAtivas(deps.db));
    // One atomic counter step: two boletos issued at the same moment never share a nosso número.
    const sequencia = conta
      ? await tomarNossoNumero(deps.db, conta.id)
      : await proximaSequencia(deps.db, 'nosso_numero');
    const boleto = montarBoleto(conta ?? CONTA_DEMONSTRACAO, {
      sequencia,
      vencimento: b.vencimento,
      valorCentavos: Math.round(b.valor * 100),
      emissao: hojeNaAgencia(deps.now()),
    });
    return {
      providerId: `local_${b.pagamentoId}`,
      // Digits as the bank's files carry it: number + check digit (the demo bank: the same 11 digits as ever).
      nossoNumero: boleto.nossoNumero.numero + boleto.nossoNumero.dv,
      codigoBarras: boleto.codigoBarras,
      linhaDigitavel: boleto.linhaDigitavel,
      pixPayload: montarPixCopiaECola({
        chave: config.chavePix,
        nome: config.nome,
        cidade: config.cidadePix || cidadeDoEndereco(config.endereco),
        valor: b.valor,
        txid: b.pagamentoId,
      }),
      contaCobrancaId: conta?.id ?? null,
      registroBoleto: conta && contaPagavel(conta) ? 'a_enviar' : null,
    };
  },
  // A payment is the row's status; the bank learns of it by itself (it was paid there) or not at all.
  registrarPagamento: async () => {},
  // A boleto the bank holds (replaced by a new one, or its payment cancelled) is written off by the
  // account's next remessa; one that never left Morada just stops existing.
  cancelar: async (providerId) => {
    const pagamentoId = providerId.replace(/^local_/, '');
    await pedirBaixaDoBoleto(deps.db, pagamentoId, deps.now().toISOString());
  },
});
