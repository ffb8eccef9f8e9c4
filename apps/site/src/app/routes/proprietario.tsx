import { isApiError, siteApi, useNotificacoes, usePainelProprietario } from '@morada/api-client/site';
import { hojeNaAgencia, MSG } from '@morada/domain';
import { toast } from '@morada/ui/toast';
import { ProprietarioView } from '@morada/ui/views/proprietario';
import { RequirePerfil } from '../../features/auth/require-perfil';

/** The owner's portal: their properties, contracts, payments, repasses and notifications. */
function AreaProprietario() {
  const painel = usePainelProprietario();
  const notificacoes = useNotificacoes();
  const erro = painel.error ?? notificacoes.error;

  const marcarLida = async (id: string) => {
    // Optimistic: the highlight goes at once; the server's answer then confirms it.
    const atual = notificacoes.data;
    if (atual) {
      void notificacoes.mutate(
        atual.map((n) => (n.id === id ? { ...n, lida: true } : n)),
        { revalidate: false },
      );
    }
    try {
      await siteApi.notificacoes.marcarLida(id);
    } catch (e) {
      toast({ title: isApiError(e) ? e.mensagem : MSG.locatario.erroCarregar, variant: 'destructive' });
    } finally {
      void notificacoes.mutate();
    }
  };

  return (
    <ProprietarioView
      painel={painel.data}
      erro={erro && erro.status !== 401 ? erro.mensagem : null}
      onRetry={() => {
        void painel.mutate();
        void notificacoes.mutate();
      }}
      notificacoes={notificacoes.data}
      onMarcarLida={(id) => void marcarLida(id)}
      hoje={hojeNaAgencia()}
    />
  );
}

export function Component() {
  return (
    <RequirePerfil perfil="proprietario">
      <AreaProprietario />
    </RequirePerfil>
  );
}
