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
import { useState } from 'react';
import { opcoesComTodos } from '../../components/data-toolbar';
import { useRotas } from '../../components/link';
import { LinkAcessoDialog } from '../../components/link-acesso';
import { ConfirmarAcao } from '../partes/confirmacao';
import { ListaAdmin, type ListaAdminViewProps } from '../partes/lista-admin';
import { TabelaAdmin } from '../../components/table/tabela-lista';
import { useAcaoConfirmada } from '../partes/use-acao-confirmada';
import { EditarUsuarioDialog } from './editar-usuario-dialog';
import { UsuarioLinha } from './usuario-linha';

const T = MSG.adminUi.usuarios;

type AdminUsuariosViewProps = ListaAdminViewProps & {
  /** Linhas da página exibida (o servidor filtra e pagina). */
  usuarios: readonly Usuario[];
  /** `'todos'` ou um perfil. */
  perfil: string;
  /** O filtro de perfil mudou. */
  onPerfilChange: (perfil: string) => void;
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
  perfil,
  onPerfilChange,
  loading,
  loadFailed = false,
  onRetry,
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
  ...lista
}: AdminUsuariosViewProps) {
  const rotas = useRotas();
  const [editando, setEditandoLocal] = useState<Usuario | null>(null);
  const setEditando = (usuario: Usuario | null) => {
    setEditandoLocal(usuario);
    onEditandoChange?.(usuario);
  };
  const exclusao = useAcaoConfirmada(onExcluir);
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

  return (
    <ListaAdmin
      data-slot="admin-usuarios"
      titulo={MSG.admin.gestaoUsuarios}
      contagem={T.contagem}
      novo={{ href: rotas.admin.usuarioNovo, rotulo: MSG.admin.novoUsuario }}
      buscaPlaceholder={T.buscaPlaceholder}
      filtros={[
        {
          id: 'perfil',
          label: T.colPerfil,
          value: perfil,
          options: opcoesComTodos(PERFIS, PERFIL_LABEL),
          onChange: onPerfilChange,
        },
      ]}
      filtroStatus={{ label: T.colStatus, options: opcoesComTodos(STATUS_USUARIO, T.statusLabel) }}
      dialogos={
        <>
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
          <ConfirmarAcao
            acao={exclusao}
            titulo={T.excluirTitulo}
            descricao={(u) => T.excluirDescricao(u?.nome ?? '')}
          />
        </>
      }
      {...lista}
    >
      {/* Slimmer cells: the eight columns fit beside the back office sidebar at 1280 px. */}
      <TabelaAdmin
        carregando={loading}
        className="[&_td]:px-2.5 [&_th]:px-2.5"
        colunas={[
          { titulo: T.colNome },
          { titulo: T.colEmail },
          { titulo: T.colTelefone },
          { titulo: T.colPerfil },
          { titulo: T.colStatus },
          { titulo: T.colCadastro, className: 'whitespace-normal' },
          { titulo: T.colAcesso, className: 'whitespace-normal' },
          { titulo: T.colAcoes, fixo: 'fim' },
        ]}
        quantidade={usuarios.length}
        falha={{ ativo: loadFailed, mensagem: MSG.admin.carregarUsuarios, onRetry }}
        vazio={MSG.admin.nenhumUsuario}
      >
        {usuarios.map((u) => (
          <UsuarioLinha
            key={u.id}
            usuario={u}
            gerandoLink={gerandoLink}
            onGerarLink={onGerarLinkAcesso ? gerarLink : undefined}
            onDadosRepasse={onDadosRepasse}
            onEditar={setEditando}
            onExcluir={exclusao.setAlvo}
          />
        ))}
      </TabelaAdmin>
    </ListaAdmin>
  );
}

export { AdminUsuariosView };
export type { AdminUsuariosViewProps };
