import { somarDiasData } from '../financeiro/datas';
import { aplicarPercentual } from '../financeiro/dinheiro';
import { MSG_REAJUSTE } from '../messages/reajuste';
import { aniversariosDevidos, mesesDoAniversario, type ContratoNoCiclo } from './calendario';

export * from './calendario';

/**
 * The annual reajuste of rent (Lei 10.192/2001: at most once every 12 months). Plain constants and
 * pure functions, no zod (the schemas are in reajuste.schema.ts). Months are 'YYYY-MM', dates
 * 'YYYY-MM-DD', money integer centavos, percentages plain numbers (4.2644 means 4,2644 %).
 */
export const INDICES_REAJUSTE = ['IGP-M', 'IPCA', 'INPC', 'IVAR', 'Fixo'] as const;
export type IndiceReajuste = (typeof INDICES_REAJUSTE)[number];

/** Indices with a monthly series; 'Fixo' is the contract's own percentage. */
export const INDICES_COM_SERIE = ['IGP-M', 'IPCA', 'INPC', 'IVAR'] as const;
export type IndiceSerie = (typeof INDICES_COM_SERIE)[number];

export type InfoIndice = { rotulo: string; codigoSgs: number | null };

/**
 * Labels and Banco Central SGS series (monthly % change): IGP-M 189, IPCA 433, INPC 188.
 * IVAR (FGV IBRE's index of residential rents, published since 2022): we could not verify an SGS
 * series for it, so it has no code here and its months are entered by hand (PUT /api/indices).
 */
export const INDICE_REAJUSTE_INFO: Readonly<Record<IndiceReajuste, InfoIndice>> = {
  'IGP-M': { rotulo: MSG_REAJUSTE.indices['IGP-M'], codigoSgs: 189 },
  IPCA: { rotulo: MSG_REAJUSTE.indices.IPCA, codigoSgs: 433 },
  INPC: { rotulo: MSG_REAJUSTE.indices.INPC, codigoSgs: 188 },
  IVAR: { rotulo: MSG_REAJUSTE.indices.IVAR, codigoSgs: null },
  Fixo: { rotulo: MSG_REAJUSTE.indices.Fixo, codigoSgs: null },
};

/** What a negative accumulated index does to the rent: keep it, or reduce it. */
export const REGRAS_REAJUSTE_NEGATIVO = ['manter', 'reduzir'] as const;
export type RegraReajusteNegativo = (typeof REGRAS_REAJUSTE_NEGATIVO)[number];

/** Where a monthly value came from; 'manual' is never overwritten, 'sgs' never by shipped data. */
export const FONTES_INDICE = ['embarcado', 'sgs', 'manual'] as const;
export type FonteIndice = (typeof FONTES_INDICE)[number];

export const STATUS_REAJUSTE = ['pronto', 'aguardando índice'] as const;
export type StatusReajuste = (typeof STATUS_REAJUSTE)[number];

/** A contract that does not say otherwise: IGP-M, base month = start month, negative keeps the rent. */
export const REAJUSTE_CONTRATO_PADRAO = {
  indiceReajuste: 'IGP-M',
  reajustePercentualFixo: null,
  reajusteMesBase: null,
  reajusteNegativo: 'manter',
} as const satisfies {
  indiceReajuste: IndiceReajuste;
  reajustePercentualFixo: number | null;
  reajusteMesBase: string | null;
  reajusteNegativo: RegraReajusteNegativo;
};

/** The reajuste fields of a contract (the API's names). */
export type ReajusteDoContrato = {
  indiceReajuste: IndiceReajuste;
  reajustePercentualFixo: number | null;
  reajusteMesBase: string | null;
  reajusteNegativo: RegraReajusteNegativo;
};

/**
 * The contract's reajuste fields after a save: what the payload sent, else what the contract had
 * (an update from a client that does not know these fields changes nothing), else the defaults.
 */
export const resolverReajusteDoContrato = (
  enviado: Partial<{ [K in keyof ReajusteDoContrato]: ReajusteDoContrato[K] | undefined }>,
  anterior: ReajusteDoContrato | undefined,
): ReajusteDoContrato => {
  const atual = anterior ?? REAJUSTE_CONTRATO_PADRAO;
  return {
    indiceReajuste: enviado.indiceReajuste ?? atual.indiceReajuste,
    reajustePercentualFixo:
      enviado.reajustePercentualFixo !== undefined
        ? enviado.reajustePercentualFixo
        : atual.reajustePercentualFixo,
    reajusteMesBase: enviado.reajusteMesBase !== undefined ? enviado.reajusteMesBase : atual.reajusteMesBase,
    reajusteNegativo: enviado.reajusteNegativo ?? atual.reajusteNegativo,
  };
};

/** A reajuste may be applied from this many days before its anniversary. */
export const ANTECEDENCIA_REAJUSTE_DIAS = 30;

// ── Calendar (calendario.ts) ────────────────────────────────────────────────────────────────

