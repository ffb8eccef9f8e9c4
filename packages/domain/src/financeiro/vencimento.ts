import { hojeNaAgencia } from './datas';
import { proximoDiaUtil } from './feriados';
import type { StatusPagamento } from '../shared/enum-values';

/** Where a due date stands on the agency's day: the tense a notice may use (DESIGN §11). */
export type SituacaoVencimento = 'a vencer' | 'vence hoje' | 'vencido';

export type EstadoDoVencimento = {
  situacao: SituacaoVencimento;
  /** The agency's day (São Paulo) at the instant evaluated. */
  hoje: string;
  /** Last day to pay without multa or juros: the due date, or the next business day. */
  prazo: string;
  /**
   * The date a notice names: the due date itself, except once it has passed within the prazo (a
   * Saturday due date read on Sunday or Monday), when it is the prazo — the day it still "vence".
   * After the prazo it is the due date again: "venceu em {vencimento}".
   */
  dataAviso: string;
};

/**
 * The situation of `vencimento` ('YYYY-MM-DD') at instant `agora`, evaluated on the agency's day in
 * America/Sao_Paulo with the business-day prazo (weekends, national bank holidays and the agency's
 * `feriadosLocais`): 'a vencer' before the prazo, 'vence hoje' on it, 'vencido' only after it.
 * Only a 'vencido' payment carries multa and juros.
 */
export const situacaoDoVencimento = (
  vencimento: string,
  agora: Date,
  feriadosLocais: readonly string[] = [],
): EstadoDoVencimento => {
  const hoje = hojeNaAgencia(agora);
  const prazo = proximoDiaUtil(vencimento, feriadosLocais);
  const situacao: SituacaoVencimento = hoje > prazo ? 'vencido' : hoje === prazo ? 'vence hoje' : 'a vencer';
  const dataAviso = situacao !== 'vencido' && hoje > vencimento ? prazo : vencimento;
  return { situacao, hoje, prazo, dataAviso };
};

/**
 * A payment's status on `hoje`: an open one (stored PENDING) whose prazo — its due date, or the
 * next business day when that falls on a weekend or holiday — has passed is OVERDUE, computed and
 * never stored, so it is right on any day; RECEIVED and CANCELLED stay as they are.
 */
export const statusNaData = (guardado: StatusPagamento, prazo: string, hoje: string): StatusPagamento => {
  if (guardado !== 'PENDING' && guardado !== 'OVERDUE') return guardado;
  return hoje > prazo ? 'OVERDUE' : 'PENDING';
};
