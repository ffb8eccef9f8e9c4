import {
  DONUT_RAIOS,
  formatBRL,
  formatMilharesBRL,
  formatPercent,
  MSG,
  type OcupacaoItem,
  type ReceitaMensalItem,
  type ReceitaTipoItem,
} from '@morada/domain';
import type { ComponentProps, ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  type PieLabelRenderProps,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { cn } from '../../lib/cn';
import { Card } from '../card';
import { Quadro } from '../card/quadro';

const D = MSG.dashboard;
const ALTURA = 280;
const moeda = (v: unknown) => formatBRL(Number(v));

/** Series colours: the chart tokens of styles.css (AA on the card in both themes). */
const COR = { receita: 'var(--color-chart-1)', meta: 'var(--color-chart-2)' } as const;
/** Legend and slice labels in the text colour: the series colour stays on the key, not on the words. */
const legenda = (valor: string) => <span className="text-foreground">{valor}</span>;
/** Axis labels in the muted text colour of the theme (Recharts' own grey is 3:1 on a dark card). */
const EIXO = { className: 'fill-muted-foreground' };

type ChartCardProps = ComponentProps<typeof Card> & { titulo: string; vazio: boolean; children: ReactNode };

/** A titled card; an empty series shows a sentence instead of an empty axis. */
function ChartCard({ titulo, vazio, children, className, ...props }: ChartCardProps) {
  return (
    <Quadro slot="chart-card" titulo={titulo} className={cn('min-w-0', className)} {...props}>
      {vazio ? (
        <p className="py-10 text-center text-sm text-muted-foreground">{MSG.adminUi.dashboard.semDados}</p>
      ) : (
        children
      )}
    </Quadro>
  );
}

/**
 * Gráfico “Receita vs Meta Mensal”: meses no eixo horizontal, as linhas Receita e Meta, e valores em milhares
 * de reais no eixo vertical.
 */
function RevenueChart({
  data,
  ...props
}: Omit<ComponentProps<typeof Card>, 'children'> & {
  /** Os pontos do gráfico, mês a mês. */ data: readonly ReceitaMensalItem[];
}) {
  return (
    <ChartCard titulo={D.receitaVsMeta} vazio={data.length === 0} {...props}>
      <ResponsiveContainer width="100%" height={ALTURA}>
        <LineChart data={[...data]} margin={{ left: 8, right: 16, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
          <XAxis dataKey="mes" fontSize={12} tick={EIXO} />
          <YAxis tickFormatter={(v: number) => formatMilharesBRL(v)} fontSize={12} width={70} tick={EIXO} />
          <Tooltip formatter={moeda} />
          <Legend formatter={legenda} />
          <Line
            type="monotone"
            dataKey="valor"
            name={D.receita}
            stroke={COR.receita}
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="meta"
            name={D.meta}
            stroke={COR.meta}
            strokeDasharray="5 5"
            strokeWidth={2}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** 'Distribuição de Ocupação': donut of radii 60 and 100, one colour (cor) per slice, label nome. */
function OccupancyDonut({
  data,
  ...props
}: Omit<ComponentProps<typeof Card>, 'children'> & { data: readonly OcupacaoItem[] }) {
  return (
    <ChartCard titulo={D.distribuicaoOcupacao} vazio={data.length === 0} {...props}>
      <ResponsiveContainer width="100%" height={ALTURA}>
        <PieChart>
          <Pie
            data={[...data]}
            dataKey="valor"
            nameKey="nome"
            innerRadius={DONUT_RAIOS.interno}
            outerRadius={DONUT_RAIOS.externo}
            label={({ x, y, textAnchor, name }: PieLabelRenderProps) => (
              <text
                x={x}
                y={y}
                textAnchor={textAnchor}
                dominantBaseline="central"
                className="fill-foreground"
              >
                {name}
              </text>
            )}
            isAnimationActive={false}
          >
            {data.map((item) => (
              <Cell key={item.nome} fill={item.cor} />
            ))}
          </Pie>
          <Tooltip formatter={(v: unknown) => formatPercent(Number(v))} />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** 'Receita por Tipo de Imóvel': x categoria, one bar of receita. */
function RevenueByTypeChart({
  data,
  ...props
}: Omit<ComponentProps<typeof Card>, 'children'> & { data: readonly ReceitaTipoItem[] }) {
  return (
    <ChartCard titulo={D.receitaPorTipo} vazio={data.length === 0} {...props}>
      <ResponsiveContainer width="100%" height={ALTURA}>
        <BarChart data={[...data]} margin={{ left: 8, right: 16, top: 8 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
          <XAxis dataKey="categoria" fontSize={12} tick={EIXO} />
          <YAxis tickFormatter={(v: number) => formatMilharesBRL(v)} fontSize={12} width={70} tick={EIXO} />
          <Tooltip formatter={moeda} />
          <Bar
            dataKey="receita"
            name={D.receita}
            fill={COR.receita}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

export { ChartCard, OccupancyDonut, RevenueByTypeChart, RevenueChart };
