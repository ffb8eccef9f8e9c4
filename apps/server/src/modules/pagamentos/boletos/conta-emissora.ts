import { BANCO_DEMONSTRACAO, type ContaBoleto, type ContaCobranca } from '@morada/domain';

/**
 * The account boletos are issued on when none is active: the fixed layout Morada's local boletos
 * always had (bank 999, payable nowhere), so boletos issued before accounts existed keep their numbers.
 */
export const CONTA_LOCAL_FIXA: ContaBoleto = {
  banco: '999',
  agencia: '0001',
  agenciaDv: '',
  conta: '00012345',
  contaDv: '',
  carteira: '17',
  convenio: '1',
};

/**
 * The agency's issuing account among the active ones (oldest first): the oldest real bank wins over
 * the demo bank; undefined when none is active.
 */
export const escolherContaEmissora = (ativas: readonly ContaCobranca[]): ContaCobranca | undefined =>
  ativas.find((c) => c.banco !== BANCO_DEMONSTRACAO) ?? ativas[0];
