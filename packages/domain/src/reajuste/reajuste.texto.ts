import { paraReais } from '../financeiro/dinheiro';
import { formatBRL, formatCompetencia, formatData } from '../format';
import { MSG_REAJUSTE } from '../messages/reajuste';
import { INDICE_REAJUSTE_INFO, type IndiceReajuste } from './reajuste.rules';

/**
 * An accumulated index as pt-BR readers write it, with the 4 decimals the calculation used:
 * 4,2644% / -1,0422% / 5,00%. (One module-level Intl instance, like format.ts.)
 */
const percentual4 = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
export const formatPercentualReajuste = (valor: number) => `${percentual4.format(valor)}%`;

/** '01/2025 a 12/2025' for the twelve months of a reajuste. */
export const periodoDosMeses = (meses: readonly string[]): string =>
  meses.length ? `${formatCompetencia(meses[0]!)} a ${formatCompetencia(meses.at(-1)!)}` : '';

/** The short name of the index in a sentence: 'IGP-M', 'IPCA' (the label without its source). */
const nomeCurto = (indice: IndiceReajuste) => INDICE_REAJUSTE_INFO[indice].rotulo.replace(/ \(.*\)$/, '');

export type DadosAvisoReajuste = {
  numero: string;
  indice: IndiceReajuste;
  meses: readonly string[];
  variacaoAcumulada: number;
  /** Centavos. */
  aluguelAnterior: number;
  aluguelNovo: number;
  /** First due date with the new rent (YYYY-MM-DD). */
  vigencia: string;
};

/**
 * The tenant's notice of an applied reajuste: which index, which months, the accumulated %, the
 * old and new rent and from which due date; a negative index the contract does not pass on says so.
 */
export const textoAvisoReajuste = (d: DadosAvisoReajuste): string => {
  const N = MSG_REAJUSTE.notificacao;
  const comum = {
    numero: d.numero,
    acumulado: formatPercentualReajuste(d.variacaoAcumulada),
    anterior: formatBRL(paraReais(d.aluguelAnterior)),
    novo: formatBRL(paraReais(d.aluguelNovo)),
    vencimento: formatData(d.vigencia),
  };
  if (d.indice === 'Fixo') return N.porPercentualFixo(comum);
  const porIndice = { ...comum, indice: nomeCurto(d.indice), periodo: periodoDosMeses(d.meses) };
  if (d.variacaoAcumulada < 0 && d.aluguelNovo === d.aluguelAnterior) return N.negativoMantido(porIndice);
  return N.porIndice(porIndice);
};

/**
 * Why a reajuste cannot be applied yet: 'Aguardando o IPCA de 12/2025, 01/2026' (or, for a 'Fixo'
 * contract without its percentage, the form's own message).
 */
export const motivoAguardandoIndice = (indice: IndiceReajuste, mesesSemIndice: readonly string[]): string =>
  indice === 'Fixo'
    ? MSG_REAJUSTE.erros.percentualFixoObrigatorio
    : MSG_REAJUSTE.motivos.aguardandoIndice(
        nomeCurto(indice),
        mesesSemIndice.map(formatCompetencia).join(', '),
      );
