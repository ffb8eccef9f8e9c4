import {
  formatDataHora,
  linkDeAcesso,
  MSG,
  MSG_ACESSO,
  textoLinkAcesso,
  type LinkAcesso,
  type TipoLinkAcesso,
} from '@morada/domain';
import type { UsuarioRow } from '../../db/types';
import type { Deps } from '../../http/context';
import { conflict } from '../../http/errors';
import { enviarEmail } from '../../lib/mailer';
import { getConfiguracao } from '../configuracoes/configuracoes.repository';
import { emitirToken } from './acesso.repository';

/** A pending account (created by a contract) is invited; an active one gets a link for a new password. */
export const tipoDoLink = (status: string): TipoLinkAcesso =>
  status === 'pendente' ? 'convite' : 'redefinicao';

/**
 * Makes an access link for the account and, when SMTP is configured, e-mails it (the outbox keeps
 * the token redacted). The answer is the only place the link is ever shown again: staff copy it or
 * send it by WhatsApp. An inactive account gets no link: the admin reactivates it first.
 */
export const emitirLinkAcesso = async (
  deps: Deps,
  usuario: UsuarioRow,
  validadeMs: number,
): Promise<LinkAcesso> => {
  if (usuario.status === 'inativo') {
    throw conflict(MSG_ACESSO.inativoSemLink, [{ status: MSG_ACESSO.inativoSemLink }]);
  }
  const tipo = tipoDoLink(usuario.status);
  const { token, expiraEm } = await emitirToken(deps.db, usuario.id, tipo, deps.now(), validadeMs);
  const link = linkDeAcesso(deps.env.PUBLIC_URL, tipo, token);
  const enviadoPorEmail = Boolean(deps.env.SMTP_URL);
  if (enviadoPorEmail) {
    const { nome: agencia } = await getConfiguracao(deps.db);
    await enviarEmail(deps, {
      para: usuario.email,
      assunto: tipo === 'convite' ? MSG_ACESSO.emailConviteAssunto(agencia) : MSG.api.redefinicaoAssunto,
      corpo: textoLinkAcesso(tipo, { nome: usuario.nome, agencia, link, validade: formatDataHora(expiraEm) }),
      segredos: [token],
    });
  }
  return {
    tipo,
    link,
    expiraEm,
    enviadoPorEmail,
    usuario: {
      id: usuario.id,
      nome: usuario.nome,
      email: usuario.email,
      telefone: usuario.telefone,
      perfil: usuario.perfil as LinkAcesso['usuario']['perfil'],
      status: usuario.status as LinkAcesso['usuario']['status'],
    },
  };
};
