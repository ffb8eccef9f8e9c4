import { BANCO_DEMONSTRACAO, type ContaCobranca } from '@morada/domain';

/**
 * The agency's issuing account among the active ones (oldest first): the oldest real bank wins over
 * the demo bank; undefined when none is active.
 */
export const escolherContaEmissora = (ativas: readonly ContaCobranca[]): ContaCobranca | undefined =>
  ativas.find((c) => c.banco !== BANCO_DEMONSTRACAO) ?? ativas[0];
