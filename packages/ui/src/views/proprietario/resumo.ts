import { somarReais, type PainelProprietario } from '@morada/domain';

type Imovel = PainelProprietario['imoveis'][number];
type Contrato = PainelProprietario['contratos'][number];

/** Figures of the summary cards, from the painel as the API answers it (reais). */
export type ResumoProprietario = {
  imoveis: number;
  contratosAtivos: number;
  recebidoNoMes: number;
  /** The server's next repasse (proximoRepasse): dated today or later, never negative. */
  proximoRepasse: PainelProprietario['proximoRepasse'];
  /** Some repasse is still unpaid (even if none is to come from today). */
  temRepasseAberto: boolean;
  saldoNegativo: PainelProprietario['saldoNegativo'];
};

/**
 * Received this month: what was paid on a date in `hoje`'s month. The next repasse and a month
 * whose expenses exceeded its rent come as the server worked them out on the agency's today.
 */
export const resumirPainel = (painel: PainelProprietario, hoje: string): ResumoProprietario => {
  const mes = hoje.slice(0, 7);
  return {
    imoveis: painel.imoveis.length,
    contratosAtivos: painel.contratos.filter((c) => c.status === 'Ativo').length,
    recebidoNoMes: somarReais(
      painel.pagamentos.filter((p) => p.dataPagamento?.slice(0, 7) === mes).map((p) => p.valorRecebido),
    ),
    proximoRepasse: painel.proximoRepasse,
    temRepasseAberto: painel.repasses.some((r) => r.status !== 'pago'),
    saldoNegativo: painel.saldoNegativo,
  };
};

/** A property's contracts. The painel names the property of a contract by title (or by id). */
export const contratosDoImovel = (imovel: Imovel, contratos: readonly Contrato[]) =>
  contratos.filter((c) => c.imovel === imovel.titulo || c.imovel === imovel._id);
