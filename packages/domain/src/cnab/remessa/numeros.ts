import type { LayoutCnab } from '../../banco/conta-cobranca.schema';

/**
 * The nosso número as a bank's remessa carries it, from the digits Morada stores (number + check
 * digit, as the boleto prints them). Every bank served takes them as stored but Itaú's CNAB 400,
 * whose field (63–70) holds the 8 digits without the DAC (Itaú, Manual CNAB 400, nota 6).
 */
export const nossoNumeroNoArquivo = (banco: string, layout: LayoutCnab, armazenado: string): string =>
  banco === '341' && layout === 'cnab400' ? armazenado.slice(0, -1) : armazenado;

/**
 * The "seu número" (the agency's own reference the bank echoes back) of a payment: the first 10
 * letters and digits of its id, the width every layout served accepts (CNAB 400 and Itaú's 240
 * hold 10). Matching back is by nosso número; this only helps a person reading the bank's reports.
 */
export const seuNumeroDoPagamento = (pagamentoId: string): string =>
  pagamentoId
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10)
    .toUpperCase();
