/**
 * A SQL aggregate as a number (PostgreSQL answers sums and counts as strings, null on no rows).
 * Rates and money conversions live in @morada/domain (percentualDe, taxaOcupacao, paraReais…).
 */
export const numero = (v: unknown) => Number(v ?? 0);

/** A nullable numeric column as a number, null kept (PostgreSQL answers double precision as text). */
export const numeroOuNulo = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
