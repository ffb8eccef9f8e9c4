import { aniversariosDevidos, type ContratoNoCiclo } from './calendario';

/** What the next reajuste of a contract depends on. */
export type ContratoParaProximoReajuste = ContratoNoCiclo & {
  /** Only an 'Ativo' contract will still be adjusted. */
  status: string;
  /** Ordem of the last reajuste recorded, applied or waived (0 = none). */
  ultimaOrdem: number;
  /** Its anniversary ('YYYY-MM-DD'), null when none was recorded. */
  ultimoAniversario: string | null;
};

/**
 * The anniversary of the contract's next reajuste ('YYYY-MM-DD'): the first one after the last
 * reajuste recorded (applied or waived), counted from dataInicio, or from the vigência of a
 * renegotiated rent that moved the anniversary (aniversariosDevidos, the one rule). It may be a
 * past date while that reajuste is still to be applied. Null for a contract that is not active
 * (ended, rescinded, cancelled) or that ends before it.
 */
export const proximoReajuste = (c: ContratoParaProximoReajuste): string | null => {
  if (c.status !== 'Ativo') return null;
  return aniversariosDevidos(c, c.dataFim, c.ultimaOrdem + 1)[0]?.aniversario ?? null;
};
