import {
  isApiError,
  siteApi,
  useBoletos,
  useLocatarioAcerto,
  useLocatarioResumo,
  useSession,
} from '@morada/api-client/site';
import { MSG_LOCATARIO, MSG_ACESSO, MSG_SITE, type AlterarSenhaInput } from '@morada/domain';
import { toast } from '@morada/ui/toast';
import { LocatarioView } from '@morada/ui/views/locatario';
import { useEffect, useState } from 'react';
import { RequirePerfil } from '../../features/auth/require-perfil';
import { AbaChamadosLocatarioSobDemanda } from '../../features/chamados/sob-demanda';
import { AbaVistoriasLocatarioSobDemanda } from '../../features/vistorias/sob-demanda';
import { AssinaturasPendentesSobDemanda } from '../../features/assinaturas/sob-demanda';
import { copiarTexto } from '../../features/locatario/copiar-texto';
import { useDownloads } from '../../features/downloads/use-downloads';

function AreaLocatario() {
  const { usuario, alterarSenha } = useSession();
  const [erroSenhaAtual, setErroSenhaAtual] = useState<string | undefined>();
  const resumo = useLocatarioResumo();
  const boletos = useBoletos(usuario?.id);
  // The rescisão's charge or amount to receive: a failure here only hides that card.
  const acerto = useLocatarioAcerto();
  const { baixandoId, baixarBoleto, baixarDocumento } = useDownloads();
  const erro = resumo.error ?? boletos.error;

  useEffect(() => {
    if (erro && erro.status !== 401) {
      toast({
        title: MSG_LOCATARIO.locatario.erroCarregar,
        description: erro.mensagem,
        variant: 'destructive',
      });
    }
  }, [erro]);

  const marcarLida = async (id: string) => {
    // Optimistic: the highlight goes at once; the server's answer then confirms it.
    const atual = resumo.data;
    if (atual) {
      void resumo.mutate(
        { ...atual, notificacoes: atual.notificacoes.map((n) => (n.id === id ? { ...n, lida: true } : n)) },
        { revalidate: false },
      );
    }
    try {
      await siteApi.locatario.marcarLida(id);
    } catch (e) {
      // The revalidation below puts the highlight back; the tenant is told why.
      const mensagem = isApiError(e) ? e.mensagem : MSG_LOCATARIO.locatario.erroCarregar;
      toast({ title: mensagem, variant: 'destructive' });
    } finally {
      void resumo.mutate();
    }
  };

  /** The view says 'Copiado' beside the button; only a failure needs a toast. */
  const copiar = async (texto: string) => {
    const copiou = await copiarTexto(texto);
    // Nothing could reach the clipboard: show the code so it can be copied by hand.
    if (!copiou) toast({ title: MSG_SITE.copiarLinha, description: texto, variant: 'destructive' });
    return copiou;
  };

  const trocarSenha = async (dados: AlterarSenhaInput) => {
    setErroSenhaAtual(undefined);
    try {
      await alterarSenha(dados);
    } catch (e) {
      setErroSenhaAtual(isApiError(e) ? e.errosPorCampo.senhaAtual : undefined);
      const mensagem = isApiError(e) ? e.mensagem : undefined;
      toast({ title: MSG_ACESSO.erroAlterarSenha, description: mensagem, variant: 'destructive' });
      throw e;
    }
    toast({
      title: MSG_ACESSO.senhaAlterada,
      description: MSG_ACESSO.senhaAlteradaDescricao,
      variant: 'success',
    });
  };

  return (
    <LocatarioView
      nome={usuario?.nome}
      resumo={resumo.data}
      boletos={boletos.data}
      acerto={acerto.data}
      isLoading={resumo.isLoading || boletos.isLoading}
      erro={erro && erro.status !== 401 ? erro.mensagem : null}
      baixandoId={baixandoId}
      onDownloadBoleto={(b) => void baixarBoleto(b)}
      onDownloadDocumento={(d) => void baixarDocumento(d)}
      onMarkRead={(id) => void marcarLida(id)}
      onCopiar={copiar}
      onAlterarSenha={trocarSenha}
      erroSenhaAtual={erroSenhaAtual}
      abaChamados={<AbaChamadosLocatarioSobDemanda />}
      abaVistorias={<AbaVistoriasLocatarioSobDemanda />}
      assinaturasPendentes={<AssinaturasPendentesSobDemanda />}
    />
  );
}

export function Component() {
  return (
    <RequirePerfil perfil="inquilino">
      <AreaLocatario />
    </RequirePerfil>
  );
}
