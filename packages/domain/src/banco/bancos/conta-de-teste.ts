import type { CodigoBanco } from '../conta-cobranca.schema';
import type { ContaBoleto } from './tipos';

/** An account for the tests of the bank rules: only what the example gives, the rest empty. */
export const contaDeTeste = (
  banco: CodigoBanco,
  campos: Partial<Omit<ContaBoleto, 'banco'>>,
): ContaBoleto => ({
  banco,
  agencia: '',
  agenciaDv: '',
  conta: '',
  contaDv: '',
  carteira: '',
  convenio: '',
  ...campos,
});
