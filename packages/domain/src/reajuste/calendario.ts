import { ANOS_VALIDOS, diasNoMes } from '../financeiro/datas';

/**
 * The reajuste's calendar: months, anniversaries and the cycle a renegotiated rent starts. Dates
 * are 'YYYY-MM-DD', months 'YYYY-MM'.
 */

/** True for 'YYYY-MM' with a real month in the ledger's years. */
export const isMesReal = (mes: string): boolean => {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(mes);
  return m !== null && Number(m[1]) >= ANOS_VALIDOS.min && Number(m[1]) <= ANOS_VALIDOS.max;
};

/** 'YYYY-MM' shifted by `n` months. */
export const somarMesesAoMes = (mes: string, n: number): string => {
  const t = Number(mes.slice(0, 4)) * 12 + Number(mes.slice(5, 7)) - 1 + n;
  return `${String(Math.floor(t / 12)).padStart(4, '0')}-${String((t % 12) + 1).padStart(2, '0')}`;
};

/** Months from `de` to `ate` ('2025-10' → '2025-12' is 2). */
const mesesEntre = (de: string, ate: string): number =>
  Number(ate.slice(0, 4)) * 12 +
  Number(ate.slice(5, 7)) -
  (Number(de.slice(0, 4)) * 12 + Number(de.slice(5, 7)));

/** The same day `n` months later, clamped to the month's length (29/02/2024 + 12 → 28/02/2025). */
export const somarMesesAData = (data: string, n: number): string => {
  const mes = somarMesesAoMes(data.slice(0, 7), n);
  const dia = Math.min(Number(data.slice(8, 10)), diasNoMes(mes));
  return `${mes}-${String(dia).padStart(2, '0')}`;
};

/** The k-th anniversary (k ≥ 1): dataInicio + 12k months, computed from the start each time. */
export const aniversarioReajuste = (dataInicio: string, ordem: number): string =>
  somarMesesAData(dataInicio, 12 * ordem);

/** The contract's mês-base, or the month of dataInicio when it has none. */
export const mesBaseEfetivo = (dataInicio: string, mesBase: string | null | undefined): string =>
  mesBase ?? dataInicio.slice(0, 7);

/** The twelve months the k-th reajuste accumulates: mesBase + 12(k−1) … mesBase + 12k − 1. */
export const mesesDoReajuste = (mesBase: string, ordem: number): string[] =>
  Array.from({ length: 12 }, (_, i) => somarMesesAoMes(mesBase, 12 * (ordem - 1) + i));

/** First due date on or after the anniversary, for a contract due on day `dia` (clamped). */
export const primeiroVencimentoDesde = (aniversario: string, dia: number): string => {
  const noMes = (mes: string) => `${mes}-${String(Math.min(dia, diasNoMes(mes))).padStart(2, '0')}`;
  const mes = aniversario.slice(0, 7);
  return noMes(mes) >= aniversario ? noMes(mes) : noMes(somarMesesAoMes(mes, 1));
};

// ── After a renegotiated rent ─────────────────────────────────────────────────────────────────

/**
 * What a termo aditivo with a new rent does to the reajuste: 'mover' (default) starts a new
 * 12-month cycle at the new rent's vigência (Lei 10.192/2001 art. 2: a reajuste only 12 months
 * after the last fixing of the value); 'manter' keeps the anniversaries the contract had.
 */
export const ANIVERSARIOS_APOS_RENEGOCIACAO = ['mover', 'manter'] as const;
export type AniversarioAposRenegociacao = (typeof ANIVERSARIOS_APOS_RENEGOCIACAO)[number];

/** A rent fixed by a termo aditivo, from `vigencia`. */
export type Renegociacao = { vigencia: string; aniversario: AniversarioAposRenegociacao };

/** What the contract's anniversaries depend on. */
export type ContratoNoCiclo = {
  dataInicio: string;
  dataFim: string;
  /** The contract's mês-base (null = the month of dataInicio); only the months accumulated use it. */
  mesBase?: string | null;
  /** Anniversary of the last reajuste recorded, applied or waived (null/absent = none). */
  ultimoAniversario?: string | null;
  /** Its termos aditivos with a new rent, in order (absent = none). */
  renegociacoes?: readonly Renegociacao[];
};

/**
 * Where the anniversaries are counted from: the vigência of the last renegotiation that moved
 * them, else dataInicio. Null `renegociacao` = the original cycle.
 */
export const inicioDoCiclo = (c: ContratoNoCiclo): { data: string; renegociacao: Renegociacao | null } => {
  const r = [...(c.renegociacoes ?? [])].reverse().find((x) => x.aniversario === 'mover');
  return r ? { data: r.vigencia, renegociacao: r } : { data: c.dataInicio, renegociacao: null };
};

/**
 * The anniversaries due up to `ate`, inside the contract (not after dataFim), numbered from
 * `desdeOrdem`: the contract's k-th anniversaries (dataInicio + 12k, from the `desdeOrdem`-th), or,
 * after a renegotiation that moved them, its vigência + 12, + 24… months. Never one on or before
 * the last reajuste recorded. One rule for the pending list, the waiver, the daily notice and the
 * owner's "Próximo reajuste".
 */
export const aniversariosDevidos = (
  c: ContratoNoCiclo,
  ate: string,
  desdeOrdem = 1,
): { ordem: number; aniversario: string }[] => {
  const ciclo = inicioDoCiclo(c);
  const saida: { ordem: number; aniversario: string }[] = [];
  const primeiro = Math.max(1, desdeOrdem);
  // In the original cycle the k-th reajuste falls on the k-th anniversary; a new cycle starts at 1.
  for (let k = ciclo.renegociacao ? 1 : primeiro; ; k++) {
    const aniversario = somarMesesAData(ciclo.data, 12 * k);
    if (aniversario > ate || aniversario > c.dataFim) return saida;
    if (c.ultimoAniversario && aniversario <= c.ultimoAniversario) continue;
    saida.push({ ordem: primeiro + saida.length, aniversario });
  }
};

/**
 * The twelve months the reajuste of `aniversario` accumulates: they end the month before the
 * anniversary's month, shifted as the contract's mês-base is from its start month (a contract of
 * 01/12 with mês-base 10 uses October–September). The same after a renegotiation.
 */
export const mesesDoAniversario = (c: ContratoNoCiclo, aniversario: string): string[] => {
  const desvio = mesesEntre(c.dataInicio.slice(0, 7), mesBaseEfetivo(c.dataInicio, c.mesBase));
  return mesesDoReajuste(somarMesesAoMes(aniversario.slice(0, 7), desvio - 12), 1);
};
