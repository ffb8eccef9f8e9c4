import { z } from 'zod';

/**
 * What happened to an e-mail a screen asked for (DESIGN §11: "enviado" only when SMTP accepted
 * it): 'enviado' — SMTP accepted it; 'na-fila' — it waits in the outbox (no SMTP configured, or
 * SMTP has not answered yet); 'falhou' — SMTP refused it or could not be reached.
 */
export const ESTADOS_ENVIO_EMAIL = ['enviado', 'na-fila', 'falhou'] as const;
export type EstadoEnvioEmail = (typeof ESTADOS_ENVIO_EMAIL)[number];

export const envioEmailSchema = z.object({
  estado: z.enum(ESTADOS_ENVIO_EMAIL),
  /** Why it is not 'enviado': SMTP's own error when 'falhou', the outbox's reason when 'na-fila'. */
  motivo: z.string().optional(),
});
export type EnvioEmail = z.infer<typeof envioEmailSchema>;

/**
 * What became of the e-mails of a batch of notices (cobranças, lembretes, notificações): each
 * notice is already in its recipient's area; the e-mails are counted by their state, with the
 * reason of the first one not sent (a refusal before an outbox reason).
 */
export const envioEmailsSchema = z.object({
  enviados: z.number().int().min(0),
  naFila: z.number().int().min(0),
  falharam: z.number().int().min(0),
  motivo: z.string().optional(),
});
export type EnvioEmails = z.infer<typeof envioEmailsSchema>;

/** Answer of a route that posts notices: how many were posted, and what became of their e-mails. */
export const avisosEnviadosSchema = z.object({
  avisos: z.number().int().min(0),
  emails: envioEmailsSchema,
});
export type AvisosEnviados = z.infer<typeof avisosEnviadosSchema>;

/** Counts one answer per e-mail into the batch's summary. */
export const resumirEnvios = (envios: readonly EnvioEmail[]): EnvioEmails => {
  const conta = (estado: EstadoEnvioEmail) => envios.filter((e) => e.estado === estado).length;
  const motivo = (envios.find((e) => e.estado === 'falhou') ?? envios.find((e) => e.estado === 'na-fila'))
    ?.motivo;
  return {
    enviados: conta('enviado'),
    naFila: conta('na-fila'),
    falharam: conta('falhou'),
    ...(motivo ? { motivo } : {}),
  };
};

/** The state the screen reports for a batch: 'falhou' if any was refused, else 'na-fila' if any waits. */
export const estadoDoLote = ({ naFila, falharam }: EnvioEmails): EstadoEnvioEmail =>
  falharam > 0 ? 'falhou' : naFila > 0 ? 'na-fila' : 'enviado';
