import { api, invalidar, useTodosImoveis } from '@morada/api-client';
import { MSG, type Imovel } from '@morada/domain';
import { AdminImoveisView } from '@morada/ui/views/admin-imoveis';
import { useEffect, useState } from 'react';
import { toastErro, toastSucesso } from '../../lib/notificar';

export function ImoveisPage() {
  // The admin list loads every property (page after page) and filters on screen (spec §9 rules).
  const { data, error, isLoading, mutate } = useTodosImoveis();
  const [refreshing, setRefreshing] = useState(false);
  useEffect(() => {
    if (error) toastErro(error, MSG.detalhe.erroTitulo, MSG.admin.carregarImoveis, 'carregar os imóveis');
  }, [error]);

  const excluir = async (imovel: Imovel) => {
    try {
      await api.imoveis.excluir(imovel.id);
      toastSucesso(MSG.admin.imovelExcluido, imovel.titulo);
      await invalidar('imoveis');
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, MSG.admin.excluirImovel, 'excluir o imóvel');
      throw e;
    }
  };

  return (
    <AdminImoveisView
      imoveis={data ?? []}
      loading={isLoading}
      refreshing={refreshing}
      onRefresh={async () => {
        setRefreshing(true);
        try {
          await mutate();
        } finally {
          setRefreshing(false);
        }
      }}
      onExcluir={excluir}
    />
  );
}
