import { expect } from 'vitest';
import { montarBoleto } from '../montar-boleto';
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

/** Builds the boleto and checks its barcode and linha digitável (the cited source's values). */
export const conferirBoleto = (
  conta: ContaBoleto,
  titulo: Parameters<typeof montarBoleto>[1],
  codigoBarras: string,
  linhaDigitavel: string,
) => {
  const boleto = montarBoleto(conta, titulo);
  expect(boleto.codigoBarras).toBe(codigoBarras);
  expect(boleto.linhaDigitavel).toBe(linhaDigitavel);
  return boleto;
};
