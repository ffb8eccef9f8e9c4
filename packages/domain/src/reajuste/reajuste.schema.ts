import { z } from 'zod';
import { MSG_REAJUSTE } from '../messages/reajuste';
import { idSchema, lerNumeroBR } from '../shared/fields';
import {
  FONTES_INDICE,
  INDICES_COM_SERIE,
  INDICES_REAJUSTE,
  isMesReal,
  REGRAS_REAJUSTE_NEGATIVO,
  STATUS_REAJUSTE,
} from './reajuste.rules';

const E = MSG_REAJUSTE.erros;

export const indiceReajusteSchema = z.enum(INDICES_REAJUSTE, { error: E.indiceInvalido });
export const indiceSerieSchema = z.enum(INDICES_COM_SERIE, { error: E.indiceSemSerie });
export const regraReajusteNegativoSchema = z.enum(REGRAS_REAJUSTE_NEGATIVO, {
  error: E.regraNegativoInvalida,
});
export const fonteIndiceSchema = z.enum(FONTES_INDICE);
export const statusReajusteSchema = z.enum(STATUS_REAJUSTE);

/** 'YYYY-MM', a real month (01–12) between 1900 and 2199. */
export const mesSchema = z.string({ error: E.mesInvalido }).refine(isMesReal, E.mesInvalido);

/** At most 4 decimals: 0.4125 yes, 0.41251 no (the accumulated product is exact on 4 decimals). */
const ate4Casas = (n: number) => Math.abs(n * 10_000 - Math.round(n * 10_000)) < 1e-6;

/** A percentage typed as a number or the Brazilian way ('0,41', '-0,11'), within [min, max]. */
const percentual = (min: number, max: number, obrigatorio: string, invalido: string) =>
  z.union([z.number(), z.string()], { error: obrigatorio }).transform((v, ctx) => {
    if (String(v).trim() === '') {
      ctx.addIssue({ code: 'custom', message: obrigatorio });
      return z.NEVER;
    }
    const n = lerNumeroBR(v);
    if (!Number.isFinite(n) || n < min || n > max || !ate4Casas(n)) {
      ctx.addIssue({ code: 'custom', message: invalido });
      return z.NEVER;
    }
    return n;
  });

// ── Monthly index series ────────────────────────────────────────────────────────────────────

/** One month of an index series (GET /api/indices). variacao is the month's % change. */
export const indiceEconomicoSchema = z.object({
  indice: indiceSerieSchema,
  mes: z.string(),
  variacao: z.number(),
  fonte: fonteIndiceSchema,
  atualizadoEm: z.string(),
});
export type IndiceEconomico = z.infer<typeof indiceEconomicoSchema>;

/** GET /api/indices?indice=IPCA&de=2025-01&ate=2025-12 (all optional). */
export const indicesFiltroSchema = z.object({
  indice: indiceSerieSchema.optional(),
  de: mesSchema.optional(),
  ate: mesSchema.optional(),
});

/** PUT /api/indices/:indice/:mes path. */
export const indiceMesParamsSchema = z.object({ indice: indiceSerieSchema, mes: mesSchema });

/** PUT /api/indices/:indice/:mes body: a month's % change typed by staff (−100 < v ≤ 100). */
export const variacaoManualSchema = z.object({
  variacao: percentual(-99.9999, 100, E.variacaoObrigatoria, E.variacaoInvalida),
});
export type VariacaoManual = z.input<typeof variacaoManualSchema>;

/** POST /api/indices/atualizar: what the Banco Central gave, and each index that failed. */
export const atualizacaoIndicesSchema = z.object({
  atualizados: z.array(
    z.object({ indice: indiceSerieSchema, meses: z.number().int(), ultimoMes: z.string().nullable() }),
  ),
  erros: z.array(z.object({ indice: indiceSerieSchema, mensagem: z.string() })),
});
export type AtualizacaoIndices = z.infer<typeof atualizacaoIndicesSchema>;

// ── Reajustes ───────────────────────────────────────────────────────────────────────────────

/** GET /api/reajustes/pendentes item. Money in reais; aluguelNovo null while awaiting an index. */
export const reajustePendenteSchema = z.object({
  contratoId: z.string(),
  contratoNumero: z.string(),
  inquilino: z.object({ _id: z.string(), nome: z.string() }),
  imovel: z.object({ _id: z.string(), titulo: z.string() }),
  aniversario: z.string(),
  ordem: z.number().int(),
  indice: indiceReajusteSchema,
  meses: z.array(z.string()),
  mesesSemIndice: z.array(z.string()),
  variacaoAcumulada: z.number().nullable(),
  aluguelAtual: z.number().nullable(),
  aluguelNovo: z.number().nullable(),
  /** First due date billed with the new rent. */
  vigencia: z.string(),
  status: statusReajusteSchema,
});
export type ReajustePendente = z.infer<typeof reajustePendenteSchema>;

/** POST /api/reajustes/aplicar body: one or many contracts (repeated ids count once). */
export const aplicarReajustesSchema = z.object({
  contratoIds: z
    .array(idSchema, { error: E.contratosObrigatorios })
    .min(1, E.contratosObrigatorios)
    .max(100, E.contratosDemais)
    .transform((ids) => [...new Set(ids)]),
});
export type AplicarReajustes = z.input<typeof aplicarReajustesSchema>;

