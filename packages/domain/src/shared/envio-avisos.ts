import { MSG } from '../messages/pt-BR';
import { estadoDoLote, type AvisosEnviados, type EstadoEnvioEmail } from './envio-email.schema';

export type TipoDeAviso = keyof Omit<typeof MSG.envioAvisos, 'naArea' | 'naFila' | 'falhou'>;

/**
 * The toast for notices just posted (DESIGN §11): 'enviado' with the screen's own sentence only
 * when SMTP accepted every e-mail; otherwise that the notices are in their recipients' areas and
 * how many e-mails wait in the outbox or were refused, and why.
 */
export const mensagemDoEnvio = (
  tipo: TipoDeAviso,
  { avisos, emails }: AvisosEnviados,
  descricaoEnviado: string,
): { estado: EstadoEnvioEmail; titulo: string; descricao: string } => {
  const T = MSG.envioAvisos;
  const estado = estadoDoLote(emails);
  const motivo = emails.motivo ?? '';
  const descricao =
    estado === 'enviado'
      ? descricaoEnviado
      : estado === 'na-fila'
        ? `${T.naArea(avisos)}; ${T.naFila(emails.naFila, motivo)}`
        : `${T.naArea(avisos)}, mas ${T.falhou(emails.falharam, motivo)}`;
  return { estado, titulo: T[tipo][estado], descricao };
};
