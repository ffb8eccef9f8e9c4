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
