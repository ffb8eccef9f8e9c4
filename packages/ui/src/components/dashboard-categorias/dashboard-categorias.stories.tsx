import type { Meta, StoryObj } from '@storybook/react-vite';
import { CORES_CATEGORIA } from '@morada/domain';
import { expect, within } from 'storybook/test';
import { dashboardExemplo } from '../../stories/admin-fixtures';
import { CategoryRevenue } from './dashboard-categorias';
import { mostraOTexto } from '../../stories/play-helpers';

const meta = {
  title: 'Admin/Painel/Receita por categoria',
  id: 'admin-dashboard-categoryrevenue',
  component: CategoryRevenue,
  tags: ['autodocs'],
  args: { data: dashboardExemplo.graficos.receitaPorCategoria },
} satisfies Meta<typeof CategoryRevenue>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As quatro categorias de receita, cada uma com a sua cor na barra empilhada. */
export const QuatroCores: Story = {
  name: 'Quatro cores',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Receita por Categoria')).toBeVisible();
    await expect(c.getByText('R$ 80.000,00')).toBeVisible();
    await expect(c.getByText('(81,3%)')).toBeVisible();
    const partes = canvasElement.querySelectorAll('[data-slot="stacked-bar"] > div');
    await expect([...partes].map((p) => p.getAttribute('data-cor'))).toEqual([...CORES_CATEGORIA]);
  },
};

/** Sem dados: a mensagem de lista vazia no lugar da barra. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { data: [] },
  play: mostraOTexto('Sem dados no período'),
};
