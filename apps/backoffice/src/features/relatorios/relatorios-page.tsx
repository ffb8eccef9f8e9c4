import { api, useConfiguracoes, useDashboard } from '@morada/api-client';
import { dataISO, MSG } from '@morada/domain';
import { AdminRelatoriosView } from '@morada/ui/views/admin-relatorios';
import { useEffect, useState } from 'react';
import { toastErro, toastSucesso } from '../../lib/notificar';

export function RelatoriosPage() {
  const { data, error, isLoading } = useDashboard();
  const { data: config } = useConfiguracoes();
  const [enviando, setEnviando] = useState(false);
  useEffect(() => {
    if (error) toastErro(error, MSG.dashboard.erroCarregar, MSG.dashboard.erroCarregarDescricao);
  }, [error]);
  return (
    <AdminRelatoriosView
      dados={data}
      loading={isLoading}
      hoje={dataISO()}
      enviando={enviando}
      onEnviar={async () => {
        setEnviando(true);
        try {
          const r = await api.dashboard.relatorio();
          toastSucesso(MSG.dashboard.relatorioEnviado, MSG.dashboard.relatorioEnviadoDescricao(String(r?.destinatario ?? config?.emailAdministracao ?? '')));
        } catch (e) {
          toastErro(e, MSG.adminUi.dashboard.erroRelatorio, MSG.adminUi.dashboard.erroRelatorio);
        } finally {
          setEnviando(false);
        }
      }}
    />
  );
}
