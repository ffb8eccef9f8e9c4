import { z } from 'zod';
import { MSG_LEADS } from '../messages/leads';
import { paginacaoAdminSchema } from '../admin/paginacao-admin';
import { dataSchema, idSchema } from '../shared/fields';

const M = MSG_LEADS.campos;

/** The funnel's etapas, in order (issue 35). */
export const ETAPAS_LEAD = [
  'novo',
  'em_atendimento',
  'visita_agendada',
  'proposta',
  'ganho',
  'perdido',
] as const;
export type EtapaLead = (typeof ETAPAS_LEAD)[number];
/** The etapas of a lead still being worked (a contact joins only one of these). */
export const ETAPAS_ABERTAS: readonly EtapaLead[] = ['novo', 'em_atendimento', 'visita_agendada', 'proposta'];
export const etapaLeadSchema = z.enum(ETAPAS_LEAD, { error: M.etapa });

/** Where a lead came from. */
export const ORIGENS_LEAD = ['formulario', 'agendar_visita', 'whatsapp', 'portal', 'equipe'] as const;
export type OrigemLead = (typeof ORIGENS_LEAD)[number];
export const origemLeadSchema = z.enum(ORIGENS_LEAD);

/** What a timeline event records. */
export const TIPOS_EVENTO_LEAD = ['contato', 'etapa', 'atribuicao', 'nota', 'visita', 'proposta'] as const;
export type TipoEventoLead = (typeof TIPOS_EVENTO_LEAD)[number];

/**
 * A lead as the lists show it. `parado`: open and untouched by a corretor for the configured hours
 * (leadParado). `primeiraRespostaEm`: the corretor's first action (etapa, nota) after the lead arrived.
 */
