/** An Itaú account whose DVs are right (the bank rules check them), CNAB 400. */
export const CONTA_ITAU = {
  nome: 'Itaú — cobrança',
  banco: '341',
  agencia: '0057',
  agenciaDv: '',
  conta: '12345',
  contaDv: '7',
  carteira: '109',
  convenio: '12345',
  layout: 'cnab400',
};
