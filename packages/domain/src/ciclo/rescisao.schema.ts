import { z } from 'zod';
import { MSG_CICLO } from '../messages/ciclo';
import { dataSchema, lerNumeroBR } from '../shared/fields';
import { reaisSchema } from '../shared/reais.schema';
import { MSG_ACERTO } from '../messages/acerto-rescisao';
import { meioPagamentoSchema } from '../pagamento/pagamento.schema';
import { DESTINOS_CAUCAO, MOTIVOS_RESCISAO, MULTA_RESCISORIA_MAX_ALUGUEIS } from './rescisao.rules';

const E = MSG_CICLO.rescisao.erros;

export const motivoRescisaoSchema = z.enum(MOTIVOS_RESCISAO, { error: E.motivoInvalido });
export const destinoCaucaoSchema = z.enum(DESTINOS_CAUCAO);

/** A signed amount in reais ('-150,00' is a credit); one that rounds to R$ 0,00 is refused. */
const valorAjuste = reaisSchema({ invalido: E.valorAjusteInvalido, minimo: 'naoNulo', maximo: 10_000_000 });

/**
 * POST /api/contratos/:id/rescisao (and …/rescisao/simular) body. The date must not come before
 * the contract's start — the server checks it against the contract.
 */
export const rescisaoEntradaSchema = z.object({
  dataSaida: z.string({ error: E.dataSaidaObrigatoria }).min(1, E.dataSaidaObrigatoria).pipe(dataSchema),
  motivo: motivoRescisaoSchema,
  /** Art. 4 parágrafo único (transfer by the employer) or a deal: the penalty is not charged. */
  dispensarMulta: z.coerce.boolean().optional().default(false),
  caucaoDestino: destinoCaucaoSchema.optional().default('abater'),
  ajustes: z
    .array(
      z.object({
        descricao: z.string({ error: E.descricaoObrigatoria }).trim().min(1, E.descricaoObrigatoria).max(200),
        valor: valorAjuste,
      }),
    )
    .max(20, E.ajustesDemais)
    .optional()
    .default([]),
  observacoes: z.string().trim().max(2000).optional().default(''),
});
export type RescisaoEntrada = z.input<typeof rescisaoEntradaSchema>;
export type RescisaoEntradaValida = z.output<typeof rescisaoEntradaSchema>;

/**
 * The rescisão form: its motivo starts blank (the select's “Selecione o motivo”), which is refused
 * with the same message as any other motivo outside the list; the rest is rescisaoEntradaSchema.
 */
export const rescisaoFormSchema = rescisaoEntradaSchema.extend({
  motivo: z.union([motivoRescisaoSchema, z.literal('')]).pipe(motivoRescisaoSchema),
});
export type RescisaoFormValues = z.input<typeof rescisaoFormSchema>;

/** The contract field: the penalty in rents (0–12, default 3), as typed or as a number. */
export const multaRescisoriaAlugueisSchema = z
  .union([z.number(), z.string()])
  .optional()
  .transform((v, ctx): number | undefined => {
    if (v === undefined || String(v).trim() === '') return undefined;
    const n = lerNumeroBR(v);
    if (
      !Number.isFinite(n) ||
      n < 0 ||
      n > MULTA_RESCISORIA_MAX_ALUGUEIS ||
      Math.round(n * 100) !== n * 100
    ) {
      ctx.addIssue({ code: 'custom', message: E.multaRescisoriaInvalida });
      return z.NEVER;
    }
    return n;
  });

const composicaoSchema = z.object({
  aluguel: z.number(),
  condominio: z.number(),
  iptu: z.number(),
  outros: z.number(),
  desconto: z.number(),
});

