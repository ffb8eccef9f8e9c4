import {
  linhaDeCodigoBarras,
  formatarLinhaDigitavel,
  montarCodigoBarras,
} from '../../../lib/boleto/codigo-barras';
import { gerarNossoNumero, montarCampoLivre, type Cedente } from '../../../lib/boleto/nosso-numero';
import { montarPixCopiaECola } from '../../../lib/boleto/pix';
import type { Deps } from '../../../http/context';
import { getConfiguracao } from '../../configuracoes';
import { proximaSequencia } from '../pagamentos.repository';
import type { BillingProvider } from './provedor';

/**
 * Morada's own boletos (DESIGN §6, provider `local`). The bank code 999 is fictitious on purpose:
 * these slips are valid FEBRABAN documents for display and reconciliation, not bank registrations.
 */
export const CEDENTE_LOCAL: Cedente = { banco: '999', agencia: '0001', conta: '00012345', carteira: '17' };

/** 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100' → 'São Paulo'. */
export const cidadeDoEndereco = (endereco: string): string =>
  /,\s*([^,]+?)\s*-\s*[A-Z]{2}\b/.exec(endereco)?.[1] ?? 'Sao Paulo';

export const criarProviderLocal = (deps: Deps): BillingProvider => ({
  nome: 'local',
  garantirCliente: async (pagador) => pagador.id,
  emitir: async (b) => {
    const config = await getConfiguracao(deps.db);
    // One atomic counter step: two boletos issued at the same moment never share a nosso número.
    const nossoNumero = gerarNossoNumero(
      CEDENTE_LOCAL.agencia,
      await proximaSequencia(deps.db, 'nosso_numero'),
    );
    const codigoBarras = montarCodigoBarras({
      banco: CEDENTE_LOCAL.banco,
      vencimento: b.vencimento,
      valor: b.valor,
      campoLivre: montarCampoLivre(CEDENTE_LOCAL, nossoNumero),
    });
    return {
      providerId: `local_${b.pagamentoId}`,
      nossoNumero,
      codigoBarras,
      linhaDigitavel: formatarLinhaDigitavel(linhaDeCodigoBarras(codigoBarras)),
      pixPayload: montarPixCopiaECola({
        chave: config.chavePix,
        nome: config.nome,
        cidade: config.cidadePix || cidadeDoEndereco(config.endereco),
        valor: b.valor,
        txid: b.pagamentoId,
      }),
    };
  },
  // Local boletos live only in our database: payment and cancellation are the row's status.
  registrarPagamento: async () => {},
  cancelar: async () => {},
});
