import {
  linhaDeCodigoBarras,
  formatarLinhaDigitavel,
  montarCodigoBarras,
} from '../../lib/boleto/codigo-barras';
import { gerarNossoNumero, montarCampoLivre, type Cedente } from '../../lib/boleto/nosso-numero';
import { montarPixCopiaECola } from '../../lib/boleto/pix';
import type { Deps } from '../../http/context';
import { getConfiguracao } from '../configuracoes/configuracoes.repository';
import type { BillingProvider } from './billing';

/**
 * Morada's own boletos (DESIGN §6, provider `local`). The bank code 999 is fictitious on purpose:
 * these slips are valid FEBRABAN documents for display and reconciliation, not bank registrations.
 */
export const CEDENTE_LOCAL: Cedente = { banco: '999', agencia: '0001', conta: '00012345', carteira: '17' };

/** 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, 01310-100' → 'São Paulo'. */
export const cidadeDoEndereco = (endereco: string): string =>
  /,\s*([^,]+?)\s*-\s*[A-Z]{2}\b/.exec(endereco)?.[1] ?? 'Sao Paulo';

/** Next sequence of the agency: one above the highest nosso número issued locally. */
const proximaSequencia = async (deps: Deps): Promise<number> => {
  const row = await deps.db
    .selectFrom('pagamentos')
    .select('nosso_numero')
    .where('provider_id', 'like', 'local_%')
    .where('nosso_numero', 'is not', null)
    .orderBy('nosso_numero', 'desc')
    .limit(1)
    .executeTakeFirst();
  const atual = Number(row?.nosso_numero?.slice(0, 10) ?? 0);
  return (Number.isFinite(atual) ? atual : 0) + 1;
};

export const criarProviderLocal = (deps: Deps): BillingProvider => ({
  nome: 'local',
  garantirCliente: async (pagador) => pagador.id,
  emitir: async (b) => {
    const config = await getConfiguracao(deps.db);
    const nossoNumero = gerarNossoNumero(CEDENTE_LOCAL.agencia, await proximaSequencia(deps));
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
        chave: config.emailFinanceiro,
        nome: config.nome,
        cidade: cidadeDoEndereco(config.endereco),
        valor: b.valor,
        txid: b.pagamentoId,
      }),
    };
  },
  // Local boletos live only in our database: payment and cancellation are the row's status.
  registrarPagamento: async () => {},
  cancelar: async () => {},
});