/** The settlement in reais (calcularRescisao's figures, converted at the edge). */
export const calculoRescisaoSchema = z.object({
  abertos: z.array(z.object({ pagamentoId: z.string(), competencia: z.string(), devido: z.number() })),
  totalAbertos: z.number(),
  proRata: z.object({
    competencia: z.string(),
    dias: z.number().int(),
    diasNoMes: z.number().int(),
    composicao: composicaoSchema,
    valor: z.number(),
  }),
  proRataCobrado: z.number(),
  creditoMesPago: z.number(),
  multa: z.object({
    aplicavel: z.boolean(),
    dispensada: z.boolean(),
    alugueis: z.number(),
    diasRestantes: z.number().int(),
    diasTotais: z.number().int(),
    valor: z.number(),
  }),
  ajustes: z.array(z.object({ descricao: z.string(), valor: z.number() })),
  totalDebitos: z.number(),
  caucao: z.object({ valor: z.number(), utilizada: z.number(), devolvida: z.number() }).nullable(),
  saldo: z.number(),
});
export type CalculoRescisaoReais = z.infer<typeof calculoRescisaoSchema>;

/** The settlement charge: a payment of the contract (listed with its months), due without charges. */
export const cobrancaAcertoSchema = z.object({
  pagamentoId: z.string(),
  valor: z.number(),
  vencimento: z.string(),
});
export type CobrancaAcerto = z.infer<typeof cobrancaAcertoSchema>;

/** The amount to give back to the tenant; `data` and `meio` once the admin records it was paid. */
export const devolucaoAcertoSchema = z.object({
  valor: z.number(),
  data: z.string().nullable(),
  meio: meioPagamentoSchema.nullable(),
});
export type DevolucaoAcerto = z.infer<typeof devolucaoAcertoSchema>;

/** POST /api/contratos/:id/rescisao/devolucao: the day and the means the tenant was paid back. */
export const devolucaoEntradaSchema = z.object({
  data: z
    .string({ error: MSG_ACERTO.erros.dataObrigatoria })
    .min(1, MSG_ACERTO.erros.dataObrigatoria)
    .pipe(dataSchema),
  meio: meioPagamentoSchema,
});
export type DevolucaoEntrada = z.input<typeof devolucaoEntradaSchema>;

/** GET /api/locatario/acerto: the tenant's settlement in money (null without a rescisão). */
export const acertoLocatarioSchema = z.object({
  contratoNumero: z.string(),
  dataSaida: z.string(),
  cobranca: cobrancaAcertoSchema.nullable(),
  devolucao: devolucaoAcertoSchema.nullable(),
});
export type AcertoLocatario = z.infer<typeof acertoLocatarioSchema>;

/** A recorded rescisão (GET /api/contratos/:id/rescisao; POST answers it with 201). */
export const rescisaoSchema = z.object({
  id: z.string(),
  contratoId: z.string(),
  contratoNumero: z.string(),
  dataSaida: z.string(),
  motivo: motivoRescisaoSchema,
  dispensarMulta: z.boolean(),
  caucaoDestino: destinoCaucaoSchema,
  observacoes: z.string(),
  calculo: calculoRescisaoSchema,
  /** Payments after the month of leaving that were cancelled (and their boletos). */
  pagamentosCancelados: z.number().int(),
  /** Competências whose boleto the provider did not cancel or re-issue: handle them by hand. */
  boletosPendentes: z.array(z.string()),
  registradaEm: z.string(),
  registradaPor: z.string().nullable(),
  /** What the tenant owes, as one charge (boleto + PIX) in the ledger; null when nothing is owed. */
  cobranca: cobrancaAcertoSchema.nullable(),
  /** What the tenant is owed (caução, credits): a payable the admin settles once; null when none. */
  devolucao: devolucaoAcertoSchema.nullable(),
});
export type Rescisao = z.infer<typeof rescisaoSchema>;

/**
 * What the contract list shows of an ended contract; `devolucaoPendente`: the amount (reais) still
 * to give back to the tenant, until the admin records it (null when none or already given back).
 */
export const rescisaoResumoSchema = z.object({
  dataSaida: z.string(),
  motivo: motivoRescisaoSchema,
  devolucaoPendente: z.number().nullable().optional(),
});
export type RescisaoResumo = z.infer<typeof rescisaoResumoSchema>;
