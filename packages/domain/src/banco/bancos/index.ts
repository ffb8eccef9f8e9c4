import { MSG_COBRANCA_BANCARIA } from '../../messages/cobranca-bancaria';
import { BANCOS_COBRANCA, type CodigoBanco, type ContaCobrancaDados } from '../conta-cobranca.schema';
import { bancoDoBrasil } from './001-banco-do-brasil';
import { santander } from './033-santander';
import { inter } from './077-inter';
import { caixa } from './104-caixa';
import { bradesco } from './237-bradesco';
import { itau } from './341-itau';
import { sicredi } from './748-sicredi';
import { sicoob } from './756-sicoob';
import { demonstracao } from './999-demonstracao';
import { MSG_BANCO, type ContaBoleto, type ProblemaConta, type RegrasBanco } from './tipos';

export type { ContaBoleto, ContextoNossoNumero, NossoNumero, ProblemaConta, RegrasBanco } from './tipos';

const REGRAS: Record<CodigoBanco, RegrasBanco> = {
  '001': bancoDoBrasil,
  '033': santander,
  '077': inter,
  '104': caixa,
  '237': bradesco,
  '341': itau,
  '748': sicredi,
  '756': sicoob,
  '999': demonstracao,
};

/** "9.999.999" */
const milhar = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * Everything wrong with the account for its bank (lengths, carteira, convênio, typed check
 * digits, and the next nosso número when given), each under its field. Empty = the bank's
 * boletos can be built from it.
 */
export const problemasDaConta = (
  conta: ContaBoleto & Partial<Pick<ContaCobrancaDados, 'proximoNossoNumero'>>,
): ProblemaConta[] => {
  const regras = REGRAS[conta.banco];
  if (!regras) return [{ campo: 'banco', mensagem: MSG_COBRANCA_BANCARIA.erros.banco }];
  const problemas = regras.problemas(conta);
  if (problemas.length > 0 || conta.proximoNossoNumero === undefined) return problemas;
  const limite = regras.limiteSequencia(conta);
  return conta.proximoNossoNumero > limite
    ? [{ campo: 'proximoNossoNumero', mensagem: MSG_BANCO.sequenciaAcima(milhar(limite)) }]
    : [];
};

const exigirConta = (regras: RegrasBanco, conta: ContaBoleto): void => {
  const [primeiro] = regras.problemas(conta);
  if (primeiro) throw new Error(primeiro.mensagem);
};

/**
 * The boleto rules of a bank. Every function refuses, with the pt-BR message of the first problem,
 * an account `problemasDaConta` objects to, and a sequence outside 1..limiteSequencia.
 */
export const regrasDoBanco = (codigo: CodigoBanco): RegrasBanco => {
  const regras = REGRAS[codigo];
  if (!regras || !(codigo in BANCOS_COBRANCA)) throw new Error(MSG_COBRANCA_BANCARIA.erros.banco);
  return {
    ...regras,
    limiteSequencia: (conta) => {
      exigirConta(regras, conta);
      return regras.limiteSequencia(conta);
    },
    nossoNumero: (conta, sequencia, contexto) => {
      exigirConta(regras, conta);
      if (!Number.isInteger(sequencia) || sequencia < 1) throw new Error(MSG_BANCO.sequenciaInvalida);
      const limite = regras.limiteSequencia(conta);
      if (sequencia > limite) throw new Error(MSG_BANCO.sequenciaAcima(milhar(limite)));
      return regras.nossoNumero(conta, sequencia, contexto);
    },
    campoLivre: (conta, nossoNumero) => {
      exigirConta(regras, conta);
      const livre = regras.campoLivre(conta, nossoNumero);
      if (!/^\d{25}$/.test(livre)) throw new Error('Campo livre deve ter 25 dígitos');
      return livre;
    },
    agenciaCodigoImpresso: (conta) => {
      exigirConta(regras, conta);
      return regras.agenciaCodigoImpresso(conta);
    },
  };
};