/** A reajuste applied (history; GET /api/contratos/:id/reajustes). Money in reais. */
export const reajusteSchema = z.object({
  id: z.string(),
  contratoId: z.string(),
  aniversario: z.string(),
  ordem: z.number().int(),
  indice: indiceReajusteSchema,
  meses: z.array(z.string()),
  variacaoAcumulada: z.number(),
  aluguelAnterior: z.number(),
  aluguelNovo: z.number(),
  aplicadoEm: z.string(),
  aplicadoPor: z.string().nullable(),
  /** Open payments due on or after the anniversary that were re-billed with the new rent. */
  pagamentosReemitidos: z.number().int(),
  /** Waived by the admin (a legacy contract's past anniversary): the rent did not change. */
  dispensado: z.boolean().optional(),
});
export type Reajuste = z.infer<typeof reajusteSchema>;

/**
 * POST /api/reajustes/dispensar body: waives the contract's pending reajustes up to and including
 * the one of `aniversario` (a contract registered late, whose rent already has them).
 */
export const dispensarReajusteSchema = z.object({
  contratoId: idSchema,
  aniversario: z.string({ error: E.aniversarioInvalido }).regex(/^\d{4}-\d{2}-\d{2}$/, E.aniversarioInvalido),
});
export type DispensarReajuste = z.input<typeof dispensarReajusteSchema>;
/** POST /api/reajustes/dispensar answer: how many pending reajustes were waived. */
export const dispensaReajusteSchema = z.object({ dispensados: z.number().int() });

/** One contract's outcome in POST /api/reajustes/aplicar. */
export const resultadoReajusteSchema = z.object({
  contratoId: z.string(),
  resultado: z.enum(['aplicado', 'ignorado']),
  /** Why nothing (or not everything due) was applied. */
  motivo: z.string().optional(),
  reajustes: z.array(reajusteSchema),
  /** Competências (YYYY-MM) whose boleto the provider did not re-issue: re-issue them by hand. */
  boletosNaoReemitidos: z.array(z.string()),
});
export const aplicacaoReajustesSchema = z.object({ resultados: z.array(resultadoReajusteSchema) });
export type AplicacaoReajustes = z.infer<typeof aplicacaoReajustesSchema>;

// ── Contract fields ─────────────────────────────────────────────────────────────────────────

/**
 * The reajuste fields of the contract payload. All optional: absent means the default on create
 * (REAJUSTE_CONTRATO_PADRAO) and "unchanged" on update, so clients that do not know them keep
 * working. null (or '') clears the fixed percentage or the mês-base.
 */
export const reajusteContratoEntradaCampos = {
  indiceReajuste: indiceReajusteSchema.optional(),
  reajustePercentualFixo: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v, ctx): number | null | undefined => {
      if (v === undefined) return undefined;
      if (v === null || String(v).trim() === '') return null;
      const n = lerNumeroBR(v);
      if (!Number.isFinite(n) || n < 0 || n > 100 || !ate4Casas(n)) {
        ctx.addIssue({ code: 'custom', message: E.percentualFixoInvalido });
        return z.NEVER;
      }
      return n;
    }),
  reajusteMesBase: z
    .union([z.string(), z.null()], { error: E.mesBaseInvalido })
    .optional()
    .transform((v, ctx): string | null | undefined => {
      if (v === undefined) return undefined;
      if (v === null || v.trim() === '') return null;
      if (!isMesReal(v.trim())) {
        ctx.addIssue({ code: 'custom', message: E.mesBaseInvalido });
        return z.NEVER;
      }
      return v.trim();
    }),
  reajusteNegativo: regraReajusteNegativoSchema.optional(),
};

/** The reajuste fields of a contract as the API answers them (optional for older servers). */
export const reajusteContratoSaidaCampos = {
  indiceReajuste: indiceReajusteSchema.optional(),
  reajustePercentualFixo: z.number().nullable().optional(),
  reajusteMesBase: z.string().nullable().optional(),
  reajusteNegativo: regraReajusteNegativoSchema.optional(),
};

export type ReajusteContratoEntrada = {
  dataInicio: string;
  indiceReajuste?: string | undefined;
  reajustePercentualFixo?: number | null | undefined;
  reajusteMesBase?: string | null | undefined;
};

/**
 * Cross-field rules of the contract's reajuste: 'Fixo' needs its percentage; the mês-base is not
 * after the start month (a later one would accumulate months not yet lived at the anniversary).
 */
export const problemasReajusteContrato = (
  c: ReajusteContratoEntrada,
): { campo: string; mensagem: string }[] => {
  const problemas: { campo: string; mensagem: string }[] = [];
  if (
    c.indiceReajuste === 'Fixo' &&
    (c.reajustePercentualFixo === null || c.reajustePercentualFixo === undefined)
  )
    problemas.push({ campo: 'reajustePercentualFixo', mensagem: E.percentualFixoObrigatorio });
  if (c.reajusteMesBase && c.reajusteMesBase > c.dataInicio.slice(0, 7))
    problemas.push({ campo: 'reajusteMesBase', mensagem: E.mesBaseDepoisDoInicio });
  return problemas;
};
