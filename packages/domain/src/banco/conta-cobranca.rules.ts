import { MSG_COBRANCA_BANCARIA } from '../messages/cobranca-bancaria';
import type { ContaCobrancaDados } from './conta-cobranca.schema';

export type ProblemaDaConta = { campo: keyof ContaCobrancaDados; mensagem: string };

const E = MSG_COBRANCA_BANCARIA.erros;
const M = MSG_COBRANCA_BANCARIA.campos;

/**
 * What keeps an account from being saved as typed: on a change, the remessa and nosso número
 * counters may only move forward (back, the bank would refuse the next remessa as repeated, or two
 * boletos would share a nosso número).
 */
export const problemasDaAlteracaoDaConta = (
  antes: Pick<ContaCobrancaDados, 'proximaRemessa' | 'proximoNossoNumero'> | undefined,
  depois: ContaCobrancaDados,
): ProblemaDaConta[] => {
  const problemas: ProblemaDaConta[] = [];
  if (antes && depois.proximaRemessa < antes.proximaRemessa)
    problemas.push({ campo: 'proximaRemessa', mensagem: E.naoVolta(M.proximaRemessa, antes.proximaRemessa) });
  if (antes && depois.proximoNossoNumero < antes.proximoNossoNumero)
    problemas.push({
      campo: 'proximoNossoNumero',
      mensagem: E.naoVolta(M.proximoNossoNumero, antes.proximoNossoNumero),
    });
  return problemas;
};
