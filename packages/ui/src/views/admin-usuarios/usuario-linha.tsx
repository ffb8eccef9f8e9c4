import {
  formatData,
  formatTelefone,
  MSG,
  MSG_ADMINISTRACAO_UI,
  PERFIL_LABEL,
  type Usuario,
} from '@morada/domain';
import { Landmark, Pencil } from 'lucide-react';
import { Badge } from '../../components/badge';
import { LinkAcessoIconButton } from '../../components/link-acesso';
import { corDoStatus } from '../../components/status-badge';
import { TableCell, TableEmail, TableRow, TableRowAction, TableRowActions } from '../../components/table';
import { AcaoDestrutiva } from '../partes/colunas';

const T = MSG.adminUi.usuarios;
const TR = MSG_ADMINISTRACAO_UI.dadosRepasse;

type UsuarioLinhaProps = {
  usuario: Usuario;
  /** Id of the user whose access link is being issued (its button waits). */
  gerandoLink: string | null;
  /** Absent: no access-link action. */
  onGerarLink?: (usuario: Usuario) => void;
  /** Absent: no repasse details action (offered on owners' rows only). */
  onDadosRepasse?: (usuario: Usuario) => void;
  onEditar: (usuario: Usuario) => void;
  onExcluir: (usuario: Usuario) => void;
};

/** One row of 'Gestão de Usuários' with its actions. */
function UsuarioLinha({
  usuario: u,
  gerandoLink,
  onGerarLink,
  onDadosRepasse,
  onEditar,
  onExcluir,
}: UsuarioLinhaProps) {
  return (
    <TableRow>
      <TableCell className="font-medium">{u.nome}</TableCell>
      <TableCell className="min-w-40">
        <TableEmail email={u.email} />
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatTelefone(u.telefone)}</TableCell>
      <TableCell>{PERFIL_LABEL[u.perfil]}</TableCell>
      <TableCell>
        <Badge data-slot="status-badge" variant={corDoStatus(u.status)}>
          {T.statusLabel[u.status]}
        </Badge>
      </TableCell>
      <TableCell>{formatData(u.dataCadastro)}</TableCell>
      <TableCell>{u.ultimoAcesso ? formatData(u.ultimoAcesso) : MSG.admin.nuncaAcessou}</TableCell>
      <TableCell fixo="fim">
        <TableRowActions porLinha={2}>
          {onGerarLink ? (
            <LinkAcessoIconButton
              status={u.status}
              alvo={u.nome}
              disabled={gerandoLink === u.id}
              onClick={() => onGerarLink(u)}
            />
          ) : null}
          {onDadosRepasse && u.perfil === 'proprietario' ? (
            <TableRowAction
              rotulo={TR.acao}
              alvo={u.nome}
              icone={Landmark}
              onClick={() => onDadosRepasse(u)}
            />
          ) : null}
          <TableRowAction
            rotulo={MSG.admin.editar}
            alvo={u.nome}
            icone={Pencil}
            onClick={() => onEditar(u)}
          />
          <AcaoDestrutiva alvo={u.nome} onClick={() => onExcluir(u)} />
        </TableRowActions>
      </TableCell>
    </TableRow>
  );
}

export { UsuarioLinha };
