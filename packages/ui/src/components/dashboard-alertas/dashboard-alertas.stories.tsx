import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardExemplo } from '../../stories/admin-fixtures';
import { AlertsList } from './dashboard-alertas';
import { noEscuro } from '../../stories/play-helpers';

const meta = {
  title: 'Admin/Dashboard/AlertsList',
  component: AlertsList,
  tags: ['autodocs'],
  args: { alertas: dashboardExemplo.alertas },
} satisfies Meta<typeof AlertsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PorTipo: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Alertas Importantes')).toBeVisible();
    const itens = canvasElement.querySelectorAll('li[data-tipo]');
    // danger, warning, success, and an unknown tipo read as info.
    await expect([...itens].map((i) => i.getAttribute('data-tipo'))).toEqual([
      'danger',
      'warning',
      'success',
      'info',
    ]);
    for (const p of ['Urgente', 'Alta', 'Média', 'Baixa']) await expect(c.getByText(p)).toBeVisible();
    await expect(c.getByText('20/11/2026')).toBeVisible();
  },
};

export const Vazio: Story = {
  args: { alertas: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum alerta no momento')).toBeVisible();
  },
};

export const Escuro: Story = { ...PorTipo, globals: { theme: 'dark' }, play: noEscuro(PorTipo.play) };
