import { complemento11 } from '../modulos';
import { carteiraEntre, tamanho, zeros, type RegrasBanco } from './tipos';

/**
 * Santander (033), código do beneficiário (7 digits, in `convenio`):
 *   nosso número = sequence(12) - DV, DV = 11 − (Σ % 11) with weights 2..9, 10 and 11 → 0;
 *   campo livre = 9 + beneficiário(7) + nosso número(12) + DV + IOF(0) + carteira(3).
 */
const CARTEIRAS = ['101', '102', '104', '201'];

export const santander: RegrasBanco = {
  codigo: '033',
  nome: 'Santander',
  limiteSequencia: () => 999_999_999_999,
  problemas: (conta) => [
    ...tamanho('agencia', conta.agencia, 1, 4),
    ...tamanho('convenio', conta.convenio, 1, 7),
    ...carteiraEntre(conta.carteira, CARTEIRAS),
  ],
  nossoNumero: (_conta, sequencia) => {
    const numero = zeros(sequencia, 12);
    const dv = complemento11(numero);
    const d = dv > 9 ? '0' : String(dv);
    return { numero, dv: d, impresso: `${numero}-${d}` };
  },
  campoLivre: (conta, nn) =>
    '9' + zeros(conta.convenio, 7) + nn.numero + nn.dv + '0' + zeros(conta.carteira, 3),
  agenciaCodigoImpresso: (conta) => `${zeros(conta.agencia, 4)}/${zeros(conta.convenio, 7)}`,
};
