import { MSG, type Dashboard, type Vencimento } from '@morada/domain';
import { FileText, RefreshCw, Send } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../components/button';
import { DelinquencyBanner } from '../../components/dashboard-banner';
import { DashboardCards } from '../../components/dashboard-cards';
import { CategoryRevenue } from '../../components/dashboard-categorias';
import { OccupancyDonut, RevenueByTypeChart, RevenueChart } from '../../components/dashboard-charts';
import { AlertsList, type HrefDoAlvo } from '../../components/dashboard-alertas';
import { DueDates } from '../../components/dashboard-vencimentos';
import { QuickActions } from '../../components/dashboard-acoes';
import { BellBadge } from '../../components/dashboard-sino';
import { Spinner } from '../../components/spinner';

const D = MSG.dashboard;

type AdminDashboardViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Nome da imobiliária, no cabeçalho do painel. */
  agenciaNome: string;
  /** Site da imobiliária, no cabeçalho do painel. */
  agenciaSite: string;
  /** Os dados do painel; `undefined` enquanto carregam ou depois de uma falha. */
  dados: Dashboard | undefined;
  /** O painel está carregando pela primeira vez. */
  loading: boolean;
  /** “Tentar novamente” depois de uma falha ao carregar. */
  onRetry: () => void;
  /** Atualizando: os dados continuam na tela e o botão mostra “Atualizando...”. */
  refreshing?: boolean;
  /** “Atualizar”: recarrega o painel. */
  onRefresh: () => void;
  /** “Relatório” nas ações rápidas. */
  onRelatorio: () => void;
  /** O relatório está sendo gerado: o botão mostra “Gerando...”. */
  relatorioBusy?: boolean;
  /** “Enviar Cobranças” (ações rápidas e faixa de inadimplência). */
  onCobrancas: () => void;
  /** As cobranças estão sendo enviadas: o botão mostra “Enviando...”. */
  cobrancasBusy?: boolean;
  /** “Lembrete” de um vencimento. */
  onLembrete: (v: Vencimento) => void;
  /** `pagamentoId` do lembrete que está sendo enviado, para desabilitar o botão dele. */
  lembreteEnviando?: string | null;
  /** A URL do app para o contrato, os pagamentos, a garantia ou o processo de um alerta (sino e lista). */
  hrefDoAlvo?: HrefDoAlvo;
};

/**
 * Tela /admin (painel): cabeçalho, cartões de resumo, aviso de inadimplência, gráficos, alertas, próximos
 * vencimentos e ações rápidas.
 */
function AdminDashboardView({
  agenciaNome,
  agenciaSite,
  dados,
  loading,
  onRetry,
  refreshing = false,
  onRefresh,
  onRelatorio,
  relatorioBusy = false,
  onCobrancas,
  cobrancasBusy = false,
  onLembrete,
  lembreteEnviando = null,
  hrefDoAlvo,
  className,
  ...props
}: AdminDashboardViewProps) {
  if (loading && !dados) {
    return (
      <div className="flex min-h-80 items-center justify-center">
        <Spinner label={D.carregando} />
      </div>
    );
  }
  if (!dados) {
    return (
      <div className="flex min-h-80 flex-col items-center justify-center gap-4 text-center">
        <p className="text-lg font-semibold">{D.erroCarregar}</p>
        <Button type="button" onClick={onRetry}>
          {D.tentarNovamente}
        </Button>
      </div>
    );
  }
  return (
    <div data-slot="admin-dashboard" className={cn('space-y-6', className)} {...props}>
      <header className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{agenciaNome}</h1>
          <p className="text-sm text-muted-foreground">{agenciaSite}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" variant="outline" onClick={onRefresh} disabled={refreshing}>
            <RefreshCw className={cn('size-4', refreshing && 'animate-spin')} aria-hidden />
            {refreshing ? D.atualizando : D.atualizar}
          </Button>
          <Button type="button" variant="outline" onClick={onRelatorio} disabled={relatorioBusy}>
            <FileText className="size-4" aria-hidden />
            {D.relatorio}
          </Button>
          <Button type="button" onClick={onCobrancas} disabled={cobrancasBusy}>
            <Send className="size-4" aria-hidden />
            {D.cobrancas}
          </Button>
          <BellBadge alertas={dados.alertas} hrefDoAlvo={hrefDoAlvo} />
        </div>
      </header>
      <DashboardCards
        estatisticas={dados.estatisticas}
        tendencias={dados.tendencias}
        receitaAdministracao={dados.receitaAdministracao}
        repassesSemana={dados.repassesSemana}
      />
      <DelinquencyBanner
        taxaInadimplencia={dados.estatisticas.taxaInadimplencia}
        onEnviarCobrancas={onCobrancas}
        busy={cobrancasBusy}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <RevenueChart data={dados.graficos.receitaData} />
        <OccupancyDonut data={dados.graficos.ocupacaoData} />
        <RevenueByTypeChart data={dados.graficos.tipoImovelData} />
        <CategoryRevenue data={dados.graficos.receitaPorCategoria} />
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <AlertsList alertas={dados.alertas} hrefDoAlvo={hrefDoAlvo} />
        <DueDates
          vencimentos={dados.proximosVencimentos}
          onLembrete={onLembrete}
          lembreteEnviando={lembreteEnviando}
        />
      </div>
      <QuickActions
        onEnviarCobrancas={onCobrancas}
        onRelatorio={onRelatorio}
        cobrancasBusy={cobrancasBusy}
        relatorioBusy={relatorioBusy}
      />
    </div>
  );
}

export { AdminDashboardView };
export type { AdminDashboardViewProps };
