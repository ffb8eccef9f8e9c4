import { MSG_ACESSO as M, type StatusUsuario } from '@morada/domain';
import { KeyRound, UserPlus, type LucideIcon } from 'lucide-react';
import { TableRowAction, type TableRowActionProps } from '../table';

/**
 * What staff can do about an account's access: invite a pending one, send an active one a link for a
 * new password. An inactive account gets neither until it is reactivated.
 */
const acaoLinkAcesso = (
  status: StatusUsuario,
): { rotulo: string; Icone: LucideIcon; texto: string } | null =>
  status === 'pendente'
    ? { rotulo: M.enviarConvite, Icone: UserPlus, texto: M.conviteTexto }
    : status === 'ativo'
      ? { rotulo: M.gerarLink, Icone: KeyRound, texto: M.linkAcessoTexto }
      : null;

type LinkAcessoIconButtonProps = Omit<TableRowActionProps, 'rotulo' | 'icone'> & { status: StatusUsuario };

/** The row action of a table ('Enviar convite Mariana Costa'): nothing for an inactive account. */
function LinkAcessoIconButton({ status, ...props }: LinkAcessoIconButtonProps) {
  const acao = acaoLinkAcesso(status);
  return acao ? <TableRowAction rotulo={acao.rotulo} icone={acao.Icone} {...props} /> : null;
}

export { acaoLinkAcesso, LinkAcessoIconButton };
export type { LinkAcessoIconButtonProps };
