import { MSG_COBRANCA_BANCARIA } from '../messages/cobranca-bancaria';
import { BANCO_DEMONSTRACAO, type ContaCobrancaDados } from './conta-cobranca.schema';

/**
 * The demo agency's collection account, and the layout boletos are issued on when no account is
 * active: the fictitious bank 999 Morada's local boletos have always carried (so boletos issued
 * before accounts existed keep their numbers), named so no one takes it for a real one.
 */
export const CONTA_DEMONSTRACAO: ContaCobrancaDados = {
  nome: MSG_COBRANCA_BANCARIA.demonstracao,
  banco: BANCO_DEMONSTRACAO,
  agencia: '0001',
  agenciaDv: '',
  conta: '00012345',
  contaDv: '',
  carteira: '17',
  convenio: '1',
  layout: 'cnab240',
  proximaRemessa: 1,
  proximoNossoNumero: 1,
  ativa: true,
};

/**
 * A real-bank account whose check digits are right (the bank rules check them): Itaú, CNAB 400. The
 * API documentation's example, and the account the tests and stories register.
 */
export const CONTA_ITAU_EXEMPLO = {
  nome: 'Itaú — cobrança',
  banco: '341',
  agencia: '0057',
  agenciaDv: '',
  conta: '12345',
  contaDv: '7',
  carteira: '109',
  convenio: '12345',
  layout: 'cnab400',
} as const satisfies Partial<ContaCobrancaDados>;
