import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardExemplo } from '../../stories/admin-fixtures';
import { DashboardCards } from './dashboard-cards';
import { noCelular, noEscuro } from '../../stories/play-helpers';

const meta = {
  title: 'Admin/Dashboard/DashboardCards',
  component: DashboardCards,
  tags: ['autodocs'],
  args: { estatisticas: dashboardExemplo.estatisticas, tendencias: dashboardExemplo.tendencias },
} satisfies Meta<typeof DashboardCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Carregado: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const card = (nome: string) => within(c.getByRole('group', { name: nome }));
    await expect(card('Total de Imóveis').getByText('42')).toBeVisible();
    await expect(card('Total de Imóveis').getByText('+2,5%')).toBeVisible();
    await expect(card('Contratos Ativos').getByText('+5,2%')).toBeVisible();
    await expect(card('Taxa de Ocupação').getByText('73,8%')).toBeVisible();
    await expect(card('Taxa de Ocupação').getByText('-1,8%')).toBeVisible();
    await expect(card('Receita Mensal').getByText('R$ 98.450,50')).toBeVisible();
    await expect(card('Receita Mensal').getByText('+8,3%')).toBeVisible();
  },
};

export const Celular: Story = {
  ...Carregado,
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Carregado.play),
};
export const Escuro: Story = { ...Carregado, globals: { theme: 'dark' }, play: noEscuro(Carregado.play) };
