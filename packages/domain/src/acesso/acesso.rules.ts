import { telefoneInternacional } from '../configuracao/telefone';
import { MSG_ACESSO as M } from '../messages/acesso';

/** What an access link does: an invitation activates a pending account, a reset replaces a password. */
export type TipoLinkAcesso = 'convite' | 'redefinicao';

/** How long links stay valid: an invitation waits for the tenant a week; reset links are short-lived. */
export const VALIDADE_LINK_MS = {
  convite: 7 * 24 * 60 * 60 * 1000,
  /** Issued by staff and sent by hand (WhatsApp), so the person has a day to open it. */
  redefinicao: 24 * 60 * 60 * 1000,
  /** E-mailed straight to the address on file by the self-service request. */
  redefinicaoPorEmail: 60 * 60 * 1000,
} as const;

/** The page that consumes a token: /login?convite=… sets the first password, /login?reset=… a new one. */
export const linkDeAcesso = (publicUrl: string, tipo: TipoLinkAcesso, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/login?${tipo === 'convite' ? 'convite' : 'reset'}=${encodeURIComponent(token)}`;

/** The message the admin sends by WhatsApp (or the e-mail's body). */
export const textoLinkAcesso = (
  tipo: TipoLinkAcesso,
  dados: { nome: string; agencia: string; link: string; validade: string },
) =>
  (tipo === 'convite' ? M.whatsappConvite : M.whatsappRedefinicao)(
    dados.nome,
    dados.agencia,
    dados.link,
    dados.validade,
  );

/**
 * wa.me link with a prefilled text. Without a usable phone the link opens WhatsApp's contact
 * picker with the text (wa.me/?text=…), so the admin can still choose the chat.
 */
export const linkWhatsappComTexto = (telefone: string | null | undefined, texto: string) => {
  const numero = telefone ? telefoneInternacional(telefone) : '';
  const destino = numero.length >= 12 ? numero : '';
  return `https://wa.me/${destino}?text=${encodeURIComponent(texto)}`;
};
