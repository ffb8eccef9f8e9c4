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
    /** Linhas da página exibida (o servidor filtra e pagina). */
    usuarios: readonly Usuario[];
    /** Quantos usuários atendem aos filtros, em todas as páginas: o número no selo de contagem. */
    total: number;
    /** `'todos'` ou um perfil. */
    perfil: string;
    /** O filtro de perfil mudou. */
    onPerfilChange: (perfil: string) => void;
    /** `'todos'` ou um status. */
    status: string;
    /** O filtro de status mudou. */
    onStatusChange: (status: string) => void;
    /**
     * Baixa em CSV todos os usuários que atendem aos filtros (o app lê todas as páginas); o app mostra os
     * erros.
     */
    onExport: () => Promise<unknown>;
    /** A lista está carregando pela primeira vez. */
    loading: boolean;
    /**
     * A lista não pôde ser carregada: uma linha de erro com “tentar novamente” substitui o texto de lista
     * vazia.
     */
    loadFailed?: boolean;
    /** “Tentar novamente” depois de uma falha ao carregar. */
    onRetry?: () => void;
    /** Atualizando: os dados continuam na tela e o botão mostra “Atualizando...”. */
    refreshing?: boolean;
    /** “Atualizar”: recarrega a lista. */
    onRefresh: () => void;
    /** Resolve `true` quando salvo (o diálogo fecha). */
    onSalvar: (usuario: Usuario, dados: UsuarioAtualizarInput) => Promise<boolean>;
    /** Salvando: o botão do diálogo mostra “Salvando...” e fica desabilitado. */
    salvando?: boolean;
    /** `{ campo: mensagem }` devolvidos pelo servidor, mostrados no diálogo de edição. */
    errosServidor?: Record<string, string>;
    /** Exclui um usuário depois da confirmação. */
    onExcluir: (usuario: Usuario) => Promise<unknown>;
    /** Remove os limites de login do usuário (oferecido no diálogo de edição); o app mostra o resultado. */
    onDesbloquear?: (usuario: Usuario) => Promise<unknown>;
    /** Limites de login do usuário em edição (o app os lê quando o diálogo abre). */
    limitesLogin?: LimitesLogin;
    /** Os limites de login não puderam ser lidos: o diálogo avisa, e o desbloqueio continua disponível. */
    limitesLoginFalhou?: boolean;
    /** O diálogo de edição abriu (com o usuário) ou fechou: o app descarta erros antigos do servidor. */
    onEditandoChange?: (usuario: Usuario | null) => void;
    /**
     * Gera um link de acesso: o convite de um usuário pendente ou um link de nova senha para um ativo
     * (oferecido em cada linha e no diálogo de edição). O app mostra os erros e define `linkAcesso`.
     */
    onGerarLinkAcesso?: (usuario: Usuario) => Promise<unknown>;
    /** Id do usuário cujo link está sendo gerado. */
    gerandoLink?: string | null;
    /** O link recém-gerado, mostrado uma única vez no seu diálogo; `null` fecha o diálogo. */
    linkAcesso?: LinkAcesso | null;
    /** O diálogo do link de acesso foi fechado. */
    onFecharLinkAcesso?: () => void;
    /** Nome da imobiliária, usado no texto do WhatsApp do link. */
    agencia?: string;
    /**
     * Abre os dados de repasse de um proprietário (`DadosRepasseDialog`): ação só nas linhas de perfil
     * “proprietario”.
     */
    onDadosRepasse?: (usuario: Usuario) => void;
  };

/**
 * Tela “Gestão de Usuários”: lista paginada com busca e filtros de perfil e status, exportação em CSV,
 * edição, desbloqueio de login, links de acesso e dados de repasse dos proprietários.
 */
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
