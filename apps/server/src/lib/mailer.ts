import { randomUUID } from 'node:crypto';
import type { Deps } from '../http/context';
import { getConfiguracao } from '../modules/configuracoes/configuracoes.repository';
import { enviarSmtp } from './smtp';

export type Email = { para: string; assunto: string; corpo: string; anexoNome?: string };

/**
 * Every e-mail is kept in the outbox (the admin reads it on /admin/notificacoes); when SMTP_URL
 * is set it is also delivered in the background and its status becomes 'enviado' or 'erro'.
 * Delivery never fails the request that asked for it.
 */
export const enviarEmail = async (deps: Deps, email: Email): Promise<void> => {
  const id = randomUUID();
  await deps.db
    .insertInto('emails')
    .values({
      id,
      para: email.para,
      assunto: email.assunto,
      corpo: email.corpo,
      anexo_nome: email.anexoNome ?? null,
      criado_em: deps.now().toISOString(),
      status: deps.env.SMTP_URL ? 'pendente' : 'caixa-de-saida',
      erro: null,
    })
    .execute();
  const url = deps.env.SMTP_URL;
  if (!url) return;
  void (async () => {
    let status = 'enviado';
    let erro: string | null = null;
    try {
      const { emailRemetente } = await getConfiguracao(deps.db);
      await enviarSmtp(url, {
        de: emailRemetente,
        para: email.para,
        assunto: email.assunto,
        corpo: email.corpo,
      });
    } catch (e) {
      status = 'erro';
      erro = (e as Error).message.slice(0, 500);
    }
    try {
      await deps.db.updateTable('emails').set({ status, erro }).where('id', '=', id).execute();
    } catch {
      // The database may be closed already (shutdown, end of a test): the outbox row stays 'pendente'.
    }
  })();
};
