/**
 * Late-fee rule of a rent payment: a one-off fine (multa) of multaPercentual % as soon as the due
 * date has passed, plus interest (juros) of jurosMensalPercentual % a month, pro rata die (a month
 * counted as 30 days, the usual convention of Brazilian rental contracts). Money rounded to cents.
 */
export type Encargos = { diasAtraso: number; multa: number; juros: number; valorAtualizado: number };

const DIA_MS = 86_400_000;
const centavos = (v: number) => Math.round(v * 100) / 100;

/** Whole days from `vencimento` to `data` (both YYYY-MM-DD); 0 when not late. */
export const diasDeAtraso = (vencimento: string, data: string): number => {
  const dias = Math.round((Date.parse(`${data}T00:00:00Z`) - Date.parse(`${vencimento}T00:00:00Z`)) / DIA_MS);
  return Number.isFinite(dias) && dias > 0 ? dias : 0;
};

/** The amount due on `data` for a payment of `valor` due on `vencimento`. */
export const calcularEncargos = (
  valor: number,
  vencimento: string,
  data: string,
  multaPercentual: number,
  jurosMensalPercentual: number,
): Encargos => {
  const diasAtraso = diasDeAtraso(vencimento, data);
  if (diasAtraso === 0) return { diasAtraso, multa: 0, juros: 0, valorAtualizado: centavos(valor) };
  const multa = centavos((valor * multaPercentual) / 100);
  const juros = centavos((((valor * jurosMensalPercentual) / 100) * diasAtraso) / 30);
  return { diasAtraso, multa, juros, valorAtualizado: centavos(valor + multa + juros) };
};
