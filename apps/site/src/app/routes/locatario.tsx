import { api, useBoletos, useLocatarioResumo, useSession } from '@morada/api-client';
import { MSG, MSG_SITE, TOAST_DURACAO } from '@morada/domain';
import { toast } from '@morada/ui/toast';
import { LocatarioView } from '@morada/ui/views/locatario';
import { useEffect } from 'react';
import { RequireInquilino } from '../../features/auth/require-inquilino';
import { useDownloads } from '../../features/locatario/use-downloads';

function AreaLocatario() {
  const { usuario } = useSession();
  const resumo = useLocatarioResumo();
  const boletos = useBoletos(usuario?.id);
  const { baixandoId, baixarBoleto, baixarDocumento } = useDownloads();
  const erro = resumo.error ?? boletos.error;

  useEffect(() => {
    if (erro && erro.status !== 401) {
      toast({ title: MSG.locatario.erroCarregar, description: erro.mensagem, variant: 'destructive' });
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
      await api.locatario.marcarLida(id);
    } finally {
      void resumo.mutate();
    }
  };

  const copiar = (linha: string) => {
    void navigator.clipboard?.writeText(linha).then(
      () => toast({ title: MSG_SITE.linhaCopiada, duration: TOAST_DURACAO.download }),
      () => undefined,
    );
  };

  return (
    <LocatarioView
      nome={usuario?.nome}
      resumo={resumo.data}
      boletos={boletos.data}
      isLoading={resumo.isLoading || boletos.isLoading}
      erro={erro && erro.status !== 401 ? erro.mensagem : null}
      baixandoId={baixandoId}
      onDownloadBoleto={(b) => void baixarBoleto(b)}
      onDownloadDocumento={(d) => void baixarDocumento(d)}
      onMarkRead={(id) => void marcarLida(id)}
      onCopyLinha={copiar}
    />
  );
}

export function Component() {
  return (
    <RequireInquilino>
      <AreaLocatario />
    </RequireInquilino>
  );
}
