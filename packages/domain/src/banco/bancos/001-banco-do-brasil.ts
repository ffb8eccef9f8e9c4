import { complemento11 } from '../modulos';
import {
  carteiraEntre,
  dvConfere,
  MSG_BANCO,
  tamanho,
  zeros,
  type ContaBoleto,
  type RegrasBanco,
} from './tipos';

/**
 * Banco do Brasil (001). The convênio's length decides the layout:
 *  - 4 digits: nosso número = convênio + sequence(7) + DV; campo livre = nosso número (11, no DV)
 *    + agência(4) + conta(8) + carteira(2);
 *  - 6 digits: nosso número = convênio + sequence(5) + DV; same campo livre;
 *  - 7 digits (the current one): nosso número = convênio + sequence(10), 17 digits, no DV;
 *    campo livre = 000000 + nosso número + carteira(2).
 * DVs (nosso número, agência, conta): 11 − (Σ % 11) with weights 2..9, 10 → X, 11 → 0.
 */
export const dvBb = (numero: string): string => {
  const dv = complemento11(numero);
  return dv === 10 ? 'X' : dv === 11 ? '0' : String(dv);
};

const CARTEIRAS = ['11', '12', '15', '16', '17', '18', '31', '51'];
const DIGITOS_SEQUENCIA: Record<number, number> = { 4: 7, 6: 5, 7: 10 };

const digitosSequencia = (conta: ContaBoleto): number => {
  const n = DIGITOS_SEQUENCIA[conta.convenio.length];
  if (n === undefined) throw new Error(MSG_BANCO.convenioBb);
  return n;
};

export const bancoDoBrasil: RegrasBanco = {
  codigo: '001',
  nome: 'Banco do Brasil',
  limiteSequencia: (conta) => 10 ** digitosSequencia(conta) - 1,
  problemas: (conta) => [
    ...tamanho('agencia', conta.agencia, 1, 4),
    ...tamanho('conta', conta.conta, 1, 8),
    ...carteiraEntre(conta.carteira, CARTEIRAS),
    ...(DIGITOS_SEQUENCIA[conta.convenio.length] === undefined
      ? [{ campo: 'convenio' as const, mensagem: MSG_BANCO.convenioBb }]
      : []),
    ...dvConfere('agenciaDv', conta.agenciaDv, dvBb(zeros(conta.agencia, 4))),
    ...dvConfere('contaDv', conta.contaDv, dvBb(zeros(conta.conta, 8))),
  ],
  nossoNumero: (conta, sequencia) => {
    const numero = conta.convenio + zeros(sequencia, digitosSequencia(conta));
    if (conta.convenio.length === 7) return { numero, dv: '', impresso: numero };
    const dv = dvBb(numero);
    return { numero, dv, impresso: `${numero}-${dv}` };
  },
  campoLivre: (conta, nn) =>
    conta.convenio.length === 7
      ? '000000' + nn.numero + zeros(conta.carteira, 2)
      : nn.numero + zeros(conta.agencia, 4) + zeros(conta.conta, 8) + zeros(conta.carteira, 2),
  agenciaCodigoImpresso: (conta) => {
    const agencia = zeros(conta.agencia, 4);
    const numero = zeros(conta.conta, 8);
    return `${agencia}-${conta.agenciaDv || dvBb(agencia)} / ${numero}-${conta.contaDv || dvBb(numero)}`;
  },
};
