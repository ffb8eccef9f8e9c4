import type { ConnectionOptions } from 'node:tls';
import { createTransport } from 'nodemailer';

/** A file sent with an e-mail: its name, MIME type and content. */
export type Anexo = { nome: string; tipo: string; conteudo: Buffer | string };

export type Mensagem = {
  de: string;
  para: string;
  assunto: string;
  corpo: string;
  anexos?: readonly Anexo[];
};

export type OpcoesSmtp = {
  /** Connection, greeting and idle limits, each (default 10 s). */
  timeoutMs?: number;
  /** Extra TLS options (a test's own CA); certificates are always verified. */
  tls?: ConnectionOptions;
};

/**
 * Submits one message through nodemailer. SMTP_URL says how:
 * - `smtp://user:pass@host:587` — plain connection, upgraded with STARTTLS when the relay offers it;
 *   `?requireTLS=true` refuses to send unless the upgrade happens;
 * - `smtps://user:pass@host:465` — implicit TLS from the first byte.
 * Credentials in the URL are percent-encoded (`p%40ss` for `p@ss`).
 */
export const enviarSmtp = async (url: string, m: Mensagem, opcoes: OpcoesSmtp = {}): Promise<void> => {
  const u = new URL(url);
  const seguro = u.protocol === 'smtps:';
  const timeout = opcoes.timeoutMs ?? 10_000;
  const transporte = createTransport({
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: Number(u.port || (seguro ? 465 : 587)),
    secure: seguro,
    requireTLS: !seguro && u.searchParams.get('requireTLS') === 'true',
    auth: u.username
      ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) }
      : undefined,
    name: 'morada',
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    tls: opcoes.tls,
  });
  try {
    await transporte.sendMail({
      from: m.de,
      to: m.para,
      subject: m.assunto,
      text: m.corpo,
      attachments: m.anexos?.map((a) => ({ filename: a.nome, contentType: a.tipo, content: a.conteudo })),
    });
  } finally {
    transporte.close();
  }
};
