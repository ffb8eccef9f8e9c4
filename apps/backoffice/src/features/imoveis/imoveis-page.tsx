import { api, invalidar, useImoveis } from '@morada/api-client';
import { MSG, type Imovel } from '@morada/domain';
import { AdminImoveisView } from '@morada/ui/views/admin-imoveis';
import { useEffect, useState } from 'react';
import { toastErro, toastSucesso } from '../../lib/notificar';

/** The admin list loads every property once and filters on screen (spec §9 search rules). */
export const FILTRO_ADMIN = { limite: 1000 } as const;

export function ImoveisPage() {
  const { data, error, isLoading, mutate } = useImoveis(FILTRO_ADMIN);
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
      imoveis={data?.dados ?? []}
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
