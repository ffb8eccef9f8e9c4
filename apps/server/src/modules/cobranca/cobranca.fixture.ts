import type { TestContext } from '../../test/test-app';
import { inserirPagamentoPendente } from '../pagamentos';

/**
 * An open month of the contract (R$ 1.000,00 + 300,00 + 50,00, due on the 10th), written straight
 * to the ledger. Answers the payment's id.
 */
export const inserirMesEmAberto = (ctx: TestContext, contratoId: string, competencia: string) =>
  inserirPagamentoPendente(ctx.db, {
    contratoId,
    competencia,
    vencimento: `${competencia}-10`,
    composicao: { aluguel: 1_000_00, condominio: 300_00, iptu: 50_00, outros: 0, desconto: 0 },
    criadoEm: ctx.deps.now().toISOString(),
  });
