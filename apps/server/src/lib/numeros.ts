/** Money rounded to cents. */
export const reais = (v: number) => Math.round(v * 100) / 100;

/** `parte` of `todo` in percent with one decimal; 0 when there is no whole. */
export const percentual = (parte: number, todo: number) =>
  todo > 0 ? Math.round((parte / todo) * 1000) / 10 : 0;

/** A SQL aggregate as a number (PostgreSQL answers sums and counts as strings, null on no rows). */
export const numero = (v: unknown) => Number(v ?? 0);
