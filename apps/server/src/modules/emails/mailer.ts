import { randomUUID } from 'node:crypto';
import { MSG_SERVIDOR, type EnvioEmail } from '@morada/domain';
import type { Db } from '../../db/database';
import type { Deps } from '../../http/context';
import { getConfiguracao } from '../configuracoes';
import { gravarResultadoDoEnvio, inserirEmail } from './mailer.repository';
import { enviarSmtp, type Anexo } from '../../lib/smtp';

export type { Anexo } from '../../lib/smtp';

/** Stands in the outbox for a secret that travels only to the recipient. */
export const TEXTO_OCULTO = '[oculto: enviado somente ao destinatário]';

export type Email = {
  para: string;
  assunto: string;
  corpo: string;
  /**
   * Files sent with the e-mail. The outbox keeps their names only: the content travels in memory
   * (EmailNaFila) to SMTP right after commit, and whoever asked for it already has the file.
   */
  anexos?: readonly Anexo[];
  /**
   * Parts of the body only the recipient may read (a reset or invite link's token). The outbox
   * keeps the body with each one replaced; the full text exists only in memory on its way to SMTP.
   */
  segredos?: readonly string[];
};
/** An outbox row written and not yet handed to SMTP. */
export type EmailNaFila = Email & { id: string };

/**
 * Every e-mail is kept in the outbox (the admin reads it on /admin/notificacoes). The row is
 * written by the caller, inside its transaction when it has one (registrarEmail); delivery
 * happens only after commit (entregarEmails), in the background, and its outcome ('enviado', or
 * 'erro' with the error) is written outside that transaction. Without SMTP_URL the row stays in
 * the outbox ('caixa-de-saida'). Delivery never fails the request that asked for it.
 */
export const registrarEmail = async (
  db: Db,
  email: Email,
  agora: Date,
  comSmtp: boolean,
): Promise<EmailNaFila> => {
  const id = randomUUID();
  await inserirEmail(db, {
    id,
    para: email.para,
    assunto: email.assunto,
    corpo: redigir(email),
    anexoNome: email.anexos?.length ? email.anexos.map((a) => a.nome).join(', ') : null,
    criadoEm: agora.toISOString(),
    status: comSmtp ? 'pendente' : 'caixa-de-saida',
  });
  return { ...email, id };
};

/** What the outbox (and so any admin) may read of an e-mail. */
export const redigir = ({ corpo, segredos = [] }: Email): string =>
  segredos.filter(Boolean).reduce((texto, segredo) => texto.replaceAll(segredo, TEXTO_OCULTO), corpo);

/** Hands one queued e-mail to SMTP and records the outcome; answers SMTP's error, or null. */
const entregar = async (deps: Deps, url: string, email: EmailNaFila): Promise<string | null> => {
  let status = 'enviado';
  let erro: string | null = null;
  try {
    const { emailRemetente } = await getConfiguracao(deps.db);
    await enviarSmtp(url, {
      de: emailRemetente,
      para: email.para,
      assunto: email.assunto,
      corpo: email.corpo,
      anexos: email.anexos,
    });
  } catch (e) {
    status = 'erro';
    erro = (e as Error).message.slice(0, 500);
  }
  try {
    await gravarResultadoDoEnvio(deps.db, email.id, status, erro);
  } catch {
    // The database may be closed already (shutdown, end of a test): the row stays 'pendente'.
  }
  return erro;
};

/** After commit: hands queued e-mails to SMTP one by one and records each outcome. */
export const entregarEmails = (deps: Deps, fila: readonly EmailNaFila[]): void => {
  const url = deps.env.SMTP_URL;
  if (!url || fila.length === 0) return;
  void (async () => {
    for (const email of fila) await entregar(deps, url, email);
  })();
};

/** One e-mail outside any transaction: written, then delivered. */
export const enviarEmail = async (deps: Deps, email: Email): Promise<void> => {
  entregarEmails(deps, [await registrarEmail(deps.db, email, deps.now(), Boolean(deps.env.SMTP_URL))]);
};

/**
 * How long a request waits for SMTP's answer before saying 'na-fila': under the client's 10 s, so
 * the screen always hears back; delivery goes on and records its outcome in the outbox.
 */
export const ESPERA_SMTP_MS = 6_000;

/**
 * After commit, for a screen that tells the user what happened to its e-mails (DESIGN §11): hands
 * them to SMTP one by one and answers, per e-mail, 'enviado' only once SMTP accepted it, 'falhou'
 * with SMTP's error, 'na-fila' without SMTP or for those SMTP had not answered when the wait ran
 * out (their delivery goes on and records its outcome in the outbox).
 */
export const entregarEmailsAgora = async (
  deps: Deps,
  fila: readonly EmailNaFila[],
  esperaMs = ESPERA_SMTP_MS,
): Promise<EnvioEmail[]> => {
  const url = deps.env.SMTP_URL;
  if (!url) return fila.map(() => ({ estado: 'na-fila', motivo: MSG_SERVIDOR.emailNaFila.semSmtp }));
  const envios: EnvioEmail[] = fila.map(() => ({
    estado: 'na-fila',
    motivo: MSG_SERVIDOR.emailNaFila.semResposta,
  }));
  const entrega = (async () => {
    for (const [i, email] of fila.entries()) {
      const erro = await entregar(deps, url, email);
      envios[i] = erro === null ? { estado: 'enviado' } : { estado: 'falhou', motivo: erro };
    }
  })();
  let relogio: ReturnType<typeof setTimeout> | undefined;
  const esgotou = new Promise<void>((resolve) => {
    relogio = setTimeout(resolve, esperaMs);
  });
  try {
    await Promise.race([entrega, esgotou]);
  } finally {
    clearTimeout(relogio);
  }
  // A copy: deliveries still under way must not change what was already answered.
  return envios.map((e) => ({ ...e }));
};

/** One e-mail outside any transaction, for a screen that tells the user what happened to it. */
export const enviarEmailAgora = async (
  deps: Deps,
  email: Email,
  esperaMs = ESPERA_SMTP_MS,
): Promise<EnvioEmail> => {
  const naFila = await registrarEmail(deps.db, email, deps.now(), Boolean(deps.env.SMTP_URL));
  const [envio] = await entregarEmailsAgora(deps, [naFila], esperaMs);
  return envio!;
};
