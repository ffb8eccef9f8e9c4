import type { StatusRepasse } from './repasse.rules';

/** What the owner portal's rules read of a repasse (reais or centavos, the same unit throughout). */
export type RepasseDoResumo = {
  mes: string;
  status: StatusRepasse;
  dataPrevista: string;
  totais: { despesas: number; liquido: number };
};

/**
 * The next repasse the owner will receive: its month, expected date and amount; `emAtraso` when
 * the rent was received (liberado) and its date has passed: the agency owes it now.
 */
export type ProximoRepasse = { mes: string; dataPrevista: string; valor: number; emAtraso?: true };

/** An unpaid month whose expenses exceeded the rent received: by how much, and the expenses open. */
export type SaldoNegativoRepasse = { mes: string; excedente: number; despesas: number };

/**
 * The owner's next repasse on `hoje` (the agency's today): the earliest one not paid yet whose
 * balance is not negative (a negative one is never paid out: pagarRepasses refuses it), dated
 * today or later — or already liberado (the rent came in) with its date passed, which the agency
 * owes now and must not hide behind a later month. Null when there is none.
 */
export const proximoRepasse = (repasses: readonly RepasseDoResumo[], hoje: string): ProximoRepasse | null => {
  const [r] = repasses
    .filter(
      (x) =>
        x.status !== 'pago' && x.totais.liquido >= 0 && (x.dataPrevista >= hoje || x.status === 'liberado'),
    )
    .sort((a, b) => a.dataPrevista.localeCompare(b.dataPrevista) || a.mes.localeCompare(b.mes));
  if (!r) return null;
  const proximo = { mes: r.mes, dataPrevista: r.dataPrevista, valor: r.totais.liquido };
  return r.dataPrevista < hoje ? { ...proximo, emAtraso: true } : proximo;
};

/**
 * The latest unpaid month with rent received whose expenses exceeded it, or null. What is true of
 * it today: the month is not paid out (its balance is negative) and its expenses stay open, so
 * the next repasse (which deducts every expense still open up to its month) deducts them all;
 * the month's own rent waits until they are. The balance itself is not carried forward.
 */
export const saldoNegativoRepasse = (repasses: readonly RepasseDoResumo[]): SaldoNegativoRepasse | null => {
  const [r] = repasses
    .filter((x) => x.status === 'liberado' && x.totais.liquido < 0)
    .sort((a, b) => b.mes.localeCompare(a.mes));
  return r ? { mes: r.mes, excedente: -r.totais.liquido, despesas: r.totais.despesas } : null;
};
