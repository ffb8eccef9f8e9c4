import { api, invalidar, useConfiguracoes, useDashboard } from '@morada/api-client';
import { AGENCIA, MSG, type Vencimento } from '@morada/domain';
import { baixarCsv } from '@morada/ui/data-toolbar';
import { toast } from '@morada/ui/toast';
import { AdminDashboardView } from '@morada/ui/views/admin-dashboard';
import { useEffect, useRef, useState } from 'react';
import { hrefDoAlvo } from '../../config/paths';
import { avisarEnvioDoRelatorio, avisarEnvioDosAvisos, toastErro, toastSucesso } from '../../lib/notificar';

const D = MSG.dashboard;

export function DashboardPage() {
  const { data, error, isLoading, mutate } = useDashboard();
  const { data: config } = useConfiguracoes();
  const [refreshing, setRefreshing] = useState(false);
  const [cobrando, setCobrando] = useState(false);
  const [gerandoRelatorio, setGerandoRelatorio] = useState(false);
  const [lembrete, setLembrete] = useState<string | null>(null);
  const avisouErro = useRef(false);

  // Section 8: a failed first load toasts once, then the retry screen stays.
  useEffect(() => {
    if (error && !data && !avisouErro.current) {
      avisouErro.current = true;
      toast({ title: D.erroCarregar, description: D.erroCarregarDescricao, variant: 'destructive' });
    }
    if (data) avisouErro.current = false;
  }, [error, data]);

  const atualizar = async () => {
    setRefreshing(true);
    try {
      // Read directly so a failure is known here (SWR's revalidation would swallow it).
      const novos = await api.dashboard.obter();
      await mutate(novos, { revalidate: false });
      toastSucesso(D.atualizados, D.atualizadosDescricao);
    } catch {
      toast({ title: D.erroAtualizar, description: D.erroAtualizarDescricao, variant: 'destructive' });
    } finally {
      setRefreshing(false);
    }
  };

  const enviarCobrancas = async () => {
    setCobrando(true);
    try {
      const r = await api.dashboard.enviarCobrancas();
      avisarEnvioDosAvisos('cobrancas', r, D.cobrancasEnviadasDescricao(r.avisos));
      void invalidar('dashboard');
    } catch {
      toast({ title: D.erroCobrancas, description: D.erroCobrancasDescricao, variant: 'destructive' });
    } finally {
      setCobrando(false);
    }
  };

  const relatorio = async () => {
    setGerandoRelatorio(true);
    try {
      const r = await api.dashboard.relatorio();
      // The server e-mails the report and also answers with it: offer the same CSV here.
      if (r.csv) baixarCsv(r.csv, r.arquivo || 'relatorio.csv');
      avisarEnvioDoRelatorio(r);
    } catch (e) {
      toastErro(e, MSG.adminUi.dashboard.erroRelatorio, MSG.adminUi.dashboard.erroRelatorio);
    } finally {
      setGerandoRelatorio(false);
    }
  };

  const enviarLembrete = async (v: Vencimento) => {
    setLembrete(v.pagamentoId);
    try {
      const r = await api.pagamentos.lembrete(v.pagamentoId);
      avisarEnvioDosAvisos('lembrete', r, `${v.contrato} — ${v.inquilino}`);
    } catch (e) {
      toastErro(e, MSG.adminUi.dashboard.erroLembrete, MSG.adminUi.dashboard.erroLembrete);
    } finally {
      setLembrete(null);
    }
  };

  return (
    <AdminDashboardView
      agenciaNome={config?.nome ?? AGENCIA.nome}
      agenciaSite={config?.site ?? AGENCIA.site}
      dados={data}
      loading={isLoading}
      onRetry={() => {
        // A failed retry must toast again.
        avisouErro.current = false;
        void mutate();
      }}
      refreshing={refreshing}
      onRefresh={atualizar}
      onCobrancas={enviarCobrancas}
      cobrancasBusy={cobrando}
      onRelatorio={relatorio}
      relatorioBusy={gerandoRelatorio}
      onLembrete={enviarLembrete}
      lembreteEnviando={lembrete}
      hrefDoAlvo={hrefDoAlvo}
    />
  );
}
