/**
 * Due-date factor (fator de vencimento) of the FEBRABAN barcode: days since 07/10/1997 (factor
 * 1000 = 03/07/2000). The 4 positions ran out on 21/02/2025 (9999); from 22/02/2025 the count
 * restarts at 1000 and repeats every 9000 days.
 */
const BASE = Date.UTC(1997, 9, 7);
const DIA_MS = 86_400_000;

const diasDesdeBase = (data: string): number => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(data);
  if (!m) throw new Error(`Data inválida: ${data}`);
  return Math.round((Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - BASE) / DIA_MS);
};

/** YYYY-MM-DD → fator (1000..9999). Dates before 03/07/2000 are not representable. */
export const fatorVencimento = (data: string): number => {
  const dias = diasDesdeBase(data);
  if (dias < 1000) throw new Error(`Data anterior ao fator 1000: ${data}`);
  return ((dias - 1000) % 9000) + 1000;
};

/**
 * fator → YYYY-MM-DD, choosing the 9000-day cycle closest to `referencia` (a factor alone is
 * ambiguous since the restart; banks resolve it against the current date the same way).
 */
export const dataDoFator = (fator: number, referencia: string): string => {
  const ref = diasDesdeBase(referencia);
  let melhor = fator;
  for (let dias = fator; dias < ref + 9000; dias += 9000) {
    if (Math.abs(dias - ref) < Math.abs(melhor - ref)) melhor = dias;
  }
  return new Date(BASE + melhor * DIA_MS).toISOString().slice(0, 10);
};
