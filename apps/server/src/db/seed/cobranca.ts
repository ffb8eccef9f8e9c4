import { CONTA_DEMONSTRACAO } from '@morada/domain';
import type { Deps } from '../../http/context';
import { inserirConta } from '../../modules/contas-cobranca';

/** The demo agency's collection account (bank 999, named as not payable). */
export const seedCobranca = async (deps: Deps): Promise<void> => {
  await inserirConta(deps.db, CONTA_DEMONSTRACAO, deps.now().toISOString());
};