/** The last anniversary a reajuste may be applied for today: today + 30 days. */
export const limiteAplicacaoReajuste = (hoje: string): string =>
  somarDiasData(hoje, ANTECEDENCIA_REAJUSTE_DIAS);

// ── Arithmetic ──────────────────────────────────────────────────────────────────────────────

/** Monthly values carry at most 4 decimals of a percent: 0.41 → 4100. */
const ESCALA = 10_000;
const UM = 1_000_000n; // 1 + v/100 = (10^6 + v·10^4) / 10^6

/** Division rounding half away from zero (a tie goes to the larger magnitude, either sign). */
const dividirArredondando = (n: bigint, d: bigint): bigint => {
  const negativo = n < 0n;
  const q = ((negativo ? -n : n) * 2n + d) / (2n * d);
  return negativo ? -q : q;
};

/**
 * Accumulated change of monthly % values, Π(1 + v/100) − 1, as a percentage rounded half away
 * from zero to 4 decimals. The product is exact (BigInt over values scaled to 4 decimals); the
 * one rounding is at the end. [0.5, 0.5] → 1.0025; no months → 0.
 */
export const variacaoAcumulada = (variacoes: readonly number[]): number => {
  let numerador = 1n;
  let denominador = 1n;
  for (const v of variacoes) {
    if (!Number.isFinite(v) || v <= -100) throw new RangeError(`variação inválida: ${v}`);
    numerador *= UM + BigInt(Math.round(v * ESCALA));
    denominador *= UM;
  }
  // percent × 10^4 = (numerador/denominador − 1) × 100 × 10^4
  return Number(dividirArredondando((numerador - denominador) * UM, denominador)) / ESCALA;
};

/**
 * The new rent in centavos: rent × (1 + acumulado/100) with the 4-decimal percentage the tenant is
 * told, rounded half-up to the centavo (aplicarPercentual, the ledger's helper). A negative
 * accumulation keeps the rent ('manter') or reduces it ('reduzir').
 */
export const novoAluguel = (centavos: number, acumulado: number, regra: RegraReajusteNegativo): number => {
  if (acumulado >= 0) return centavos + aplicarPercentual(centavos, acumulado);
  return regra === 'manter' ? centavos : centavos - aplicarPercentual(centavos, -acumulado);
};

export type ValorDoIndice = (indice: IndiceSerie, mes: string) => number | undefined;

/** The reajuste rule a contract carries. */
export type RegraReajuste = {
  indice: IndiceReajuste;
  percentualFixo: number | null;
  /** null = the month of dataInicio. */
  mesBase: string | null;
  negativo: RegraReajusteNegativo;
};

export type ContratoReajustavel = RegraReajuste &
  ContratoNoCiclo & {
    aluguelCentavos: number;
    /** Ordem of the last reajuste applied (0 = none). */
    ultimaOrdem: number;
  };

export type ReajusteCalculado = {
  ordem: number;
  aniversario: string;
  indice: IndiceReajuste;
  /** The twelve months accumulated (none for 'Fixo'). */
  meses: string[];
  /** Months of `meses` with no value yet. */
  mesesSemIndice: string[];
  /** Accumulated % (4 decimals), or null while a month is missing. */
  variacaoAcumulada: number | null;
  /** Centavos before and after; null while this or an earlier reajuste awaits its index. */
  aluguelAnterior: number | null;
  aluguelNovo: number | null;
  status: StatusReajuste;
};

/**
 * The contract's reajustes not yet applied whose anniversary is on or before `ate`, in order, each
 * starting from the rent the previous one leads to. One waiting for its index holds the later ones.
 */
export const reajustesPendentes = (
  c: ContratoReajustavel,
  ate: string,
  valor: ValorDoIndice,
): ReajusteCalculado[] => {
  let aluguel: number | null = c.aluguelCentavos;
  return aniversariosDevidos(c, ate, c.ultimaOrdem + 1).map(({ ordem, aniversario }) => {
    const fixo = c.indice === 'Fixo';
    const meses = fixo ? [] : mesesDoAniversario(c, aniversario);
    const valores = fixo ? [] : meses.map((m) => valor(c.indice as IndiceSerie, m));
    const mesesSemIndice = meses.filter((_, i) => valores[i] === undefined);
    const semPercentual = fixo && c.percentualFixo === null;
    const acumulado =
      mesesSemIndice.length || semPercentual
        ? null
        : fixo
          ? c.percentualFixo!
          : variacaoAcumulada(valores as number[]);
    const anterior: number | null = aluguel;
    aluguel = anterior !== null && acumulado !== null ? novoAluguel(anterior, acumulado, c.negativo) : null;
    return {
      ordem,
      aniversario,
      indice: c.indice,
      meses,
      mesesSemIndice,
      variacaoAcumulada: acumulado,
      aluguelAnterior: anterior,
      aluguelNovo: aluguel,
      status: aluguel === null ? 'aguardando índice' : 'pronto',
    };
  });
};
