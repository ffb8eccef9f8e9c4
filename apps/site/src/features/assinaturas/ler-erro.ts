import { isApiError } from '@morada/api-client/site';

/** What the signature screens need of a refused call: its status (404, 409…) and the server's text. */
export const lerErroAssinatura = (e: unknown) =>
  isApiError(e) ? { status: e.status, mensagem: e.mensagem } : {};
