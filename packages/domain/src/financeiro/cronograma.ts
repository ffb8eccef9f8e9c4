import { MSG_FINANCEIRO } from '../messages/financeiro';
import { somarMesesAoMes } from '../reajuste/calendario';
import { vencimentoDoMes } from './datas';

/** The boleto's barcode carries 10 digits of centavos and a due-date factor from 03/07/2000. */
export const LIMITES_BOLETO = {
  minimoCentavos: 1,
  maximoCentavos: 99_999_999_99,
  primeiroVencimento: '2000-07-03',
} as const;

/** What a contract's monthly charge needs from it: its term, due day and monthly total. */
export type ContratoACobrar = {
  dataInicio: string;
  dataFim: string;
  diaVencimento: number;
  /** The month's total (aluguel + encargos − desconto), centavos. */
  valorCentavos: number;
};

/** A reason, on a field of the contract form, why its months cannot be charged by boleto. */
export type ProblemaDaCobranca = { campo: 'valorAluguel' | 'dataInicio'; mensagem: string };

/**
 * Why the contract's monthly boletos cannot be issued, or undefined: a total the barcode cannot
 * carry (R$ 0, or above R$ 99.999.999,99), or a first due date before the barcode's epoch.
 */
export const problemaDaCobranca = (c: ContratoACobrar): ProblemaDaCobranca | undefined => {
  const E = MSG_FINANCEIRO.erros;
  if (c.valorCentavos < LIMITES_BOLETO.minimoCentavos || c.valorCentavos > LIMITES_BOLETO.maximoCentavos)
    return { campo: 'valorAluguel', mensagem: E.valorForaDoBoleto };
  if (vencimentoDoMes(c.dataInicio.slice(0, 7), c.diaVencimento) < LIMITES_BOLETO.primeiroVencimento)
    return { campo: 'dataInicio', mensagem: E.vencimentoAntesDoBoleto };
  return undefined;
};

/** One month to charge: its competência and due date. */
export type MesACobrar = { competencia: string; vencimento: string };

/**
 * The months a "gerar `meses` pagamentos" asks for: the first `meses` months from the contract's
 * start, each due on diaVencimento (clamped to the month's length), none after the month of
 * dataFim, and none already charged (`cobrados`, by competência: they count, and are skipped).
 */
export const mesesACobrar = (
  c: Pick<ContratoACobrar, 'dataInicio' | 'dataFim' | 'diaVencimento'>,
  meses: number,
  cobrados: ReadonlySet<string>,
): MesACobrar[] => {
  const inicio = c.dataInicio.slice(0, 7);
  const ultimo = c.dataFim.slice(0, 7);
  const saida: MesACobrar[] = [];
  for (let k = 0; k < meses; k++) {
    const competencia = somarMesesAoMes(inicio, k);
    if (competencia > ultimo) break;
    if (!cobrados.has(competencia))
      saida.push({ competencia, vencimento: vencimentoDoMes(competencia, c.diaVencimento) });
  }
  return saida;
};
