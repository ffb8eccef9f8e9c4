import { complemento11 } from '../modulos';
import { dvConfere, tamanho, zeros, type RegrasBanco } from './tipos';

/**
 * Bradesco (237):
 *   nosso número = carteira(2) / sequence(11) - DV, DV = 11 − (Σ % 11) over carteira + nosso
 *   número with weights 2..7, 10 → P, 11 → 0;
 *   campo livre = agência(4) + carteira(2) + nosso número(11) + conta(7) + 0.
 * Agência DV: weights 2..5; conta DV: weights 2..7 (same 10 → P, 11 → 0).
 */
export const dvBradesco = (numero: string, ate = 7): string => {
  const dv = complemento11(numero, ate);
  return dv === 10 ? 'P' : dv === 11 ? '0' : String(dv);
};

export const bradesco: RegrasBanco = {
  codigo: '237',
  nome: 'Bradesco',
  limiteSequencia: () => 99_999_999_999,
  problemas: (conta) => [
    ...tamanho('agencia', conta.agencia, 1, 4),
    ...tamanho('conta', conta.conta, 1, 7),
    ...tamanho('carteira', conta.carteira, 1, 2),
    ...dvConfere('agenciaDv', conta.agenciaDv, dvBradesco(zeros(conta.agencia, 4), 5)),
    ...dvConfere('contaDv', conta.contaDv, dvBradesco(zeros(conta.conta, 7))),
  ],
  nossoNumero: (conta, sequencia) => {
    const carteira = zeros(conta.carteira, 2);
    const numero = zeros(sequencia, 11);
    const dv = dvBradesco(carteira + numero);
    return { numero, dv, impresso: `${carteira}/${numero}-${dv}` };
  },
  campoLivre: (conta, nn) =>
    zeros(conta.agencia, 4) + zeros(conta.carteira, 2) + nn.numero + zeros(conta.conta, 7) + '0',
  agenciaCodigoImpresso: (conta) => {
    const agencia = zeros(conta.agencia, 4);
    const numero = zeros(conta.conta, 7);
    return `${agencia}-${conta.agenciaDv || dvBradesco(agencia, 5)} / ${numero}-${conta.contaDv || dvBradesco(numero)}`;
  },
};
