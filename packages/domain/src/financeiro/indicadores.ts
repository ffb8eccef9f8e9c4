/**
 * The dashboard, the reports and the screens compute their rates with these functions, so the
 * card, the donut and the report always agree.
 */

/** `parte` of `todo` in percent with one decimal; 0 when there is no whole. */
export const percentualDe = (parte: number, todo: number): number =>
  todo > 0 ? Math.round((parte / todo) * 1000) / 10 : 0;

/** Occupancy: rental properties occupied / rental properties (sale listings do not count). */
export const taxaOcupacao = (ocupadosLocacao: number, imoveisLocacao: number): number =>
  percentualDe(ocupadosLocacao, imoveisLocacao);

/**
 * Delinquency of a month: of what fell due in the month (payments whose prazo is in the month and
 * has passed), the share still unpaid. Not cumulative: an old debt does not weigh on every month.
 */
export const taxaInadimplencia = (emAtrasoDoMes: number, devidoNoMes: number): number =>
  percentualDe(emAtrasoDoMes, devidoNoMes);

/**
 * Month-over-month change (signed percent, one decimal), or null when there is nothing to compare
 * with: no arrow is better than an invented +100 %.
 */
export const variacaoMensal = (atual: number, anterior: number | null | undefined): number | null =>
  anterior === null || anterior === undefined || anterior === 0
    ? null
    : Math.round(((atual - anterior) / anterior) * 1000) / 10;
