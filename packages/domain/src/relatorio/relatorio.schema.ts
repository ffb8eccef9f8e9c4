import { z } from 'zod';

/** The four reports of /admin/relatorios (issue: billing and reports). */
export const TIPOS_RELATORIO = ['receita', 'inadimplencia', 'ocupacao', 'extrato-anual'] as const;
export type TipoRelatorio = (typeof TIPOS_RELATORIO)[number];

export const FORMATOS_RELATORIO = ['json', 'csv', 'pdf'] as const;
export type FormatoRelatorio = (typeof FORMATOS_RELATORIO)[number];

/** Whose annual statement: the tenant's (amounts paid) or the owner's (rent income). */
export const PARTES_EXTRATO = ['inquilino', 'proprietario'] as const;
export type ParteExtrato = (typeof PARTES_EXTRATO)[number];

const ANO_MIN = 2000;
const ANO_MAX = 2100;

/** Query of every report: the year (defaults to the current one) and the answer's format. */
export const relatorioQuerySchema = z.object({
  ano: z.coerce.number().int().min(ANO_MIN).max(ANO_MAX).optional(),
  formato: z.enum(FORMATOS_RELATORIO).default('json'),
  parte: z.enum(PARTES_EXTRATO).default('inquilino'),
});
export type RelatorioQuery = z.input<typeof relatorioQuerySchema>;

/** Revenue per month of a year: what was due, what came in, and the agency's goal. */
export const relatorioReceitaSchema = z.object({
  ano: z.number(),
  meses: z.array(
    z.object({
      /** YYYY-MM */
      mes: z.string(),
      esperado: z.number(),
      recebido: z.number(),
      /**
       * Of `recebido`, the multa and juros received in the month (by the day received): the
       * dashboard's 'Multas e juros' of that month is the same figure.
       */
      multaJuros: z.number(),
      meta: z.number(),
      /** recebido / meta in percent, one decimal; 0 without a goal. */
      percentualMeta: z.number(),
    }),
  ),
  totais: z.object({ esperado: z.number(), recebido: z.number(), multaJuros: z.number(), meta: z.number() }),
});
export type RelatorioReceita = z.infer<typeof relatorioReceitaSchema>;

/**
 * Delinquency as of `dataBase`: the rate of each of the last twelve months and every open payment
 * whose prazo has passed, with multa and juros as of that day.
 */
export const relatorioInadimplenciaSchema = z.object({
  dataBase: z.string(),
  /**
   * Oldest month first, the current one last (the dashboard card's figure). Per month, of the
   * payments due in it whose prazo has passed (cancelled ones excluded): `devido` is what they
   * amount to, `emAtraso` the principal still open, `taxaInadimplencia` = emAtraso / devido
   * (MSG_FINANCEIRO.taxaInadimplenciaDefinicao). Not cumulative.
   */
  meses: z.array(
    z.object({
      /** YYYY-MM */
      mes: z.string(),
      devido: z.number(),
      emAtraso: z.number(),
      taxaInadimplencia: z.number(),
    }),
  ),
  itens: z.array(
    z.object({
      pagamentoId: z.string(),
      contrato: z.string(),
      inquilino: z.string(),
      imovel: z.string(),
      competencia: z.string(),
      vencimento: z.string(),
      diasAtraso: z.number(),
      /** Principal still open (partial payments already deducted). */
      valor: z.number(),
      multa: z.number(),
      juros: z.number(),
      valorAtualizado: z.number(),
    }),
  ),
  totais: z.object({ valor: z.number(), multa: z.number(), juros: z.number(), valorAtualizado: z.number() }),
});
export type RelatorioInadimplencia = z.infer<typeof relatorioInadimplenciaSchema>;

/** Rental properties by status, and each one with its current contract. */
export const relatorioOcupacaoSchema = z.object({
  taxaOcupacao: z.number(),
  resumo: z.array(z.object({ status: z.string(), quantidade: z.number() })),
  imoveis: z.array(
    z.object({
      id: z.string(),
      titulo: z.string(),
      tipo: z.string(),
      cidade: z.string(),
      status: z.string(),
      contrato: z.string().nullable(),
      inquilino: z.string().nullable(),
      valorAluguel: z.number().nullable(),
    }),
  ),
});
export type RelatorioOcupacao = z.infer<typeof relatorioOcupacaoSchema>;

/**
 * Annual rent statement (informe de rendimentos), from the amounts actually received in the year.
 * Per person, per contract, one amount per month: on a tenant's statement what the tenant paid
 * (everything received); on an owner's, the owner's rent income (the rent part of each receipt,
 * net of discount). Condomínio, IPTU and other charges pass through, and multa/juros are not
 * rent, so each has its own annual column on both statements. Tenants use it for their
 * income-tax return; owners for theirs (and the agency for its DIMOB).
 */
export const extratoAnualSchema = z.object({
  ano: z.number(),
  parte: z.enum(PARTES_EXTRATO),
  pessoas: z.array(
    z.object({
      id: z.string(),
      nome: z.string(),
      cpf: z.string(),
      contratos: z.array(
        z.object({
          contrato: z.string(),
          imovel: z.string(),
          /** The other party: the owner on a tenant's statement, the tenant on an owner's. */
          contraparte: z.string(),
          contraparteCpf: z.string(),
          /** Twelve amounts, January to December: paid (tenant) or rent income (owner). */
          meses: z.array(z.number()).length(12),
          /** Sum of `meses`. */
          total: z.number(),
          /** How the year's receipts were applied (rent net of discount, pass-through charges). */
          aluguel: z.number(),
          condominio: z.number(),
          iptu: z.number(),
          outros: z.number(),
          multaJuros: z.number(),
        }),
      ),
      total: z.number(),
    }),
  ),
});
export type ExtratoAnual = z.infer<typeof extratoAnualSchema>;
