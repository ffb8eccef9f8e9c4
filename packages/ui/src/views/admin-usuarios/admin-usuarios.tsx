import {
  formatTelefone,
  AGENCIA,
  csvUsuarios,
  filtroAtivo,
  formatData,
  MSG,
  MSG_ADMINISTRACAO_UI,
  nomeArquivoCsv,
  PERFIL_LABEL,
  PERFIS,
  STATUS_USUARIO,
  usuarioCorrespondeBusca,
  type LinkAcesso,
  type Usuario,
  type UsuarioAtualizarInput,
} from '@morada/domain';
import { Landmark, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState, type ComponentProps } from 'react';
import { ConfirmDialog } from '../../components/alert-dialog';
import { Badge } from '../../components/badge';
import { Button, buttonVariants } from '../../components/button';
import { baixarCsv, DataToolbar, opcoesComTodos } from '../../components/data-toolbar';
import { AppLink } from '../../components/link';
import { LinkAcessoDialog, LinkAcessoIconButton } from '../../components/link-acesso';
import { Spinner } from '../../components/spinner';
import { corDoStatus } from '../../components/status-badge';
import {
  Table,
  TableBody,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeader,
  TableRow,
  TableRowActions,
} from '../../components/table';
import { TableLoadFailed } from '../../components/table/table-load-failed';
import { cn } from '../../lib/cn';
import { EditarUsuarioDialog } from './editar-usuario-dialog';

const T = MSG.adminUi.usuarios;
const TODOS = MSG.admin.todos;
const TR = MSG_ADMINISTRACAO_UI.dadosRepasse;

type AdminUsuariosViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  usuarios: readonly Usuario[];
  loading: boolean;
  /** The list could not be loaded: an error line with a retry replaces the empty-state text. */
  loadFailed?: boolean;
  onRetry?: () => void;
  refreshing?: boolean;
  onRefresh: () => void;
  /** Resolves true when saved (the dialog closes). */
  onSalvar: (usuario: Usuario, dados: UsuarioAtualizarInput) => Promise<boolean>;
  salvando?: boolean;
  errosServidor?: Record<string, string>;
  onExcluir: (usuario: Usuario) => Promise<unknown>;
  /** Lifts the user's sign-in limits (offered in the edit dialog); the app toasts the outcome. */
  onDesbloquear?: (usuario: Usuario) => Promise<unknown>;
  /** The edit dialog opened (with its user) or closed: the app drops stale server errors. */
  onEditandoChange?: (usuario: Usuario | null) => void;
  /**
   * Issues an access link: the invitation of a pending user, a new-password link for an active one
   * (offered in each row and in the edit dialog). The app toasts errors and sets `linkAcesso`.
   */
  onGerarLinkAcesso?: (usuario: Usuario) => Promise<unknown>;
  /** Id of the user whose link is being issued. */
  gerandoLink?: string | null;
  /** The link just issued, shown once in its dialog; null closes it. */
  linkAcesso?: LinkAcesso | null;
  onFecharLinkAcesso?: () => void;
  /** The agency's name, in the WhatsApp text of the link. */
  agencia?: string;
  /** Opens an owner's repasse details (DadosRepasseDialog): a row action on 'proprietario' rows only. */
  onDadosRepasse?: (usuario: Usuario) => void;
};

