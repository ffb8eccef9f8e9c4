import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BoletoStatus } from './boleto-status';

const meta = {
  title: 'Site/Status do boleto',
  id: 'site-boletostatus',
  component: BoletoStatus,
  tags: ['autodocs'],
  args: { status: 'RECEIVED' },
} satisfies Meta<typeof BoletoStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pago: Story = {
  name: 'Pago',
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Pago')).toBeVisible(),
};
export const Pendente: Story = {
  name: 'Pendente',
  args: { status: 'PENDING' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Pendente')).toBeVisible(),
};
/** A status the provider defines gets its pt-BR label (DESIGN §10): OVERDUE → 'Vencido'. */
export const Vencido: Story = {
  name: 'Vencido',
  args: { status: 'OVERDUE' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Vencido')).toBeVisible(),
};
/** Only a status nobody knows is shown raw (section 4). */
export const OutroStatus: Story = {
  name: 'Outro status',
  args: { status: 'AGUARDANDO_BANCO' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('AGUARDANDO_BANCO')).toBeVisible(),
};
