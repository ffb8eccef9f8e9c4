import { api, invalidar, useEmails, useMensagensContato, useNotificacoesEnviadas } from '@morada/api-client';
import { MSG, type MensagemContato } from '@morada/domain';
import { AdminNotificacoesView } from '@morada/ui/views/admin-notificacoes';
import { useEffect, useState } from 'react';
import { toastErro } from '../../lib/notificar';

const T = MSG.adminUi.notificacoes;

export function NotificacoesPage() {
  const mensagens = useMensagensContato();
  const enviadas = useNotificacoesEnviadas();
  const emails = useEmails();
  const [marcando, setMarcando] = useState<string | null>(null);
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

  return (
    <AdminNotificacoesView
      mensagens={mensagens.data ?? []}
      enviadas={enviadas.data ?? []}
      emails={emails.data ?? []}
      loading={mensagens.isLoading || enviadas.isLoading || emails.isLoading}
      onMarcarTratada={marcar}
      marcando={marcando}
    />
  );
}
