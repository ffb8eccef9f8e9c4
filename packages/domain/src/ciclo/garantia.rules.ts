import { diasEntre } from '../financeiro/datas';

/**
 * Guarantees of a rental (Lei 8.245 art. 37: one per contract). Plain constants and pure
 * functions, no zod. Dates 'YYYY-MM-DD', money integer centavos.
 */
export const TIPOS_GARANTIA = ['fiador', 'seguro-fianca', 'caucao', 'titulo-capitalizacao'] as const;
export type TipoGarantia = (typeof TIPOS_GARANTIA)[number];

/** Art. 38 §2: a cash deposit (caução) may not exceed three months' rent. */
export const CAUCAO_MAX_ALUGUEIS = 3;

/** A guarantee with an end date is flagged this many days before it ends. */
export const AVISO_VENCIMENTO_GARANTIA_DIAS = 30;

export const SITUACOES_GARANTIA = ['vigente', 'vencendo', 'vencida', 'sem-validade'] as const;
export type SituacaoGarantia = (typeof SITUACOES_GARANTIA)[number];

/** Where a guarantee stands on `hoje`: without an end date it never expires (fiador, caução). */
export const situacaoGarantia = (
  vigenciaFim: string | null | undefined,
  hoje: string,
  avisoDias = AVISO_VENCIMENTO_GARANTIA_DIAS,
): SituacaoGarantia => {
  if (!vigenciaFim) return 'sem-validade';
  const faltam = diasEntre(hoje, vigenciaFim);
  if (faltam < 0) return 'vencida';
  return faltam <= avisoDias ? 'vencendo' : 'vigente';
};

/** The largest caução a rent allows, in centavos. */
export const caucaoMaxima = (aluguelCentavos: number): number => aluguelCentavos * CAUCAO_MAX_ALUGUEIS;

/** true when a caução of `valorCentavos` is within art. 38's limit for this rent. */
export const caucaoDentroDoLimite = (valorCentavos: number, aluguelCentavos: number): boolean =>
  valorCentavos <= caucaoMaxima(aluguelCentavos);
