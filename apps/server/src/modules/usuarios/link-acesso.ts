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
import { inserirAuditoria } from '../../http/auditoria.repository';
import type { Deps } from '../../http/context';
import { conflict } from '../../http/errors';
import { enviarEmail } from '../emails';
import { getConfiguracao } from '../configuracoes';
import { emitirToken } from './acesso.repository';

/** A pending account (created by a contract) is invited; an active one gets a link for a new password. */
export const tipoDoLink = (status: string): TipoLinkAcesso =>
  status === 'pendente' ? 'convite' : 'redefinicao';

/**
 * Staff accounts (admin, corretor) sign in to the back office: a link for one of them must reach
 * only its owner, so it is never shown to whoever asked for it (one admin cannot take over another).
 */
const isContaDaEquipe = (perfil: string) => perfil === 'admin' || perfil === 'corretor';

/**
 * Makes an access link for the account. With SMTP configured it is only e-mailed to the address on
 * file (the outbox keeps the token redacted) and the answer carries no link. Without SMTP no e-mail
 * can carry it: a tenant's or owner's link is shown in the answer, once, for staff to copy or send by
 * WhatsApp; a staff account's is refused. An inactive account gets no link: the admin reactivates it
 * first. Every issued link is audited (who, for whom, tipo, shown or e-mailed), never its token;
 * `emissorId` is the signed-in user who asked, null for a self-service request (esqueci-senha).
 */
export const emitirLinkAcesso = async (
  deps: Deps,
  usuario: UsuarioRow,
  validadeMs: number,
  emissorId: string | null,
): Promise<LinkAcesso> => {
  if (usuario.status === 'inativo') {
    throw conflict(MSG_ACESSO.inativoSemLink, [{ status: MSG_ACESSO.inativoSemLink }]);
  }
  const enviadoPorEmail = Boolean(deps.env.SMTP_URL);
  if (!enviadoPorEmail && isContaDaEquipe(usuario.perfil)) throw conflict(MSG_ACESSO.linkEquipeSemEmail);
  const tipo = tipoDoLink(usuario.status);
  const agora = deps.now();
  const { token, expiraEm } = await emitirToken(deps.db, usuario.id, tipo, agora, validadeMs);
  const link = linkDeAcesso(deps.env.PUBLIC_URL, tipo, token);
  await inserirAuditoria(deps.db, {
    usuarioId: emissorId,
    acao: `link-acesso ${tipo} ${enviadoPorEmail ? 'email' : 'exibido'}`,
    entidade: 'usuarios',
    entidadeId: usuario.id,
    data: agora.toISOString(),
  });
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
    link: enviadoPorEmail ? null : link,
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
