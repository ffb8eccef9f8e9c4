import { z } from 'zod';
import { envioEmailSchema } from '../shared/envio-email.schema';

export const estatisticasSchema = z.object({
  totalImoveis: z.number(),
  contratosAtivos: z.number(),
  taxaOcupacao: z.number(),
  receitaMensal: z.number(),
  taxaInadimplencia: z.number(),
});

/**
 * Month-over-month change of each summary card (DESIGN §2: computed, not fixed); null when the
 * previous month has nothing to compare with (the card then shows no arrow).
 */
export const tendenciasSchema = z.object({
  totalImoveis: z.number().nullable(),
  contratosAtivos: z.number().nullable(),
  taxaOcupacao: z.number().nullable(),
  receitaMensal: z.number().nullable(),
});

export const receitaMensalItemSchema = z.object({ mes: z.string(), valor: z.number(), meta: z.number() });
export const ocupacaoItemSchema = z.object({ nome: z.string(), valor: z.number(), cor: z.string() });
export const receitaTipoItemSchema = z.object({ categoria: z.string(), receita: z.number() });
export const receitaCategoriaItemSchema = z.object({
  categoria: z.string(),
  valor: z.number(),
  percentual: z.number(),
});
/**
 * What an alert is about, so the back office can open it: a contract's payments or guarantee, the
 * contract itself, or a legal case. `numero` is what the list is searched by.
 */
export const alvoAlertaSchema = z.object({
  tipo: z.enum(['pagamentos', 'garantia', 'contrato', 'processo']),
  id: z.string(),
  numero: z.string(),
});
export const alertaSchema = z.object({
  id: z.string(),
  tipo: z.string(),
  titulo: z.string(),
  acao: z.string(),
  prioridade: z.string(),
  data: z.string(),
  /** Optional so older payloads still parse; the server sends it with every alert. */
  alvo: alvoAlertaSchema.optional(),
});
export const vencimentoSchema = z.object({
  contrato: z.string(),
  contratoId: z.string(),
  pagamentoId: z.string(),
  inquilino: z.string(),
  data: z.string(),
  valor: z.number(),
});

/** Unpaid repasses (liberado) due by today + 7 days, overdue ones included; valor in reais. */
export const repassesSemanaSchema = z.object({ quantidade: z.number(), valor: z.number() });

export const dashboardSchema = z.object({
  estatisticas: estatisticasSchema,
  tendencias: tendenciasSchema,
  graficos: z.object({
    receitaData: z.array(receitaMensalItemSchema),
    ocupacaoData: z.array(ocupacaoItemSchema),
    tipoImovelData: z.array(receitaTipoItemSchema),
    receitaPorCategoria: z.array(receitaCategoriaItemSchema),
  }),
  alertas: z.array(alertaSchema),
  proximosVencimentos: z.array(vencimentoSchema),
  /**
   * The agency's own revenue of the month (taxa de administração + intermediação on the rent
   * received), reais. Optional so older payloads still parse; the server always sends it.
   */
  receitaAdministracao: z.number().optional(),
  repassesSemana: repassesSemanaSchema.optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/**
 * POST /api/dashboard/relatorio: the month's report, by e-mail (CSV and PDF attached) to the
 * agency's administration address, and what became of that e-mail (`estado`, `motivo`: the screen
 * says "enviado" only when SMTP accepted it); the CSV also comes back, for the back office to
 * download.
 */
export const relatorioDashboardEnviadoSchema = envioEmailSchema.extend({
  enviadoPara: z.string(),
  destinatario: z.string(),
  /** The CSV's file name (`relatorio_YYYY-MM.csv`). */
  arquivo: z.string(),
  csv: z.string(),
});
export type RelatorioDashboardEnviado = z.infer<typeof relatorioDashboardEnviadoSchema>;
export type Estatisticas = z.infer<typeof estatisticasSchema>;
export type Tendencias = z.infer<typeof tendenciasSchema>;
export type Alerta = z.infer<typeof alertaSchema>;
export type AlvoAlerta = z.infer<typeof alvoAlertaSchema>;
export type Vencimento = z.infer<typeof vencimentoSchema>;
export type RepassesSemana = z.infer<typeof repassesSemanaSchema>;
export type ReceitaMensalItem = z.infer<typeof receitaMensalItemSchema>;
export type OcupacaoItem = z.infer<typeof ocupacaoItemSchema>;
export type ReceitaTipoItem = z.infer<typeof receitaTipoItemSchema>;
export type ReceitaCategoriaItem = z.infer<typeof receitaCategoriaItemSchema>;
