import { aniversarioReajuste } from './reajuste.rules';

/** What the next reajuste of a contract depends on. */
export type ContratoParaProximoReajuste = {
  /** Only an 'Ativo' contract will still be adjusted. */
  status: string;
  dataInicio: string;
  dataFim: string;
  /** Ordem of the last reajuste recorded, applied or waived (0 = none). */
  ultimaOrdem: number;
  /** Its anniversary ('YYYY-MM-DD'), null when none was recorded. */
  ultimoAniversario: string | null;
};

/**
 * The anniversary of the contract's next reajuste ('YYYY-MM-DD'): the first one after the last
 * reajuste recorded (applied or waived), counted from dataInicio as the reajustes themselves are
 * (aniversarioReajuste). It may be a past date while that reajuste is still to be applied. Null for
 * a contract that is not active (ended, rescinded, cancelled) or that ends before it.
 */
export const proximoReajuste = (c: ContratoParaProximoReajuste): string | null => {
  if (c.status !== 'Ativo') return null;
  for (let ordem = c.ultimaOrdem + 1; ; ordem++) {
    const aniversario = aniversarioReajuste(c.dataInicio, ordem);
    if (aniversario > c.dataFim) return null;
    if (!c.ultimoAniversario || aniversario > c.ultimoAniversario) return aniversario;
  }
};
