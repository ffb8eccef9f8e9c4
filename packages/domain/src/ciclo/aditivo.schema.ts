import { z } from 'zod';
import { MSG_CICLO } from '../messages/ciclo';
import { dataSchema } from '../shared/fields';
import { ANIVERSARIOS_APOS_RENEGOCIACAO } from '../reajuste/calendario';
import { conferirReais } from '../shared/reais.schema';

const E = MSG_CICLO.aditivo.erros;

/** Windows of the 'contratos a vencer' list (GET /api/contratos?vencendoEm=30|60|90). */
export const JANELAS_VENCIMENTO = [30, 60, 90] as const;
export type JanelaVencimento = (typeof JANELAS_VENCIMENTO)[number];
export const janelaVencimentoSchema = z.coerce
  .number({ error: E.janelaInvalida })
  .refine(
    (n): n is JanelaVencimento => (JANELAS_VENCIMENTO as readonly number[]).includes(n),
    E.janelaInvalida,
  );

/**
 * POST /api/contratos/:id/aditivos body: the renewal's new end date and, optionally, a new rent
 * from `vigencia` (default: the day after the current end). The server checks the dates against
 * the contract.
 */
export const aditivoEntradaSchema = z.object({
  novaDataFim: z
    .string({ error: E.novaDataFimObrigatoria })
    .min(1, E.novaDataFimObrigatoria)
    .pipe(dataSchema),
  novoAluguel: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v, ctx): number | null => {
      if (v === undefined || v === null || String(v).trim() === '') return null;
      return conferirReais(v, { invalido: E.aluguelInvalido, minimo: 'positivo', maximo: 10_000_000 }, ctx);
    }),
  vigencia: z
    .union([z.literal(''), dataSchema, z.null()])
    .optional()
    .transform((v) => v || null),
  observacoes: z.string().trim().max(2000).optional().default(''),
  /**
   * With a new rent: 'mover' (default) counts the next reajuste from its vigência; 'manter' keeps
   * the contract's anniversary. Ignored without a new rent.
   */
  aniversarioReajuste: z
    .enum(ANIVERSARIOS_APOS_RENEGOCIACAO, { error: E.aniversarioInvalido })
    .optional()
    .default('mover'),
});
export type AditivoEntrada = z.input<typeof aditivoEntradaSchema>;
export type AditivoEntradaValida = z.output<typeof aditivoEntradaSchema>;

/** A renewal recorded on the contract (GET /api/contratos/:id/aditivos). The contract keeps its número. */
export const aditivoSchema = z.object({
  id: z.string(),
  contratoId: z.string(),
  /** 1, 2, 3…: '1º Termo Aditivo'. */
  ordem: z.number().int(),
  dataFimAnterior: z.string(),
  novaDataFim: z.string(),
  aluguelAnterior: z.number(),
  /** null when the rent did not change. */
  aluguelNovo: z.number().nullable(),
  /** First day of the new rent (null without one). */
  vigencia: z.string().nullable(),
  observacoes: z.string(),
  /** What the new rent did to the reajuste's anniversary (null without a new rent). */
  aniversarioReajuste: z.enum(ANIVERSARIOS_APOS_RENEGOCIACAO).nullable(),
  /** Open payments due on or after `vigencia` that were re-billed with the new rent. */
  pagamentosReemitidos: z.number().int(),
  criadoEm: z.string(),
  criadoPor: z.string().nullable(),
});
export type Aditivo = z.infer<typeof aditivoSchema>;
