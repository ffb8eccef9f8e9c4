import { z } from 'zod';
import { MSG_VISITAS } from '../messages/visitas';
import { campoTelefone } from '../shared/campos-br';
import { dataSchema, idSchema, textoObrigatorio, textoOpcional } from '../shared/fields';

const M = MSG_VISITAS.campos;

/** A visit's life: asked by the visitor, confirmed (or moved) by the corretor, then its outcome. */
export const STATUS_VISITA = [
  'solicitada',
  'confirmada',
  'reagendamento_proposto',
  'realizada',
  'cancelada',
  'nao_compareceu',
] as const;
export type StatusVisita = (typeof STATUS_VISITA)[number];
export const statusVisitaSchema = z.enum(STATUS_VISITA);

/** Statuses that hold a slot of the property's agenda (the others free it). */
export const STATUS_VISITA_ATIVA = ['solicitada', 'confirmada', 'reagendamento_proposto'] as const;

export const INTERESSES_VISITA = ['alto', 'medio', 'baixo', 'nenhum'] as const;
export type InteresseVisita = (typeof INTERESSES_VISITA)[number];
export const interesseVisitaSchema = z.enum(INTERESSES_VISITA, { error: M.interesse });

/** An instant as the API carries it: ISO 8601 with Z or an offset ('2026-12-07T13:00:00.000Z'). */
export const instanteSchema = z.iso.datetime({ offset: true, error: M.inicio });

export const feedbackVisitaSchema = z.object({
  interesse: interesseVisitaSchema,
  comentario: z.string(),
});
export type FeedbackVisita = z.infer<typeof feedbackVisitaSchema>;

/**
 * A visit as the corretor's agenda and the back office see it. Instants are ISO in UTC; screens
 * show them in São Paulo time (formatarHorarioVisita).
 */
export const visitaSchema = z.object({
  id: idSchema,
  imovelId: idSchema,
  imovelTitulo: z.string(),
  imovelEndereco: z.string(),
  leadId: idSchema.nullable(),
  corretorId: idSchema.nullable(),
  corretorNome: z.string().nullable(),
  visitanteNome: z.string(),
  visitanteEmail: z.string(),
  visitanteTelefone: z.string(),
  mensagem: z.string().nullable(),
  inicio: z.string(),
  fim: z.string(),
  status: statusVisitaSchema,
  /** The other slot the corretor proposed (status reagendamento_proposto). */
  propostaInicio: z.string().nullable(),
  motivoCancelamento: z.string().nullable(),
  feedback: feedbackVisitaSchema.nullable(),
  criadaEm: z.string(),
});
export type Visita = z.infer<typeof visitaSchema>;

/** A free slot of a property's agenda. */
export const horarioVisitaSchema = z.object({ inicio: z.string(), fim: z.string() });
export type HorarioVisita = z.infer<typeof horarioVisitaSchema>;

/** GET /api/imoveis/{id}/horarios: the free slots between two days (São Paulo calendar days). */
export const horariosVisitaSchema = z.object({
  imovelId: idSchema,
  duracaoMinutos: z.number().int(),
  horarios: z.array(horarioVisitaSchema),
});
export type HorariosVisita = z.infer<typeof horariosVisitaSchema>;

/** A period of São Paulo calendar days, both included; `ate` defaults to `de` + 13 days on the server. */
export const periodoVisitasSchema = z.object({
  de: dataSchema.optional(),
  ate: dataSchema.optional(),
});

/** GET /api/visitas: the week (or period) of the corretor; admin may narrow to one corretor. */
export const visitasConsultaSchema = periodoVisitasSchema.extend({ corretorId: idSchema.optional() });
export type VisitasConsulta = z.input<typeof visitasConsultaSchema>;

/** POST /api/imoveis/{id}/visitas: the visitor books a slot (the property comes from the path). */
export const agendarVisitaSchema = z.object({
  inicio: instanteSchema,
  nome: textoObrigatorio(M.nome, 120),
  email: textoObrigatorio(M.email, 254).pipe(z.email(M.emailInvalido)),
  telefone: campoTelefone({ obrigatorio: M.telefone }),
  mensagem: textoOpcional(2000),
});
export type AgendarVisita = z.input<typeof agendarVisitaSchema>;

/** POST /api/imoveis/{id}/visitas answer: what the visitor's confirmation screen shows. */
export const visitaSolicitadaSchema = z.object({
  id: idSchema,
  status: z.literal('solicitada'),
  inicio: z.string(),
  fim: z.string(),
});
export type VisitaSolicitada = z.infer<typeof visitaSolicitadaSchema>;

/** POST /api/visitas/{id}/nova-proposta: the corretor proposes another free slot. */
export const propostaVisitaSchema = z.object({ inicio: instanteSchema });
export type PropostaVisita = z.input<typeof propostaVisitaSchema>;

/** POST /api/visitas/{id}/cancelamento. */
export const cancelarVisitaSchema = z.object({ motivo: textoObrigatorio(M.motivo, 500) });
export type CancelarVisita = z.input<typeof cancelarVisitaSchema>;

/** POST /api/visitas/{id}/feedback: after the visit's end; no-show → 'nao_compareceu'. */
export const registrarFeedbackSchema = z.object({
  compareceu: z.boolean(),
  interesse: interesseVisitaSchema,
  comentario: z.string().trim().max(2000).default(''),
});
export type RegistrarFeedback = z.input<typeof registrarFeedbackSchema>;

/** `{token}` of the visitor's answer link. */
export const parametroTokenVisita = z.object({
  token: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** GET/POST /api/visitas/resposta/{token}: what the visitor's answer page shows. */
export const respostaVisitaSchema = z.object({
  imovelTitulo: z.string(),
  imovelEndereco: z.string(),
  visitanteNome: z.string(),
  status: statusVisitaSchema,
  /** The slot now booked (after accepting: the proposed one). */
  inicio: z.string(),
  fim: z.string(),
  propostaInicio: z.string().nullable(),
});
export type RespostaVisita = z.infer<typeof respostaVisitaSchema>;