export const leadSchema = z.object({
  id: z.string(),
  nome: z.string(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
  etapa: etapaLeadSchema,
  motivoPerda: z.string().nullable(),
  origem: origemLeadSchema,
  imovelId: z.string().nullable(),
  imovelTitulo: z.string().nullable(),
  corretorId: z.string().nullable(),
  corretorNome: z.string().nullable(),
  criadoEm: z.string(),
  atualizadoEm: z.string(),
  primeiraRespostaEm: z.string().nullable(),
  ultimaAtividadeEm: z.string(),
  parado: z.boolean(),
});
export type Lead = z.infer<typeof leadSchema>;

/** One event of a lead's timeline, oldest first. `origem`/`imovelId`: of a contact event. */
export const leadEventoSchema = z.object({
  id: z.string(),
  tipo: z.enum(TIPOS_EVENTO_LEAD),
  texto: z.string(),
  autorNome: z.string().nullable(),
  em: z.string(),
  origem: origemLeadSchema.nullable(),
  imovelId: z.string().nullable(),
});
export type LeadEvento = z.infer<typeof leadEventoSchema>;

/** GET /api/leads/{id}: the lead and its timeline. */
export const leadDetalheSchema = leadSchema.extend({ eventos: z.array(leadEventoSchema) });
export type LeadDetalhe = z.infer<typeof leadDetalheSchema>;

const textoOpc = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** POST /api/leads: a lead typed by staff (origem equipe). E-mail or phone: at least one. */
export const novoLeadSchema = z
  .object({
    nome: z.string({ error: M.nome }).trim().min(1, M.nome).max(120),
    email: textoOpc(254).pipe(z.email(M.emailInvalido).optional()),
    telefone: textoOpc(30),
    imovelId: idSchema.optional(),
    mensagem: textoOpc(5000),
    /** Admin only: whose lead it is (a corretor's lead is always his own). */
    corretorId: idSchema.optional(),
  })
  .refine((v) => Boolean(v.email || v.telefone), { message: M.contato, path: ['email'] });
export type NovoLead = z.input<typeof novoLeadSchema>;

/** PATCH /api/leads/{id}/etapa. `motivo` is required for perdido (mudancaDeEtapaValida). */
export const mudarEtapaSchema = z
  .object({
    etapa: etapaLeadSchema,
    motivo: textoOpc(500),
  })
  .refine((v) => v.etapa !== 'perdido' || Boolean(v.motivo), { message: M.motivo, path: ['motivo'] });
export type MudarEtapa = z.input<typeof mudarEtapaSchema>;

/** POST /api/leads/{id}/notas. */
export const notaLeadSchema = z.object({
  texto: z.string({ error: M.nota }).trim().min(1, M.nota).max(5000),
});
export type NotaLead = z.input<typeof notaLeadSchema>;

/** PUT /api/leads/{id}/corretor (admin). */
export const atribuirLeadSchema = z.object({
  corretorId: z.string({ error: M.corretor }).min(1, M.corretor).pipe(idSchema),
});
export type AtribuirLead = z.input<typeof atribuirLeadSchema>;

const booleanoQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /api/leads: filters (within a corretor's own leads) and the page. */
export const leadsFiltroSchema = z
  .object({
    etapa: etapaLeadSchema.optional(),
    origem: origemLeadSchema.optional(),
    corretorId: idSchema.optional(),
    busca: z.string().trim().max(120).optional(),
    parado: booleanoQuery.optional(),
  })
  .extend(paginacaoAdminSchema.shape);
export type LeadsFiltro = z.input<typeof leadsFiltroSchema>;

/** GET/PUT /api/admin/leads/configuracao: the alert's hours and whether new leads rotate. */
export const configuracaoLeadsSchema = z.object({
  alertaHoras: z.coerce
    .number({ error: M.alertaHoras })
    .int(M.alertaHoras)
    .min(1, M.alertaHoras)
    .max(720, M.alertaHoras),
  rodizio: z.boolean(),
});
export type ConfiguracaoLeads = z.infer<typeof configuracaoLeadsSchema>;

/** GET /api/admin/leads/integracao (and POST to renew): where the Grupo OLX sends leads, and the secret. */
export const integracaoLeadsSchema = z.object({
  url: z.string(),
  usuario: z.string(),
  segredo: z.string(),
});
export type IntegracaoLeads = z.infer<typeof integracaoLeadsSchema>;

/** POST /api/leads/whatsapp: the visitor clicked the WhatsApp button of a property. */
export const cliqueWhatsappSchema = z.object({ imovelId: idSchema });

/** GET /api/admin/leads/funil?de&ate (YYYY-MM-DD, by the lead's arrival). */
export const funilConsultaSchema = z.object({ de: dataSchema.optional(), ate: dataSchema.optional() });

const contagemPorEtapa = z.object(
  Object.fromEntries(ETAPAS_LEAD.map((e) => [e, z.number()])) as {
    [K in EtapaLead]: z.ZodNumber;
  },
);

/** GET /api/leads/contagens: how many leads in each etapa under the filters (a corretor's own; the admin's, all). */
export const contagensLeadsSchema = contagemPorEtapa;
export type ContagensLeads = z.infer<typeof contagensLeadsSchema>;
/** GET /api/leads/contagens: the list's filters but the etapa and the page. */
export const contagensLeadsConsultaSchema = leadsFiltroSchema.omit({
  etapa: true,
  pagina: true,
  limite: true,
});
export type ContagensLeadsConsulta = z.input<typeof contagensLeadsConsultaSchema>;

/** One origem's row of the funnel report. `conversao`: ganho / total (0–1; 0 without leads). */
export const linhaFunilSchema = z.object({
  origem: origemLeadSchema,
  total: z.number(),
  porEtapa: contagemPorEtapa,
  conversao: z.number(),
});

/** GET /api/admin/leads/funil: the report. Medians in hours (null when no lead was answered). */
export const resumoFunilSchema = z.object({
  de: z.string().nullable(),
  ate: z.string().nullable(),
  total: z.number(),
  porEtapa: contagemPorEtapa,
  conversao: z.number(),
  porOrigem: z.array(linhaFunilSchema),
  medianaPrimeiraRespostaHoras: z.number().nullable(),
  cliquesWhatsapp: z.array(z.object({ imovelId: z.string(), imovelTitulo: z.string(), cliques: z.number() })),
});
export type ResumoFunil = z.infer<typeof resumoFunilSchema>;
export type LinhaFunil = z.infer<typeof linhaFunilSchema>;
