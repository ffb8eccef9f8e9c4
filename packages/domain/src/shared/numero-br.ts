/** '3.200', '1.500.000': dots that only ever separate groups of exactly three digits. */
const MILHARES_COM_PONTO = /^[1-9]\d{0,2}(\.\d{3})+$/;

/**
 * Reads a number typed the Brazilian way, or NaN. With a comma, dots are thousands separators and
 * the comma is the decimal mark ('3.200,50' → 3200.5). Without one, a dot before groups of exactly
 * three digits separates thousands ('3.200' → 3200, '1.500.000' → 1500000); any other dot is a
 * decimal point ('2.5', '3200.50').
 */
export const lerNumeroBR = (valor: string | number): number => {
  if (typeof valor === 'number') return valor;
  const texto = valor.trim().replace(/\s/g, '');
  if (!/^-?[\d.,]+$/.test(texto) || !/\d/.test(texto)) return Number.NaN;
  const sinal = texto.startsWith('-') ? '-' : '';
  const corpo = sinal ? texto.slice(1) : texto;
  let normalizado: string;
  if (corpo.includes(',')) {
    const [inteiro = '', decimal, ...resto] = corpo.split(',');
    if (resto.length > 0 || (inteiro.includes('.') && !MILHARES_COM_PONTO.test(inteiro))) return Number.NaN;
    normalizado = `${inteiro.replace(/\./g, '')}.${decimal}`;
  } else if (MILHARES_COM_PONTO.test(corpo)) {
    normalizado = corpo.replace(/\./g, '');
  } else {
    normalizado = corpo;
  }
  return Number(`${sinal}${normalizado}`);
};
