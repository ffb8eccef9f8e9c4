import { LIMIAR_INADIMPLENCIA, PRIORIDADES_SINO } from '../constants';
import { somarDiasData } from '../financeiro/datas';
import { proximoDiaUtil } from '../financeiro/feriados';
import type { Alerta } from './dashboard.schema';

/** The alerts the bell counts and lists: those whose prioridade is 'Urgente' or 'Alta'. */
export const alertasDoSino = <A extends Pick<Alerta, 'prioridade'>>(alertas: readonly A[]): A[] =>
  alertas.filter((a) => (PRIORIDADES_SINO as readonly string[]).includes(a.prioridade));

/** The bell counts alerts whose prioridade is 'Urgente' or 'Alta'. */
export const contarAlertasSino = (alertas: readonly Pick<Alerta, 'prioridade'>[]) =>
  alertasDoSino(alertas).length;

/** The red banner shows only when taxaInadimplencia is above 5. */
export const mostrarBannerInadimplencia = (taxa: number) => taxa > LIMIAR_INADIMPLENCIA;

/** Alert colour by tipo: danger, warning, success, anything else info. */
export const corAlerta = (tipo: string): 'danger' | 'warning' | 'success' | 'info' =>
  tipo === 'danger' || tipo === 'warning' || tipo === 'success' ? tipo : 'info';

/** The four colours of the revenue-by-category stacked bar, in order. */
export const CORES_CATEGORIA = ['#3b82f6', '#10b981', '#f59e0b', '#8b5cf6'] as const;

/**
 * The latest due date that is already late on `hoje`: a payment is late once its prazo (the due
 * date moved to the next business day, see proximoDiaUtil) is before `hoje`. The prazo never
 * decreases as the due date moves forward, so "late" is exactly `vencimento <=` this date, a
 * range every query can answer from the (status, vencimento) index. On a Monday after a plain
 * weekend it is the Friday before: a payment due on Saturday is still on time.
 */
export const ultimoVencimentoEmAtraso = (hoje: string, feriadosLocais: readonly string[] = []): string => {
  let d = somarDiasData(hoje, -1);
  while (proximoDiaUtil(d, feriadosLocais) >= hoje) d = somarDiasData(d, -1);
  return d;
};
