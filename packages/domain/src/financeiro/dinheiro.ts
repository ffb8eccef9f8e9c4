/**
 * Money is integer centavos inside the ledger; reais (a JS number with at most two decimals) only
 * at the edges (JSON, forms). Percentages are applied with BigInt arithmetic so no float drift
 * reaches a centavo: rounding happens once, half-up, at the end of each calculation.
 */

/** Scale of a percentage as an integer: 6 decimal places (0,033% a day fits). */
const ESCALA_PERCENTUAL = 1_000_000n;

/** Half-up division of non-negative BigInts. */
const dividirArredondando = (n: bigint, d: bigint): bigint => (n * 2n + d) / (2n * d);

/**
 * Reais → centavos, rounding half-up on the decimal the caller wrote: 1.005 → 101 (not 100, as
 * `Math.round(1.005 * 100)` answers because 1.005 is 1.00499… in binary).
 */
export const paraCentavos = (reais: number): number => {
  if (!Number.isFinite(reais)) throw new RangeError(`valor inválido: ${reais}`);
  const negativo = reais < 0;
  const [inteiro = '0', fracao = ''] = Math.abs(reais).toFixed(10).split('.');
  let centavos = Number(inteiro) * 100 + Number(fracao.slice(0, 2).padEnd(2, '0'));
  if (Number(fracao[2] ?? '0') >= 5) centavos += 1;
  return negativo ? -centavos : centavos;
};

/** Centavos → reais for JSON and display (an integer over 100 is always the nearest double). */
export const paraReais = (centavos: number): number => centavos / 100;

/** Sums amounts in reais through centavos, so a column of cents adds up exactly. */
export const somarReais = (valores: readonly number[]): number =>
  paraReais(valores.reduce((s, v) => s + paraCentavos(v), 0));

const percentualEscalado = (percentual: number): bigint => BigInt(Math.round(percentual * 1e6));

/**
 * `percentual` % of `centavos`, times numerador/denominador (pro rata), rounded half-up to the
 * centavo: aplicarPercentual(100_00, 1, 17, 30) is 1 % a month for 17 days of R$ 100,00.
 */
export const aplicarPercentual = (
  centavos: number,
  percentual: number,
  numerador = 1,
  denominador = 1,
): number => {
  if (centavos <= 0 || percentual <= 0 || numerador <= 0) return 0;
  const n = BigInt(centavos) * percentualEscalado(percentual) * BigInt(numerador);
  const d = 100n * ESCALA_PERCENTUAL * BigInt(denominador);
  return Number(dividirArredondando(n, d));
};

/**
 * Splits `total` centavos across `pesos` in proportion, by largest remainder, so the parts always
 * add up to the total exactly (a partial payment shared among aluguel, condomínio and IPTU).
 */
export const ratear = (total: number, pesos: readonly number[]): number[] => {
  const soma = pesos.reduce((a, b) => a + b, 0);
  if (soma <= 0 || total <= 0) return pesos.map(() => 0);
  const exatos = pesos.map((p) => (BigInt(total) * BigInt(p) * 1000n) / BigInt(soma));
  const partes = exatos.map((e) => Number(e / 1000n));
  let resto = total - partes.reduce((a, b) => a + b, 0);
  const ordem = exatos.map((e, i) => ({ i, sobra: e % 1000n })).sort((a, b) => Number(b.sobra - a.sobra));
  for (const { i } of ordem) {
    if (resto <= 0) break;
    partes[i]! += 1;
    resto -= 1;
  }
  return partes;
};
