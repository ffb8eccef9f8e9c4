import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dashboardExemplo } from '../../stories/admin-fixtures';
import { AdminRelatoriosView } from './admin-relatorios';

const meta = {
  title: 'Admin/Views/Relatorios',
  component: AdminRelatoriosView,
  tags: ['autodocs'],
  args: { dados: dashboardExemplo, loading: false, onEnviar: fn(), hoje: '2026-11-22' },
} satisfies Meta<typeof AdminRelatoriosView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Carregado: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getAllByText('R$ 98.450,50')).toHaveLength(2);
    await expect(c.getAllByText('98,5%')[0]).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Enviar por e-mail' }));
    await expect(args.onEnviar).toHaveBeenCalled();
  },
};
export const Carregando: Story = { args: { dados: undefined, loading: true } };
export const Erro: Story = {
  args: { dados: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Erro ao carregar dados')).toBeVisible();
  },
};
export const Enviando: Story = { args: { enviando: true } };
