import {
  formatBRL,
  formatPercent,
  formatVariacao,
  MSG,
  type Estatisticas,
  type Tendencias,
} from '@morada/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import {
  Building2,
  DollarSign,
  FileText,
  Percent,
  TrendingDown,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Card, CardContent, CardHeader, CardTitle } from '../card';

const trendVariants = cva('inline-flex items-center gap-1 text-xs font-medium', {
  variants: {
    direction: {
      up: 'text-emerald-700 dark:text-emerald-400',
      down: 'text-red-700 dark:text-red-400',
    },
  },
  defaultVariants: { direction: 'up' },
});

type TrendProps = ComponentProps<'span'> & VariantProps<typeof trendVariants> & { valor: number };

/** Arrow + signed percent of the month-over-month change (DESIGN §2: computed, shown as the spec). */
function Trend({ valor, className, ...props }: TrendProps) {
  const direction = valor < 0 ? 'down' : 'up';
  const Icon = direction === 'up' ? TrendingUp : TrendingDown;
  return (
    <span
      data-slot="trend"
      data-direction={direction}
      className={cn(trendVariants({ direction }), className)}
      {...props}
    >
      <Icon className="size-3.5" aria-hidden />
      {formatVariacao(valor)}
    </span>
  );
}

type DashboardCardsProps = ComponentProps<'div'> & { estatisticas: Estatisticas; tendencias: Tendencias };

function DashboardCards({ estatisticas, tendencias, className, ...props }: DashboardCardsProps) {
  const D = MSG.dashboard;
  const cards: { titulo: string; valor: string; tendencia: number | null; icon: LucideIcon }[] = [
    {
      titulo: D.totalImoveis,
      valor: String(estatisticas.totalImoveis),
      tendencia: tendencias.totalImoveis,
      icon: Building2,
    },
    {
      titulo: D.contratosAtivos,
      valor: String(estatisticas.contratosAtivos),
      tendencia: tendencias.contratosAtivos,
      icon: FileText,
    },
    {
      titulo: D.taxaOcupacao,
      valor: formatPercent(estatisticas.taxaOcupacao),
      tendencia: tendencias.taxaOcupacao,
      icon: Percent,
    },
    {
      titulo: D.receitaMensal,
      valor: formatBRL(estatisticas.receitaMensal),
      tendencia: tendencias.receitaMensal,
      icon: DollarSign,
    },
  ];
  return (
    <div
      data-slot="dashboard-cards"
      className={cn('grid gap-4 sm:grid-cols-2 xl:grid-cols-4', className)}
      {...props}
    >
      {cards.map(({ titulo, valor, tendencia, icon: Icon }) => (
        <Card key={titulo} role="group" aria-label={titulo}>
          <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
            <CardTitle className="text-sm font-medium text-muted-foreground">{titulo}</CardTitle>
            <Icon className="size-4 text-muted-foreground" aria-hidden />
          </CardHeader>
          <CardContent>
            <p data-slot="card-valor" className="text-2xl font-bold">
              {valor}
            </p>
            {/* No previous month to compare with: no arrow rather than an invented change. */}
            {tendencia === null ? null : <Trend valor={tendencia} />}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

export { DashboardCards, Trend, trendVariants };
