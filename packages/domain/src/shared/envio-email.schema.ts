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
