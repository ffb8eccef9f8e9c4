import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { dashboardExemplo } from '../../stories/admin-fixtures';
import { OccupancyDonut, RevenueByTypeChart, RevenueChart } from './dashboard-charts';
import { larguraMaxima } from '../../stories/componentes-largura';
import { mostraOTexto } from '../../stories/play-helpers';

const meta = {
  title: 'Admin/Painel/Gráficos',
  id: 'admin-dashboard-charts',
  component: RevenueChart,
  tags: ['autodocs'],
  args: { data: dashboardExemplo.graficos.receitaData },
  decorators: [larguraMaxima(640)],
} satisfies Meta<typeof RevenueChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Gráfico de receita mensal comparada com a meta. */
export const ReceitaVsMeta: Story = {
  name: 'Receita vs. meta',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Receita vs Meta Mensal')).toBeVisible();
    await waitFor(() => expect(c.getByText('Receita')).toBeVisible());
    await expect(c.getByText('Meta')).toBeVisible();
    await expect(c.getByText('R$ 100k')).toBeVisible();
  },
};

/** Gráfico da ocupação dos imóveis. */
export const Ocupacao: Story = {
  name: 'Ocupação',
  render: () => <OccupancyDonut data={dashboardExemplo.graficos.ocupacaoData} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await waitFor(() => expect(c.getByText('Ocupados')).toBeVisible());
    const fatias = canvasElement.querySelectorAll('.recharts-pie-sector path');
    await expect([...fatias].map((f) => f.getAttribute('fill'))).toEqual(
      dashboardExemplo.graficos.ocupacaoData.map((o) => o.cor),
    );
  },
};

/** Gráfico da receita por tipo de imóvel. */
export const ReceitaPorTipo: Story = {
  name: 'Receita por tipo',
  render: () => <RevenueByTypeChart data={dashboardExemplo.graficos.tipoImovelData} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Apartamento')).toBeVisible());
  },
};

/** Sem dados: os gráficos mostram a mensagem de vazio em vez de eixos sem conteúdo. */
export const SemDados: Story = {
  name: 'Sem dados',
  args: { data: [] },
  play: mostraOTexto('Sem dados no período'),
};
