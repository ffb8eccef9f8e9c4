/**
 * Check digits of FEBRABAN boletos. Pure functions over strings of digits.
 */

const digitos = (s: string): number[] => {
  if (!/^\d+$/.test(s)) throw new Error(`Somente dígitos: "${s}"`);
  return [...s].map(Number);
};

/** Módulo 10 (weights 2,1,2,1… from the right, products' digits summed): field DVs of the linha digitável. */
export const modulo10 = (numero: string): number => {
  let soma = 0;
  let peso = 2;
  for (const d of digitos(numero).reverse()) {
    const p = d * peso;
    soma += p > 9 ? p - 9 : p;
    peso = peso === 2 ? 1 : 2;
  }
  return (10 - (soma % 10)) % 10;
};

/** Σ digit × weight with weights 2..9 cycling from the right, modulo 11. */
export const resto11 = (numero: string): number => {
  let soma = 0;
  let peso = 2;
  for (const d of digitos(numero).reverse()) {
    soma += d * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  return soma % 11;
};

/** General DV of the 44-position barcode: 11 − resto; 0, 10 and 11 become 1 (FEBRABAN). */
export const modulo11Barras = (numero: string): number => {
  const dv = 11 - resto11(numero);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
};

/** DV of our nosso número: 11 − resto, with 10 and 11 → 0. */
export const modulo11NossoNumero = (numero: string): number => {
  const dv = 11 - resto11(numero);
  return dv >= 10 ? 0 : dv;
};

/**
 * Σ digit × weight, the weights cycling in the given order. By default they are applied from the
 * rightmost digit (most banks); Sicoob applies 3-1-9-7 from the leftmost one.
 */
export const somaPonderada = (numero: string, pesos: readonly number[], daEsquerda = false): number => {
  const ds = digitos(numero);
  if (!daEsquerda) ds.reverse();
  return ds.reduce((soma, d, i) => soma + d * pesos[i % pesos.length]!, 0);
};

/** Weights 2, 3, … up to `ate`, for somaPonderada from the right. */
export const pesosDe2Ate = (ate: number): number[] => Array.from({ length: ate - 1 }, (_, i) => i + 2);

/**
 * The usual bank DV: 11 − (Σ % 11) with weights 2..`ate` from the right. Returns 10 or 11 as such:
 * each bank maps them itself (BB: 10 → X; Bradesco: 10 → P; most: 10 and 11 → 0).
 */
export const complemento11 = (numero: string, ate = 9): number =>
  11 - (somaPonderada(numero, pesosDe2Ate(ate)) % 11);
