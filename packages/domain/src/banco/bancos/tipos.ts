import type { CodigoBanco, ContaCobrancaDados } from '../conta-cobranca.schema';
import { MSG_COBRANCA_BANCARIA } from '../../messages/cobranca-bancaria';

/** What a bank's boleto rules read from a collection account. */
export type ContaBoleto = Pick<
  ContaCobrancaDados,
  'banco' | 'agencia' | 'agenciaDv' | 'conta' | 'contaDv' | 'carteira' | 'convenio'
>;

/** One problem of an account for its bank, shown under the field. */
export type ProblemaConta = { campo: keyof ContaBoleto | 'proximoNossoNumero'; mensagem: string };

/**
 * A nosso número: `numero` = the digits the bank's campo livre / remessa carries before the DV,
 * `dv` = its check digit ('' when the bank has none), `impresso` = as the "Nosso número" box shows it.
 */
export type NossoNumero = { numero: string; dv: string; impresso: string };

/** Extra facts some banks put in the nosso número (Sicredi: the year of issue). */
export type ContextoNossoNumero = { emissao?: string };

/** The boleto rules of one bank (one file per bank in this folder, one registry in index.ts). */
export type RegrasBanco = {
  codigo: CodigoBanco;
  nome: string;
  /** Highest sequence the bank's nosso número holds for this account. */
  limiteSequencia: (conta: ContaBoleto) => number;
  /** Bank-specific account problems (lengths, carteiras, check digits), pt-BR. */
  problemas: (conta: ContaBoleto) => ProblemaConta[];
  nossoNumero: (conta: ContaBoleto, sequencia: number, contexto?: ContextoNossoNumero) => NossoNumero;
  /** The 25 digits of positions 20–44 of the barcode. */
  campoLivre: (conta: ContaBoleto, nossoNumero: NossoNumero) => string;
  /** The "Agência / Código do beneficiário" box. */
  agenciaCodigoImpresso: (conta: ContaBoleto) => string;
};

export const MSG_BANCO = MSG_COBRANCA_BANCARIA.regrasBanco;
export const CAMPOS = MSG_COBRANCA_BANCARIA.campos;

/** Left-pads digits with zeros to `n` positions. */
export const zeros = (valor: string | number, n: number): string => String(valor).padStart(n, '0');

/** Problem when `valor` (digits) has more than `max` or fewer than `min` digits. */
export const tamanho = (
  campo: keyof ContaBoleto & keyof typeof CAMPOS,
  valor: string,
  min: number,
  max: number,
): ProblemaConta[] =>
  valor.length < min || valor.length > max
    ? [{ campo, mensagem: MSG_BANCO.digitos(CAMPOS[campo], min, max) }]
    : [];

/** Problem when the carteira is not one of `aceitas` (compared without leading zeros). */
export const carteiraEntre = (carteira: string, aceitas: readonly string[]): ProblemaConta[] =>
  aceitas.some((a) => Number(a) === Number(carteira))
    ? []
    : [{ campo: 'carteira', mensagem: MSG_BANCO.carteira(aceitas) }];

/** Problem when a typed check digit differs from the computed one (empty = not typed, fine). */
export const dvConfere = (
  campo: 'agenciaDv' | 'contaDv',
  digitado: string,
  correto: string,
): ProblemaConta[] =>
  digitado && digitado.toUpperCase() !== correto
    ? [{ campo, mensagem: MSG_BANCO.dvNaoConfere(CAMPOS[campo], correto) }]
    : [];
