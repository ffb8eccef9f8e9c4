import { complemento11 } from '../modulos';
import {
  carteiraEntre,
  MSG_BANCO,
  tamanho,
  zeros,
  type ContaBoleto,
  type ProblemaConta,
  type RegrasBanco,
} from './tipos';

/**
 * Caixa (104), SIGCB, código do beneficiário in `convenio`:
 *   nosso número = carteira(1: 1 = registrada) + emissão(1: 4 = pelo beneficiário) + sequence(15)
 *   - DV; campo livre = beneficiário(6) + its DV — or a 7-digit beneficiário (above 1.100.000) as
 *   is — + NN[3..5] + NN[1] + NN[6..8] + NN[2] + NN[9..17] + DV of those 24 digits.
 *   Every DV here: 11 − (Σ % 11), weights 2..9, 10 and 11 → 0.
 */
export const dvCaixa = (numero: string): string => {
  const dv = complemento11(numero);
  return dv > 9 ? '0' : String(dv);
};

const EMISSAO_BENEFICIARIO = '4';
const SETE_DIGITOS_DESDE = 1_100_001;

/** Beneficiário as the campo livre and the slip carry it: 6 digits + DV, or the 7-digit code. */
const beneficiario = (conta: ContaBoleto): string =>
  conta.convenio.length === 7 ? conta.convenio : zeros(conta.convenio, 6) + dvCaixa(zeros(conta.convenio, 6));

const problemaBeneficiario = (convenio: string): ProblemaConta[] =>
  convenio.length <= 6 || (convenio.length === 7 && Number(convenio) >= SETE_DIGITOS_DESDE)
    ? []
    : [{ campo: 'convenio', mensagem: MSG_BANCO.convenioCaixa }];

export const caixa: RegrasBanco = {
  codigo: '104',
  nome: 'Caixa',
  limiteSequencia: () => 999_999_999_999_999,
  problemas: (conta) => [
    ...tamanho('agencia', conta.agencia, 1, 4),
    ...problemaBeneficiario(conta.convenio),
    ...carteiraEntre(conta.carteira, ['1']),
  ],
  nossoNumero: (conta, sequencia) => {
    const numero = String(Number(conta.carteira)) + EMISSAO_BENEFICIARIO + zeros(sequencia, 15);
    const dv = dvCaixa(numero);
    return { numero, dv, impresso: `${numero}-${dv}` };
  },
  campoLivre: (conta, { numero: nn }) => {
    const livre = beneficiario(conta) + nn.slice(2, 5) + nn[0] + nn.slice(5, 8) + nn[1] + nn.slice(8, 17);
    return livre + dvCaixa(livre);
  },
  agenciaCodigoImpresso: (conta) => {
    const b = beneficiario(conta);
    return `${zeros(conta.agencia, 4)}/${conta.convenio.length === 7 ? b : `${b.slice(0, 6)}-${b[6]}`}`;
  },
};
