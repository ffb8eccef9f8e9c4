import { paraCentavos, paraReais, type PainelProprietario, type Repasse } from '@morada/domain';

type Imovel = PainelProprietario['imoveis'][number];
type Contrato = PainelProprietario['contratos'][number];

/** Figures of the summary cards, from the painel as the API answers it (reais). */
export type ResumoProprietario = {
  imoveis: number;
  contratosAtivos: number;
  recebidoNoMes: number;
  proximoRepasse: Repasse | undefined;
};

/** Sums reais through centavos so no float drift shows up on screen. */
const somarReais = (valores: readonly number[]) =>
  paraReais(valores.reduce((s, v) => s + paraCentavos(v), 0));

/**
 * Received this month: what was paid on a date in `hoje`'s month. Next repasse: the earliest one
 * not paid yet (previsto or liberado), by its expected date.
 */
export const resumirPainel = (painel: PainelProprietario, hoje: string): ResumoProprietario => {
  const mes = hoje.slice(0, 7);
  const abertos = painel.repasses
    .filter((r) => r.status !== 'pago')
    .sort((a, b) => a.dataPrevista.localeCompare(b.dataPrevista));
  return {
    imoveis: painel.imoveis.length,
    contratosAtivos: painel.contratos.filter((c) => c.status === 'Ativo').length,
    recebidoNoMes: somarReais(
      painel.pagamentos.filter((p) => p.dataPagamento?.slice(0, 7) === mes).map((p) => p.valorRecebido),
    ),
    proximoRepasse: abertos[0],
  };
};

/** A property's contracts. The painel names the property of a contract by title (or by id). */
export const contratosDoImovel = (imovel: Imovel, contratos: readonly Contrato[]) =>
  contratos.filter((c) => c.imovel === imovel.titulo || c.imovel === imovel._id);
