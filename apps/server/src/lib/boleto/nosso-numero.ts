import { modulo11NossoNumero } from './modulos';

/**
 * Layout of Morada's own (local) boletos — a Banco-do-Brasil-like "agência/conta" layout:
 *   campo livre (25) = nosso número (10) + DV do nosso número (1) + agência (4) + conta (8) + carteira (2).
 * The nosso número is sequential per agency (the caller supplies the sequence), and its DV is
 * módulo 11 (weights 2..9) with 10/11 → 0, computed over agência + sequência.
 */
export type Cedente = { banco: string; agencia: string; conta: string; carteira: string };

export const dvNossoNumero = (agencia: string, sequencia: string): number =>
  modulo11NossoNumero(agencia + sequencia);

/** Sequence n of the agency → the 11-digit nosso número (10 digits + DV). */
export const gerarNossoNumero = (agencia: string, n: number): string => {
  if (!Number.isInteger(n) || n < 1 || n > 9_999_999_999) throw new Error('Sequência fora do limite');
  const seq = String(n).padStart(10, '0');
  return seq + String(dvNossoNumero(agencia, seq));
};

export const nossoNumeroValido = (agencia: string, nossoNumero: string): boolean =>
  /^\d{11}$/.test(nossoNumero) &&
  dvNossoNumero(agencia, nossoNumero.slice(0, 10)) === Number(nossoNumero[10]);

export const montarCampoLivre = (c: Cedente, nossoNumero: string): string => {
  const livre = nossoNumero + c.agencia + c.conta + c.carteira;
  if (!/^\d{25}$/.test(livre)) throw new Error('Campo livre deve ter 25 dígitos');
  return livre;
};
