/** The emails module's public face: what other modules and the app may use. */
export { entregarEmails, entregarEmailsAgora, enviarEmail, enviarEmailAgora, registrarEmail } from './mailer';
export type { EmailNaFila } from './mailer';
