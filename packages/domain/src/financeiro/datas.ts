import { tz } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, format } from 'date-fns';
import { FUSO_AGENCIA } from './hoje';

/**
 * Calendar dates are 'YYYY-MM-DD' strings. "Today" is the date in America/Sao_Paulo (the agency's
 * day), never UTC: at 21:00 in São Paulo on a due date the payment is still on time.
 */
export { FUSO_AGENCIA, hojeNaAgencia, mesNaAgencia } from './hoje';
const FORMATO = 'yyyy-MM-dd';

/** The agency's clock time at instant `agora`, 'HH:MM:SS' (a bank file's generation time). */
export const horaNaAgencia = (agora: Date = new Date()): string =>
  format(agora, 'HH:mm:ss', { in: tz(FUSO_AGENCIA) });

const partes = (data: string) => data.split('-').map(Number) as [number, number, number];

/** 'YYYY-MM-DD' as a local calendar date at noon (only the day matters; noon is never a DST gap). */
const ler = (data: string): Date => {
  const [a, m, d] = partes(data);
  const dt = new Date(2000, m - 1, d, 12);
  dt.setFullYear(a);
  return dt;
};
const escrever = (d: Date): string => format(d, FORMATO);

/** Years a date field accepts: the ledger has nothing before 1900 or after 2199. */
export const ANOS_VALIDOS = { min: 1900, max: 2199 } as const;

/** True for a real calendar day in range: '2026-02-30', '2025-02-29' and '0000-01-01' are not. */
export const isDataReal = (data: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(data)) return false;
  const [a, m, d] = partes(data);
  if (a < ANOS_VALIDOS.min || a > ANOS_VALIDOS.max || m < 1 || m > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(a, m, 0)).getUTCDate();
};

export const somarDiasData = (data: string, dias: number): string => escrever(addDays(ler(data), dias));

/** Days in the month of a 'YYYY-MM-DD' (or 'YYYY-MM') date. */
export const diasNoMes = (data: string): number => {
  const [a, m] = partes(data);
  return new Date(Date.UTC(a, m, 0)).getUTCDate();
};

/** The due date of month `competencia`: day `dia` clamped to the month's length (31 → 28/29/30). */
export const vencimentoDoMes = (competencia: string, dia: number): string =>
  `${competencia}-${String(Math.min(dia, diasNoMes(competencia))).padStart(2, '0')}`;

/** Calendar days from `de` to `ate` (negative when `ate` is earlier). */
export const diasEntre = (de: string, ate: string): number => differenceInCalendarDays(ler(ate), ler(de));

/** 0 = Sunday … 6 = Saturday. */
export const diaDaSemana = (data: string): number => ler(data).getDay();
