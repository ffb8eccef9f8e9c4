import { z } from 'zod';

/** Tenant contract summary (section 3). */
export const contratoResumoSchema = z.object({
  id: z.string(),
  numero: z.string(),
  endereco: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  dataInicio: z.string(),
  dataFim: z.string(),
  valor: z.number(),
  status: z.string(),
  diaVencimento: z.number(),
});
export type ContratoResumo = z.infer<typeof contratoResumoSchema>;

export const documentoContratoSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  data: z.string(),
  arquivo: z.string().nullable(),
  /**
   * Why there is nothing to download yet (pt-BR, MSG.locatario.documentoIndisponivel), sent when
   * `arquivo` is null: the screen shows it next to the greyed 'Baixar'.
   */
  indisponivel: z.string().optional(),
});
export type DocumentoContrato = z.infer<typeof documentoContratoSchema>;

export const notificacaoSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  mensagem: z.string(),
  data: z.string(),
  lida: z.boolean(),
});
export type Notificacao = z.infer<typeof notificacaoSchema>;

/** PATCH /api/notificacoes/:id/lida: the notification now read. */
export const notificacaoLidaSchema = z.object({ id: z.string(), lida: z.literal(true) });
export type NotificacaoLida = z.infer<typeof notificacaoLidaSchema>;

/** GET /api/notificacoes/enviadas (admin): a notification sent, with where it came from and to whom. */
export const notificacaoEnviadaSchema = notificacaoSchema.extend({
  /** What sent it: 'juridico', 'reajuste', 'repasse', 'lembrete', a billing notice… */
  origem: z.string(),
  destinatarioId: z.string(),
  destinatario: z.string(),
  destinatarioEmail: z.string(),
});
export type NotificacaoEnviada = z.infer<typeof notificacaoEnviadaSchema>;

/** GET /api/notificacoes/emails (admin): an e-mail of the outbox (secrets already blanked out). */
export const emailEnviadoSchema = z.object({
  id: z.string(),
  para: z.string(),
  assunto: z.string(),
  corpo: z.string(),
  /** The attachments' names, comma-separated; null without attachments. */
  anexoNome: z.string().nullable(),
  criadoEm: z.string(),
  /** 'caixa-de-saida' (no SMTP configured), 'pendente', 'enviado' or 'erro'. */
  status: z.string(),
  /** When it was delivered (the outbox keeps no delivery time: criadoEm once 'enviado'). */
  enviadoEm: z.string().nullable(),
  /** SMTP's error when status is 'erro'. */
  erro: z.string().nullable(),
});
export type EmailEnviado = z.infer<typeof emailEnviadoSchema>;

export const eventoSchema = z.object({ titulo: z.string(), data: z.string() });
export type Evento = z.infer<typeof eventoSchema>;

/** GET /api/locatario/resumo: the signed-in tenant's own contract, documents, notifications, events. */
export const locatarioResumoSchema = z.object({
  contrato: contratoResumoSchema.nullable(),
  documentos: z.array(documentoContratoSchema),
  notificacoes: z.array(notificacaoSchema),
  proximosEventos: z.array(eventoSchema),
});
export type LocatarioResumo = z.infer<typeof locatarioResumoSchema>;

export const contarNaoLidas = (lista: readonly Pick<Notificacao, 'lida'>[]) =>
  lista.filter((n) => !n.lida).length;
