import {
  api,
  invalidar,
  useEmails,
  useMensagensContato,
  useBuscaOpcoes,
  useNotificacoesEnviadas,
} from '@morada/api-client';
import { MSG, resumirEnvios, type MensagemContato, type NotificacaoJuridicaEntrada } from '@morada/domain';
import { AdminNotificacoesView } from '@morada/ui/views/admin-notificacoes';
import { useEffect, useState } from 'react';
import { avisarEnvioDosAvisos, toastErro } from '../../lib/notificar';
import { useLinkAcesso } from '../acesso/use-link-acesso';

const T = MSG.adminUi.notificacoes;

export function NotificacoesPage() {
  const mensagens = useMensagensContato();
  const enviadas = useNotificacoesEnviadas();
  const emails = useEmails();
  // The tenant is searched on the server (100k users), not loaded whole.
  const inquilinos = useBuscaOpcoes('inquilino');
  const acesso = useLinkAcesso();
  const [marcando, setMarcando] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const erro = mensagens.error ?? enviadas.error ?? emails.error;
  useEffect(() => {
    if (erro) toastErro(erro, T.erroCarregar, T.erroCarregar);
  }, [erro]);

  const marcar = async (m: MensagemContato) => {
    setMarcando(m.id);
    try {
      await api.contato.marcarTratada(m.id, true);
      await invalidar('contato');
    } catch (e) {
      toastErro(e, T.erroMarcar, T.erroMarcar);
    } finally {
      setMarcando(null);
    }
  };

  const enviar = async (dados: NotificacaoJuridicaEntrada): Promise<boolean> => {
    setEnviando(true);
    try {
      const r = await api.juridico.notificar(dados);
      avisarEnvioDosAvisos(
        'notificacao',
        { avisos: 1, emails: resumirEnvios([r.email]) },
        T.enviadaDescricao(r.enviadoPara),
      );
      await invalidar('notificacoes');
      return true;
    } catch (e) {
      toastErro(e, T.erroEnviar, T.erroEnviar);
      return false;
    } finally {
      setEnviando(false);
    }
  };

  return (
    <AdminNotificacoesView
      destinatarios={inquilinos}
      onEnviarNotificacao={enviar}
      enviando={enviando}
      mensagens={mensagens.data ?? []}
      enviadas={enviadas.data ?? []}
      emails={emails.data ?? []}
      loading={mensagens.isLoading || enviadas.isLoading || emails.isLoading}
      loadFailed={{
        mensagens: Boolean(mensagens.error) && !mensagens.data,
        enviadas: Boolean(enviadas.error) && !enviadas.data,
        emails: Boolean(emails.error) && !emails.data,
      }}
      onRetry={() => {
        for (const lista of [mensagens, enviadas, emails]) if (lista.error) void lista.mutate();
      }}
      onMarcarTratada={marcar}
      onGerarLinkAcesso={(m) => (m.usuarioId ? acesso.gerar(m.usuarioId) : Promise.resolve())}
      gerandoLink={acesso.gerando}
      linkAcesso={acesso.link}
      onFecharLinkAcesso={acesso.fechar}
      agencia={acesso.agencia}
      marcando={marcando}
    />
  );
}
