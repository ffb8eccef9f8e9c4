/**
 * Calendar arithmetic on YYYY-MM-DD / YYYY-MM strings in UTC, so results never depend on the host
 * zone. "Today" is not here: it is the agency's day, hojeNaAgencia from @morada/domain.
 */

export const diasNoMes = (ano: number, mes1a12: number): number =>
  new Date(Date.UTC(ano, mes1a12, 0)).getUTCDate();

/** 'YYYY-MM' shifted by n months. */
export const somarMeses = (competencia: string, n: number): string => {
  const [a, m] = competencia.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(a, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
};

export const somarDias = (data: string, n: number): string =>
  new Date(Date.parse(`${data}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The due date of a month: day `dia` clamped to the month's length (31 → 28/29/30). */
export const vencimentoDoMes = (competencia: string, dia: number): string => {
  const [a, m] = competencia.split('-').map(Number) as [number, number];
  const d = Math.min(dia, diasNoMes(a, m));
  return `${competencia}-${String(d).padStart(2, '0')}`;
};
