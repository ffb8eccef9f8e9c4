import {
  AGENCIA,
  MSG,
  PERFIL_LABEL,
  PERFIS,
  STATUS_USUARIO,
  type LimitesLogin,
  type LinkAcesso,
  type Usuario,
  type UsuarioAtualizarInput,
} from '@morada/domain';
import { Plus } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { ConfirmDialog } from '../../components/alert-dialog';
import { Badge } from '../../components/badge';
import { buttonVariants } from '../../components/button';
import { DataToolbar, opcoesComTodos } from '../../components/data-toolbar';
import { AppLink, useRotas } from '../../components/link';
import { LinkAcessoDialog } from '../../components/link-acesso';
import { Pagination, type ListaNoServidorProps } from '../../components/pagination';
import { Spinner } from '../../components/spinner';
import { Table, TableBody, TableEmpty, TableHead, TableHeader, TableRow } from '../../components/table';
import { TableLoadFailed } from '../../components/table/table-load-failed';
import { cn } from '../../lib/cn';
import { EditarUsuarioDialog } from './editar-usuario-dialog';
import { UsuarioLinha } from './usuario-linha';

const T = MSG.adminUi.usuarios;

type AdminUsuariosViewProps = Omit<ComponentProps<'div'>, 'children'> &
  ListaNoServidorProps & {
    /** The rows of the page shown (the server filters and pages). */
    usuarios: readonly Usuario[];
    /** How many users match the filters, on every page: the count badge. */
    total: number;
    /** 'todos' or a profile. */
    perfil: string;
    onPerfilChange: (perfil: string) => void;
    /** 'todos' or a status. */
    status: string;
    onStatusChange: (status: string) => void;
    /** Downloads every user matching the filters as CSV (the app reads all pages); the app toasts errors. */
    onExport: () => Promise<unknown>;
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
    /** The sign-in limits on the user being edited (the app reads them when the dialog opens). */
    limitesLogin?: LimitesLogin;
    limitesLoginFalhou?: boolean;
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
  total,
  busca,
  onBuscaChange,
  perfil,
  onPerfilChange,
  status,
  onStatusChange,
  pagina,
  totalPaginas,
  onPaginaChange,
  onExport,
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
  limitesLogin,
  limitesLoginFalhou,
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
  const rotas = useRotas();
  const [editando, setEditandoLocal] = useState<Usuario | null>(null);
  const setEditando = (usuario: Usuario | null) => {
    setEditandoLocal(usuario);
    onEditandoChange?.(usuario);
  };
  const [excluindo, setExcluindo] = useState<Usuario | null>(null);
  const [ocupado, setOcupado] = useState(false);
  // The user a link was asked for: 'Gerar novo link' needs them even once the page has changed.
  const [alvoDoLink, setAlvoDoLink] = useState<Usuario | null>(null);

  const gerarLink = (usuario: Usuario) => {
    setAlvoDoLink(usuario);
    void onGerarLinkAcesso?.(usuario).catch(() => undefined);
  };
  const donoDoLink =
    linkAcesso &&
    (alvoDoLink?.id === linkAcesso.usuario.id
      ? alvoDoLink
      : usuarios.find((u) => u.id === linkAcesso.usuario.id));

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
          <Badge variant="secondary">{T.contagem(total)}</Badge>
        </div>
        <AppLink href={rotas.admin.usuarioNovo} className={buttonVariants()}>
          <Plus className="size-4" aria-hidden />
          {MSG.admin.novoUsuario}
        </AppLink>
      </header>
      <DataToolbar
        busca={busca}
        onBuscaChange={onBuscaChange}
        buscaPlaceholder={T.buscaPlaceholder}
        filtros={[
          {
            id: 'perfil',
            label: T.colPerfil,
            value: perfil,
            options: opcoesComTodos(PERFIS, PERFIL_LABEL),
            onChange: onPerfilChange,
          },
          {
            id: 'status',
            label: T.colStatus,
            value: status,
            options: opcoesComTodos(STATUS_USUARIO, T.statusLabel),
            onChange: onStatusChange,
          },
        ]}
        onRefresh={onRefresh}
        refreshing={refreshing}
        onExport={onExport}
      />
      {loading && usuarios.length === 0 ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label={MSG.guard.carregando} />
        </div>
      ) : (
        <div className="md:overflow-x-auto md:rounded-md md:border md:border-border">
          {/* Slimmer cells: the eight columns fit beside the back office sidebar at 1280 px. */}
          <Table cartoes className="[&_td]:px-2.5 [&_th]:px-2.5">
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
              ) : usuarios.length === 0 ? (
                <TableEmpty colSpan={8}>{MSG.admin.nenhumUsuario}</TableEmpty>
              ) : (
                usuarios.map((u) => (
                  <UsuarioLinha
                    key={u.id}
                    usuario={u}
                    gerandoLink={gerandoLink}
                    onGerarLink={onGerarLinkAcesso ? gerarLink : undefined}
                    onDadosRepasse={onDadosRepasse}
                    onEditar={setEditando}
                    onExcluir={setExcluindo}
                  />
                ))
              )}
            </TableBody>
          </Table>
        </div>
      )}
      <Pagination pagina={pagina} totalPaginas={totalPaginas} onPaginaChange={onPaginaChange} />
      <EditarUsuarioDialog
        usuario={editando}
        onFechar={() => setEditando(null)}
        salvando={salvando}
        errosServidor={errosServidor}
        onSalvar={onSalvar}
        onDesbloquear={onDesbloquear}
        limitesLogin={limitesLogin}
        limitesLoginFalhou={limitesLoginFalhou}
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
