import {
  formatBRL,
  formatPercent,
  formatVariacao,
  MSG,
  type Estatisticas,
  type RepassesSemana,
  type Tendencias,
} from '@morada/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import {
  Building2,
  DollarSign,
  FileText,
  HandCoins,
  Landmark,
  Percent,
  TrendingDown,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Card, CardContent, CardHeader, CardTitle } from '../card';
import { AppLink, useRotas } from '../link';

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

type DashboardCardsProps = ComponentProps<'div'> & {
  /** Os números do mês: receita, ocupação, contratos e inadimplência. */
  estatisticas: Estatisticas;
  /** Variação de cada número em relação ao mês anterior (seta e percentual nos cartões). */
  tendencias: Tendencias;
  /** Receita própria da imobiliária no mês (taxas), em reais; sem cartão quando ausente. */
  receitaAdministracao?: number;
  /** Repasses não pagos que vencem na semana, incluindo os atrasados; sem cartão quando ausente. */
  repassesSemana?: RepassesSemana;
};

type CardInfo = {
  titulo: string;
  valor: string;
  tendencia: number | null;
  icon: LucideIcon;
  /** What the figure counts, under the title. */
  dica?: string;
  link?: { href: string; texto: string };
};

function FigureCard({ titulo, valor, tendencia, icon: Icon, dica, link }: CardInfo) {
  const dicaId = useId();
  return (
    <Card role="group" aria-label={titulo} aria-describedby={dica ? dicaId : undefined}>
      <CardHeader className="flex flex-row items-start justify-between gap-2 pb-2">
        <div className="grid min-w-0 gap-1">
          <CardTitle className="text-sm font-medium text-muted-foreground">{titulo}</CardTitle>
          {dica ? (
            <p id={dicaId} data-slot="card-dica" className="text-xs text-muted-foreground">
              {dica}
            </p>
          ) : null}
        </div>
        <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <div>
          <p data-slot="card-valor" className="text-2xl font-bold break-words">
            {valor}
          </p>
          {/* No previous month to compare with: no arrow rather than an invented change. */}
          {tendencia === null ? null : <Trend valor={tendencia} />}
        </div>
        {link ? (
          <AppLink href={link.href} className="text-sm font-medium text-primary hover:underline">
            {link.texto}
          </AppLink>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * Cartões de resumo do painel: os quatro da especificação e, quando o servidor os envia, a receita própria da
 * imobiliária (taxas) e os repasses que vencem na semana, com link para /admin/repasses.
 */
function DashboardCards({
  estatisticas,
  tendencias,
  receitaAdministracao,
  repassesSemana,
  className,
  ...props
}: DashboardCardsProps) {
  const D = MSG.dashboard;
  const rotas = useRotas();
  const cards: CardInfo[] = [
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
      dica: D.receitaMensalDica,
      valor: formatBRL(estatisticas.receitaMensal),
      tendencia: tendencias.receitaMensal,
      icon: DollarSign,
    },
  ];
  if (receitaAdministracao !== undefined)
    cards.push({
      titulo: D.receitaAdministracao,
      dica: D.receitaAdministracaoDica,
      valor: formatBRL(receitaAdministracao),
      tendencia: null,
      icon: Landmark,
    });
  if (repassesSemana)
    cards.push({
      titulo: D.repassesSemana,
      dica: D.repassesSemanaDica(repassesSemana.quantidade),
      valor: formatBRL(repassesSemana.valor),
      tendencia: null,
      icon: HandCoins,
      link: { href: rotas.admin.repasses, texto: D.verRepasses },
    });
  return (
    <div
      data-slot="dashboard-cards"
      className={cn(
        'grid gap-4 sm:grid-cols-2',
        cards.length > 4 ? 'xl:grid-cols-3' : 'xl:grid-cols-4',
        className,
      )}
      {...props}
    >
      {cards.map((card) => (
        <FigureCard key={card.titulo} {...card} />
      ))}
    </div>
  );
}

export { DashboardCards, Trend, trendVariants };
export type { DashboardCardsProps };