/** 'Gestão de Usuários'. */
function AdminUsuariosView({
  usuarios,
  loading,
  loadFailed = false,
  onRetry,
  refreshing = false,
  onRefresh,
  onSalvar,
  salvando = false,
  errosServidor,
  onExcluir,
  onDesbloquear,
  onEditandoChange,
  onGerarLinkAcesso,
  gerandoLink = null,
  linkAcesso = null,
  onFecharLinkAcesso,
  agencia = AGENCIA.nome,
  onDadosRepasse,
  className,
  ...props
}: AdminUsuariosViewProps) {
  const [busca, setBusca] = useState('');
  const [perfil, setPerfil] = useState<string>(TODOS);
  const [status, setStatus] = useState<string>(TODOS);
  const [editando, setEditandoLocal] = useState<Usuario | null>(null);
  const setEditando = (usuario: Usuario | null) => {
    setEditandoLocal(usuario);
    onEditandoChange?.(usuario);
  };
  const [excluindo, setExcluindo] = useState<Usuario | null>(null);
  const [ocupado, setOcupado] = useState(false);

  const filtrados = useMemo(
    () =>
      usuarios.filter(
        (u) =>
          usuarioCorrespondeBusca(u, busca) &&
          (!filtroAtivo(perfil) || u.perfil === perfil) &&
          (!filtroAtivo(status) || u.status === status),
      ),
    [usuarios, busca, perfil, status],
  );

  const gerarLink = (usuario: Usuario) => void onGerarLinkAcesso?.(usuario).catch(() => undefined);
  const donoDoLink = linkAcesso && usuarios.find((u) => u.id === linkAcesso.usuario.id);

  const confirmarExclusao = async () => {
    if (!excluindo) return;
    setOcupado(true);
    try {
      await onExcluir(excluindo);
      setExcluindo(null);
    } catch {
      // Toast shown by the app.
    } finally {
      setOcupado(false);
    }
  };

  return (
    <div data-slot="admin-usuarios" className={cn('space-y-6', className)} {...props}>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight">{MSG.admin.gestaoUsuarios}</h1>
          <Badge variant="secondary">{T.contagem(filtrados.length)}</Badge>
        </div>
        <AppLink href="/admin/usuarios/novo" className={buttonVariants()}>
          <Plus className="size-4" aria-hidden />
          {MSG.admin.novoUsuario}
        </AppLink>
      </header>
      <DataToolbar
        busca={busca}
        onBuscaChange={setBusca}
        buscaPlaceholder={T.buscaPlaceholder}
        filtros={[
          {
            id: 'perfil',
            label: T.colPerfil,
            value: perfil,
            options: opcoesComTodos(PERFIS, PERFIL_LABEL),
            onChange: setPerfil,
          },
          {
            id: 'status',
            label: T.colStatus,
            value: status,
            options: opcoesComTodos(STATUS_USUARIO, T.statusLabel),
            onChange: setStatus,
          },
        ]}
        onRefresh={onRefresh}
        refreshing={refreshing}
        onExport={() => baixarCsv(csvUsuarios(filtrados), nomeArquivoCsv('usuarios'))}
      />
      {loading && usuarios.length === 0 ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label={MSG.guard.carregando} />
        </div>
      ) : (
        <div className="overflow-x-auto rounded-md border border-border">
          {/* Slimmer cells: the eight columns fit beside the back office sidebar at 1280 px. */}
          <Table className="[&_td]:px-2.5 [&_th]:px-2.5">
            <TableHeader>
              <TableRow>
                <TableHead>{T.colNome}</TableHead>
                <TableHead>{T.colEmail}</TableHead>
                <TableHead>{T.colTelefone}</TableHead>
                <TableHead>{T.colPerfil}</TableHead>
                <TableHead>{T.colStatus}</TableHead>
                <TableHead className="whitespace-normal">{T.colCadastro}</TableHead>
                <TableHead className="whitespace-normal">{T.colAcesso}</TableHead>
                <TableHead fixo="fim">{T.colAcoes}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loadFailed && usuarios.length === 0 ? (
                <TableLoadFailed colSpan={8} mensagem={MSG.admin.carregarUsuarios} onRetry={onRetry} />
              ) : filtrados.length === 0 ? (
                <TableEmpty colSpan={8}>{MSG.admin.nenhumUsuario}</TableEmpty>
              ) : (
                filtrados.map((u) => (
                  <TableRow key={u.id}>
                    <TableCell className="font-medium">{u.nome}</TableCell>
                    <TableCell className="min-w-40 xl:wrap-anywhere">{u.email}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatTelefone(u.telefone)}</TableCell>
                    <TableCell>{PERFIL_LABEL[u.perfil]}</TableCell>
                    <TableCell>
                      <Badge data-slot="status-badge" variant={corDoStatus(u.status)}>
                        {T.statusLabel[u.status]}
                      </Badge>
                    </TableCell>
                    <TableCell>{formatData(u.dataCadastro)}</TableCell>
                    <TableCell>
                      {u.ultimoAcesso ? formatData(u.ultimoAcesso) : MSG.admin.nuncaAcessou}
                    </TableCell>
                    <TableCell fixo="fim">
                      <TableRowActions porLinha={2}>
                        {onGerarLinkAcesso ? (
                          <LinkAcessoIconButton
                            status={u.status}
                            alvo={u.nome}
                            disabled={gerandoLink === u.id}
                            onClick={() => gerarLink(u)}
                          />
                        ) : null}
                        {onDadosRepasse && u.perfil === 'proprietario' ? (
                          <Button
                            type="button"
                            size="icon"
                            variant="ghost"
                            className="size-8"
                            aria-label={`${TR.acao} ${u.nome}`}
                            title={TR.acao}
                            onClick={() => onDadosRepasse(u)}
                          >
                            <Landmark className="size-4" aria-hidden />
                          </Button>
                        ) : null}
                        <Button
                          type="button"
                          size="icon"
                          variant="ghost"
                          className="size-8"
                          aria-label={`${MSG.admin.editar} ${u.nome}`}
                          title={MSG.admin.editar}
                          onClick={() => setEditando(u)}
                        >
                          <Pencil className="size-4" aria-hidden />
                        </Button>
                        <Button
                          type="button"
                          size="icon"
                          variant="ghost"
                          className="size-8"
                          aria-label={`${MSG.admin.excluir} ${u.nome}`}
                          title={MSG.admin.excluir}
                          onClick={() => setExcluindo(u)}
                        >
                          <Trash2 className="size-4 text-destructive" aria-hidden />
                        </Button>
                      </TableRowActions>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </div>
      )}
      <EditarUsuarioDialog
        usuario={editando}
        onFechar={() => setEditando(null)}
        salvando={salvando}
        errosServidor={errosServidor}
        onSalvar={onSalvar}
        onDesbloquear={onDesbloquear}
        onGerarLink={onGerarLinkAcesso ? gerarLink : undefined}
        gerandoLink={gerandoLink}
      />
      <LinkAcessoDialog
        link={linkAcesso}
        onOpenChange={(o) => !o && onFecharLinkAcesso?.()}
        agencia={agencia}
        gerando={gerandoLink !== null && gerandoLink === linkAcesso?.usuario.id}
        onGerarNovo={donoDoLink && onGerarLinkAcesso ? () => onGerarLinkAcesso(donoDoLink) : undefined}
      />
      <ConfirmDialog
        open={excluindo !== null}
        onOpenChange={(o) => !o && !ocupado && setExcluindo(null)}
        title={T.excluirTitulo}
        description={T.excluirDescricao(excluindo?.nome ?? '')}
        onConfirm={confirmarExclusao}
        busy={ocupado}
      />
    </div>
  );
}

export { AdminUsuariosView };
export type { AdminUsuariosViewProps };
