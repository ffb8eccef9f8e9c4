import { api, invalidar, useDadosRepasse, useLimitesLogin, useUsuariosPagina } from '@morada/api-client';
import {
  ACOES_API,
  csvUsuarios,
  MSG,
  MSG_REPASSE,
  nomeArquivoCsv,
  PERFIS,
  STATUS_USUARIO,
  type DadosRepasseEntrada,
  type Usuario,
  type UsuarioAtualizarInput,
} from '@morada/domain';
import { baixarCsv } from '@morada/ui/data-toolbar';
import { AdminUsuariosView, DadosRepasseDialog } from '@morada/ui/views/admin-usuarios';
import { useEffect, useState } from 'react';
import { errosDoServidor, toastErro, toastSucesso } from '../../lib/notificar';
import { useListaNaUrl } from '../../lib/use-lista-na-url';
import { usePaginaAdmin } from '../../lib/use-pagina-admin';
import { useLinkAcesso } from '../acesso/use-link-acesso';

export function UsuariosPage() {
  const lista = useListaNaUrl({ perfil: PERFIS, status: STATUS_USUARIO });
  const resposta = useUsuariosPagina(lista.consulta);
  const { data, error } = resposta;
  const listaProps = usePaginaAdmin(lista, resposta);
  const acesso = useLinkAcesso();
  const [salvando, setSalvando] = useState(false);
  const [errosServidor, setErrosServidor] = useState<Record<string, string> | undefined>();
  // The owner whose tax id and bank/PIX details are open in the dialog.
  const [dono, setDono] = useState<Usuario | null>(null);
  const dadosRepasse = useDadosRepasse(dono?.id);
  // The user open in the edit dialog: its sign-in limits are read while it is open.
  const [editando, setEditando] = useState<Usuario | null>(null);
  const limitesLogin = useLimitesLogin(editando?.id);
  useEffect(() => {
    if (error) toastErro(error, MSG.detalhe.erroTitulo, MSG.admin.carregarUsuarios, 'carregar os usuários');
  }, [error]);

  /**
   * Every user matching the filters, read page after page (limite 100), as one CSV. The text in the
   * box counts even if the typing pause has not sent it yet: the file matches what the admin asked.
   */
  const exportar = async () => {
    const { perfil, status } = lista.consulta;
    try {
      const todos = await api.usuarios.listar({ busca: lista.busca.trim() || undefined, perfil, status });
      baixarCsv(csvUsuarios(todos), nomeArquivoCsv('usuarios'));
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, MSG.admin.carregarUsuarios, 'carregar os usuários');
    }
  };

  const salvar = async (usuario: Usuario, dados: UsuarioAtualizarInput) => {
    setSalvando(true);
    setErrosServidor(undefined);
    try {
      await api.usuarios.atualizar(usuario.id, dados);
      toastSucesso(MSG.admin.usuarioAtualizado, dados.nome);
      await invalidar('usuarios');
      return true;
    } catch (e) {
      setErrosServidor(errosDoServidor(e));
      toastErro(e, MSG.detalhe.erroTitulo, MSG.admin.atualizarUsuario, 'atualizar o usuário');
      return false;
    } finally {
      setSalvando(false);
    }
  };

  const excluir = async (usuario: Usuario) => {
    try {
      await api.usuarios.excluir(usuario.id);
      toastSucesso(MSG.admin.usuarioExcluido, usuario.nome);
      await invalidar('usuarios');
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, MSG.admin.excluirUsuario, 'excluir o usuário');
      throw e;
    }
  };

  const desbloquear = async (usuario: Usuario) => {
    try {
      await api.usuarios.desbloquear(usuario.id);
      toastSucesso(MSG.admin.acessoDesbloqueado, usuario.nome);
      await limitesLogin.mutate();
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, MSG.admin.desbloquearUsuario, ACOES_API.desbloquearUsuario);
      throw e;
    }
  };

  const salvarDadosRepasse = async (dados: DadosRepasseEntrada) => {
    if (!dono) return;
    try {
      await api.repasses.dadosRepasse.salvar(dono.id, dados);
      toastSucesso(MSG_REPASSE.avisos.dadosSalvos, dono.nome);
      await Promise.all([dadosRepasse.mutate(), invalidar('repasses')]);
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, MSG_REPASSE.falhas.dadosRepasse, ACOES_API.salvarDadosRepasse);
      throw e;
    }
  };

  return (
    <>
      <AdminUsuariosView
        usuarios={data?.dados ?? []}
        {...listaProps}
        perfil={lista.filtros.perfil}
        onPerfilChange={(v) => lista.setFiltro('perfil', v)}
        status={lista.filtros.status}
        onStatusChange={(v) => lista.setFiltro('status', v)}
        onExport={exportar}
        onSalvar={salvar}
        salvando={salvando}
        errosServidor={errosServidor}
        onExcluir={excluir}
        onDesbloquear={desbloquear}
        limitesLogin={limitesLogin.data}
        limitesLoginFalhou={Boolean(limitesLogin.error)}
        onGerarLinkAcesso={(u) => acesso.gerar(u.id)}
        gerandoLink={acesso.gerando}
        linkAcesso={acesso.link}
        onFecharLinkAcesso={acesso.fechar}
        agencia={acesso.agencia}
        // Errors the server sent belong to one attempt: a dialog opening or closing starts clean.
        onEditandoChange={(usuario) => {
          setErrosServidor(undefined);
          setEditando(usuario);
        }}
        onDadosRepasse={setDono}
      />
      <DadosRepasseDialog
        usuario={dono}
        dados={dadosRepasse.error ? null : dadosRepasse.data}
        onSalvar={salvarDadosRepasse}
        onOpenChange={(aberto) => !aberto && setDono(null)}
        errosDoErro={errosDoServidor}
      />
    </>
  );
}
