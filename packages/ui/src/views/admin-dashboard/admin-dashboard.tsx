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
  agenciaNome: string;
  agenciaSite: string;
  dados: Dashboard | undefined;
  loading: boolean;
  onRetry: () => void;
  refreshing?: boolean;
  onRefresh: () => void;
  onRelatorio: () => void;
  relatorioBusy?: boolean;
  onCobrancas: () => void;
  cobrancasBusy?: boolean;
  onLembrete: (v: Vencimento) => void;
  lembreteEnviando?: string | null;
  /** The app's URL for an alert's contract, payments, guarantee or legal case (bell and list). */
  hrefDoAlvo?: HrefDoAlvo;
};

/** /admin: header, cards, delinquency banner, charts, alerts, due dates and quick actions. */
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
