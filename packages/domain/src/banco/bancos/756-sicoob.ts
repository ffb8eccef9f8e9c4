import { somaPonderada } from '../modulos';
import { MSG_BANCO, tamanho, zeros, type ContaBoleto, type ProblemaConta, type RegrasBanco } from './tipos';

/**
 * Sicoob (756), código do cliente/beneficiário (7 digits, in `convenio`):
 *   nosso número = sequence(7) - DV, DV = 11 − (Σ % 11) over agência(4) + cliente(10) + sequence(7)
 *   with weights 3, 1, 9, 7 from the LEFT, 10 and 11 → 0;
 *   campo livre = carteira(1) + agência(4) + modalidade(2) + cliente(7) + nosso número(7) + DV
 *   + parcela(3: 001).
 * `carteira` is "1" (modalidade 01, simples com registro) or carteira + modalidade, e.g. "105".
 */
const PESOS = [3, 1, 9, 7];

const carteiraModalidade = (conta: ContaBoleto) =>
  conta.carteira.length === 3
    ? { carteira: conta.carteira[0]!, modalidade: conta.carteira.slice(1) }
    : { carteira: conta.carteira.slice(-1), modalidade: '01' };

const problemaCarteira = (conta: ContaBoleto): ProblemaConta[] =>
  conta.carteira.length === 2
    ? [{ campo: 'carteira', mensagem: MSG_BANCO.carteira(['1', '101', '105']) }]
    : [];

export const sicoob: RegrasBanco = {
  codigo: '756',
  nome: 'Sicoob',
  limiteSequencia: () => 9_999_999,
  problemas: (conta) => [
    ...tamanho('agencia', conta.agencia, 1, 4),
    ...tamanho('convenio', conta.convenio, 1, 7),
    ...problemaCarteira(conta),
  ],
  nossoNumero: (conta, sequencia) => {
    const numero = zeros(sequencia, 7);
    const resto =
      somaPonderada(zeros(conta.agencia, 4) + zeros(conta.convenio, 10) + numero, PESOS, true) % 11;
    const dv = resto <= 1 ? '0' : String(11 - resto);
    return { numero, dv, impresso: `${numero}-${dv}` };
  },
  campoLivre: (conta, nn) => {
    const { carteira, modalidade } = carteiraModalidade(conta);
    return (
      carteira + zeros(conta.agencia, 4) + modalidade + zeros(conta.convenio, 7) + nn.numero + nn.dv + '001'
    );
  },
  agenciaCodigoImpresso: (conta) => `${zeros(conta.agencia, 4)} / ${zeros(conta.convenio, 7)}`,
};
