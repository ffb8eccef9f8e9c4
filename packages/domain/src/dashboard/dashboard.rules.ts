import { LIMIAR_INADIMPLENCIA, PRIORIDADES_SINO } from '../constants';
import type { Alerta } from './dashboard.schema';

/** The bell counts alerts whose prioridade is 'Urgente' or 'Alta'. */
export const contarAlertasSino = (alertas: readonly Pick<Alerta, 'prioridade'>[]) =>
  alertas.filter((a) => (PRIORIDADES_SINO as readonly string[]).includes(a.prioridade)).length;

/** The red banner shows only when taxaInadimplencia is above 5. */
export const mostrarBannerInadimplencia = (taxa: number) => taxa > LIMIAR_INADIMPLENCIA;

/** Alert colour by tipo: danger, warning, success, anything else info. */
export const corAlerta = (tipo: string): 'danger' | 'warning' | 'success' | 'info' =>
  tipo === 'danger' || tipo === 'warning' || tipo === 'success' ? tipo : 'info';

/** The four colours of the revenue-by-category stacked bar, in order. */
export const CORES_CATEGORIA = ['#3b82f6', '#10b981', '#f59e0b', '#8b5cf6'] as const;

/** Month-over-month change in percent, one decimal; 0 when there is no base. */
export const variacaoPercentual = (atual: number, anterior: number) =>
  anterior === 0 ? (atual === 0 ? 0 : 100) : Math.round(((atual - anterior) / anterior) * 1000) / 10;
