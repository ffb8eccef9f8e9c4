import { MSG_COBRANCA_BANCARIA, type ContaCobrancaDados } from '@morada/domain';
import type { Deps } from '../../http/context';
import { inserirConta } from '../../modules/contas-cobranca';

/**
 * The demo agency's collection account: the fictitious bank 999 its boletos have always carried
 * (agência, conta and carteira of the local provider), named so no one takes it for a real one.
 */
export const CONTA_DEMONSTRACAO: ContaCobrancaDados = {
  nome: MSG_COBRANCA_BANCARIA.demonstracao,
  banco: '999',
  agencia: '0001',
  agenciaDv: '',
  conta: '00012345',
  contaDv: '',
  carteira: '17',
  convenio: '1',
  layout: 'cnab240',
  proximaRemessa: 1,
  proximoNossoNumero: 1,
  ativa: true,
};

export const seedCobranca = async (deps: Deps): Promise<void> => {
  await inserirConta(deps.db, CONTA_DEMONSTRACAO, deps.now().toISOString());
};
