import { modulo11NossoNumero } from '../modulos';
import { tamanho, zeros, type RegrasBanco } from './tipos';

/**
 * Banco de demonstração (999): the layout Morada's local boletos always had, kept so old boletos
 * keep their numbers — a Banco-do-Brasil-like "agência/conta" layout:
 *   nosso número = sequence(10) + DV, DV = módulo 11 (weights 2..9) over agência + sequence, 10/11 → 0;
 *   campo livre = nosso número(10) + DV + agência(4) + conta(8) + carteira(2).
 */
export const demonstracao: RegrasBanco = {
  codigo: '999',
  nome: 'Banco de demonstração',
  limiteSequencia: () => 9_999_999_999,
  problemas: (conta) => [
    ...tamanho('agencia', conta.agencia, 1, 4),
    ...tamanho('conta', conta.conta, 1, 8),
    ...tamanho('carteira', conta.carteira, 1, 2),
  ],
  nossoNumero: (conta, sequencia) => {
    const numero = zeros(sequencia, 10);
    const dv = String(modulo11NossoNumero(zeros(conta.agencia, 4) + numero));
    return { numero, dv, impresso: `${numero}-${dv}` };
  },
  campoLivre: (conta, nn) =>
    nn.numero + nn.dv + zeros(conta.agencia, 4) + zeros(conta.conta, 8) + zeros(conta.carteira, 2),
  agenciaCodigoImpresso: (conta) => `${zeros(conta.agencia, 4)} / ${zeros(conta.conta, 8)}`,
};
