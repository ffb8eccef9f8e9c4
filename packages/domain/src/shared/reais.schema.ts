import { z } from 'zod';
import { paraCentavos, paraReais } from '../financeiro/dinheiro';
import { lerNumeroBR } from './numero-br';

/**
 * The one rule of every money field (security issue 31): an amount is rounded to the centavo
 * first (half-up on the decimals written, as the ledger's paraCentavos does) and only then
 * checked, so what the check sees is what is stored. 0,004 is R$ 0,00, never "more than zero".
 */
export type RegraReais = {
  /** The field's message for a value that is not an amount, is out of range or rounds below the minimum. */
  invalido: string;
  /**
   * 'positivo': at least R$ 0,01 once rounded; 'zeroOuMais': R$ 0,00 allowed (negative refused);
   * 'naoNulo': signed (a credit is negative), at least R$ 0,01 either way.
   */
  minimo: 'positivo' | 'zeroOuMais' | 'naoNulo';
  /** The largest amount in reais (absolute value); without one, any amount the ledger can count. */
  maximo?: number;
  /** How a typed text is read: the Brazilian way ('1.500,00') unless a field keeps an older reading. */
  ler?: (v: string | number) => number;
};

/** Rounds a typed amount to the centavo and applies the rule: reais, or undefined when refused. */
export const reaisArredondados = (v: string | number, regra: RegraReais): number | undefined => {
  const n = (regra.ler ?? lerNumeroBR)(v);
  if (!Number.isFinite(n)) return undefined;
  if (regra.minimo !== 'naoNulo' && n < 0) return undefined;
  if (regra.maximo !== undefined && Math.abs(n) > regra.maximo + 0.01) return undefined;
  const centavos = paraCentavos(n);
  if (!Number.isSafeInteger(centavos)) return undefined;
  if (regra.maximo !== undefined && Math.abs(centavos) > Math.round(regra.maximo * 100)) return undefined;
  if (regra.minimo !== 'zeroOuMais' && Math.abs(centavos) < 1) return undefined;
  // + 0 turns a rounded -0 into 0.
  return paraReais(centavos) + 0;
};

/** reaisArredondados inside a zod transform: the amount, or an issue with the rule's message. */
export const conferirReais = (v: string | number, regra: RegraReais, ctx: z.RefinementCtx): number => {
  const reais = reaisArredondados(v, regra);
  if (reais === undefined) {
    ctx.addIssue({ code: 'custom', message: regra.invalido });
    return z.NEVER;
  }
  return reais;
};

/**
 * A required amount typed as a number or as text: empty (or not a number nor text) is
 * `obrigatorio` (the rule's message without one); otherwise the rule of RegraReais.
 */
export const reaisSchema = (regra: RegraReais & { obrigatorio?: string }) => {
  const vazio = regra.obrigatorio ?? regra.invalido;
  return z.union([z.number(), z.string()], { error: vazio }).transform((v, ctx) => {
    if (String(v).trim() === '') {
      ctx.addIssue({ code: 'custom', message: vazio });
      return z.NEVER;
    }
    return conferirReais(v, regra, ctx);
  });
};

/**
 * True when `n` reais is a whole number of centavos, for a field kept as a plain number (its
 * schema is also an answer's): 0,001 would otherwise be stored as typed and counted as R$ 0,00.
 */
export const temCentavosExatos = (n: number): boolean =>
  Number.isFinite(n) && paraReais(paraCentavos(n)) === n;
