import { aplicarPercentual } from './dinheiro';
import { diasEntre } from './datas';
import { proximoDiaUtil } from './feriados';

/**
 * Late charges of a rent payment, in integer centavos.
 *
 * - Paid up to the due date, or up to the next business day when the due date is a weekend or a
 *   bank holiday (`prazo`), nothing is added.
 * - After that: a one-off multa of `multaPercentual` % on the principal still open at the prazo,
 *   and juros of `jurosMensalPercentual` % a month pro rata die (a month is 30 days, the usual
 *   clause) on the open principal, counted from the due date.
 * - Each amount received pays juros first, then multa, then the principal (Código Civil art. 354),
 *   so a partial payment leaves the rest open and the rest keeps earning juros.
 */
export type RegraEncargos = { multaPercentual: number; jurosMensalPercentual: number };

/** The most the agency applies without a contract clause confirmed by the admin. */
export const LIMITES_ENCARGOS = { multaPercentual: 10, jurosMensalPercentual: 1 } as const;
/** Hard ceilings even with a confirmed clause. */
export const TETOS_ENCARGOS = { multaPercentual: 20, jurosMensalPercentual: 10 } as const;

export type Cobranca = {
  /** Principal due (composition total), centavos. */
  valor: number;
  vencimento: string;
  regra: RegraEncargos;
  /** The agency's local holidays, 'YYYY-MM-DD'. */
  feriadosLocais?: readonly string[];
};

export type Recebimento = { data: string; valor: number };

/** How one amount received was applied. */
export type Imputacao = Recebimento & { juros: number; multa: number; principal: number; excedente: number };

export type Situacao = {
  /** Last day to pay without charges. */
  prazo: string;
  /** Days late as of the evaluation date (0 while within the prazo). */
  diasAtraso: number;
  principalAberto: number;
  multaAberta: number;
  jurosAberto: number;
  /** What settles the payment on the evaluation date. */
  totalAberto: number;
  recebido: number;
  quitado: boolean;
  imputacoes: Imputacao[];
};

/**
 * The state of a payment on `data` after the amounts received so far (those dated after `data`
 * are ignored). Pure: the server, the reports and the screens all call this one function.
 */
export const calcularSituacao = (
  cobranca: Cobranca,
  recebimentos: readonly Recebimento[],
  data: string,
): Situacao => {
  const { valor, vencimento, regra } = cobranca;
  const prazo = proximoDiaUtil(vencimento, cobranca.feriadosLocais);
  let principal = valor;
  let multa = 0;
  let juros = 0;
  let multaLancada = false;
  let jurosDesde = vencimento;

  const acumular = (ate: string) => {
    if (ate <= prazo || principal <= 0) return;
    if (!multaLancada) {
      multa += aplicarPercentual(principal, regra.multaPercentual);
      multaLancada = true;
    }
    const dias = diasEntre(jurosDesde, ate);
    if (dias > 0) {
      juros += aplicarPercentual(principal, regra.jurosMensalPercentual, dias, 30);
      jurosDesde = ate;
    }
  };

  const imputacoes: Imputacao[] = [];
  const ordenados = [...recebimentos]
    .filter((r) => r.data <= data)
    .sort((a, b) => a.data.localeCompare(b.data));
  for (const r of ordenados) {
    acumular(r.data);
    let resto = r.valor;
    const j = Math.min(resto, juros);
    resto -= j;
    const m = Math.min(resto, multa);
    resto -= m;
    const p = Math.min(resto, principal);
    resto -= p;
    juros -= j;
    multa -= m;
    principal -= p;
    imputacoes.push({ ...r, juros: j, multa: m, principal: p, excedente: resto });
  }
  const quitado = principal === 0 && multa === 0 && juros === 0;
  acumular(data);
  return {
    prazo,
    diasAtraso: data > prazo && !quitado ? diasEntre(vencimento, data) : 0,
    principalAberto: principal,
    multaAberta: multa,
    jurosAberto: juros,
    totalAberto: principal + multa + juros,
    recebido: ordenados.reduce((s, r) => s + r.valor, 0),
    quitado,
    imputacoes,
  };
};
