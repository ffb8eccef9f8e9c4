import type { IndiceSerie } from '@morada/domain';
import type { Db } from '../../db/database';
import { gravarIndicesEmbarcados } from './indices.repository';

/**
 * Monthly % change of IGP-M, IPCA and INPC shipped with Morada, so a new install (or one that
 * cannot reach the Banco Central) computes reajustes from day one. Index → year → Jan…Dec.
 *
 * Source: the JSON series of github.com/investash/inflacao (IBGE for IPCA and INPC, FGV for
 * IGP-M), commit 777d32b "Atualização: Dez/2025". Checked: each year's product of months gives the
 * published annual figure within 0,01 p.p. (IPCA 2020–2025: 4,52 · 10,06 · 5,78 · 4,62 · 4,83 ·
 * 4,26; INPC: 5,45 · 10,16 · 5,93 · 3,71 · 4,77 · 3,90; IGP-M: 23,14 · 17,79 · 5,46 · −3,18 ·
 * 6,54 · −1,04; the 0,01 is the rounding of the monthly rates); IGP-M 2025 agrees month by month
 * with csssessp/monetary-update-calculator, IPCA 06–12/2025 with the Banco Central answer quoted
 * in pedrofarbo/farbo-rastreamento.
 *
 * Coverage: IGP-M, IPCA and INPC from 2020-01 up to 2025-12. Later months come from the Banco
 * Central (SGS) or are typed by staff; IVAR is not shipped (kept by hand).
 */
export const INDICES_EMBARCADOS: Readonly<
  Record<Exclude<IndiceSerie, 'IVAR'>, Readonly<Record<number, readonly number[]>>>
> = {
  'IGP-M': {
    2020: [0.48, -0.04, 1.24, 0.8, 0.28, 1.56, 2.23, 2.74, 4.34, 3.23, 3.28, 0.96],
    2021: [2.58, 2.53, 2.94, 1.51, 4.1, 0.6, 0.78, 0.66, -0.64, 0.64, 0.02, 0.87],
    2022: [1.82, 1.83, 1.74, 1.41, 0.52, 0.59, 0.21, -0.7, -0.95, -0.97, -0.56, 0.45],
    2023: [0.21, -0.06, 0.05, -0.95, -1.84, -1.93, -0.72, -0.14, 0.37, 0.5, 0.59, 0.74],
    2024: [0.07, -0.52, -0.47, 0.31, 0.89, 0.81, 0.61, 0.29, 0.62, 1.52, 1.3, 0.94],
    2025: [0.27, 1.06, -0.34, 0.24, -0.49, -1.67, -0.77, 0.36, 0.42, -0.36, 0.27, -0.01],
  },
  IPCA: {
    2020: [0.21, 0.25, 0.07, -0.31, -0.38, 0.26, 0.36, 0.24, 0.64, 0.86, 0.89, 1.35],
    2021: [0.25, 0.86, 0.93, 0.31, 0.83, 0.53, 0.96, 0.87, 1.16, 1.25, 0.95, 0.73],
    2022: [0.54, 1.01, 1.62, 1.06, 0.47, 0.67, -0.68, -0.36, -0.29, 0.59, 0.41, 0.62],
    2023: [0.53, 0.84, 0.71, 0.61, 0.23, -0.08, 0.12, 0.23, 0.26, 0.24, 0.28, 0.56],
    2024: [0.42, 0.83, 0.16, 0.38, 0.46, 0.21, 0.38, -0.02, 0.44, 0.56, 0.39, 0.52],
    2025: [0.16, 1.31, 0.56, 0.43, 0.26, 0.24, 0.26, -0.11, 0.48, 0.09, 0.18, 0.33],
  },
  INPC: {
    2020: [0.19, 0.17, 0.18, -0.23, -0.25, 0.3, 0.44, 0.36, 0.87, 0.89, 0.95, 1.46],
    2021: [0.27, 0.82, 0.86, 0.38, 0.96, 0.6, 1.02, 0.88, 1.2, 1.16, 0.84, 0.73],
    2022: [0.67, 1, 1.71, 1.04, 0.45, 0.62, -0.6, -0.31, -0.32, 0.47, 0.38, 0.69],
    2023: [0.46, 0.77, 0.64, 0.53, 0.36, -0.1, -0.09, 0.2, 0.11, 0.12, 0.1, 0.55],
    2024: [0.57, 0.81, 0.19, 0.37, 0.46, 0.25, 0.26, -0.14, 0.48, 0.61, 0.33, 0.48],
    2025: [0, 1.48, 0.51, 0.48, 0.35, 0.23, 0.21, -0.21, 0.52, 0.03, 0.03, 0.21],
  },
};

/** The shipped months as rows: { indice, mes, variacao }. */
export const mesesEmbarcados = (): { indice: IndiceSerie; mes: string; variacao: number }[] =>
  Object.entries(INDICES_EMBARCADOS).flatMap(([indice, anos]) =>
    Object.entries(anos).flatMap(([ano, valores]) =>
      valores.map((variacao, i) => ({
        indice: indice as IndiceSerie,
        mes: `${ano}-${String(i + 1).padStart(2, '0')}`,
        variacao,
      })),
    ),
  );

/**
 * Loads the shipped months (at start-up). Idempotent: a month the Banco Central ('sgs') or staff
 * ('manual') already gave is never overwritten; a shipped one takes the shipped value again.
 */
export const carregarIndicesEmbarcados = async (db: Db, agora: Date = new Date()): Promise<void> =>
  gravarIndicesEmbarcados(db, mesesEmbarcados(), agora.toISOString());
