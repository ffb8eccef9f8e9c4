import { api, invalidar, isApiError, mensagensDaRecusa, usePortais } from '@morada/api-client';
import { MSG_PORTAIS_UI, type ImovelPortal } from '@morada/domain';
import { AdminPortaisView, type AdminPortaisViewProps } from '@morada/ui/views/admin-portais';
import { useEffect, useState } from 'react';
import { toastErro, toastSucesso } from '../../lib/notificar';

const T = MSG_PORTAIS_UI;

/**
 * /admin/portais: the feed's address (copy, or a new one that invalidates the old) and each
 * property's "Publicar nos portais". After every save the list is read again before the checkbox
 * is released, so the figures on screen (in the feed, pendências) are the server's.
 */
export function PortaisPage() {
  const { data, error, isLoading, mutate } = usePortais();
  const [salvando, setSalvando] = useState<string | null>(null);
  const [erro, setErro] = useState<AdminPortaisViewProps['erro']>(null);
  useEffect(() => {
    if (error) toastErro(error, T.erroCarregar, T.erroCarregar, T.acoes.listar);
  }, [error]);

  const publicar = async (imovel: ImovelPortal, publicarNosPortais: boolean) => {
    setSalvando(imovel.id);
    setErro(null);
    try {
      await api.portais.publicar(imovel.id, publicarNosPortais);
      toastSucesso(publicarNosPortais ? T.publicado : T.retirado, imovel.titulo);
    } catch (e) {
      // 422: the reasons go beside the property; anything else is a toast.
      if (isApiError(e) && e.status === 422)
        setErro({ imovelId: imovel.id, mensagens: mensagensDaRecusa(e) });
      else toastErro(e, T.erroSalvar, T.erroSalvar, T.acoes.publicar);
    } finally {
      await invalidar('portais');
      setSalvando(null);
    }
  };

  const gerarNovoEndereco = async () => {
    try {
      await api.portais.gerarToken();
      toastSucesso(T.feed.gerado, T.feed.geradoDetalhe);
      await invalidar('portais');
    } catch (e) {
      toastErro(e, T.feed.erroGerar, T.feed.erroGerar, T.acoes.gerarToken);
      throw e;
    }
  };

  return (
    <AdminPortaisView
      imoveis={data?.imoveis ?? []}
      urlFeed={data?.urlFeed}
      loading={isLoading}
      loadFailed={!!error && !data}
      onRetry={() => void mutate()}
      salvando={salvando}
      erro={erro}
      onPublicar={(imovel, p) => void publicar(imovel, p)}
      onGerarNovoEndereco={gerarNovoEndereco}
    />
  );
}
