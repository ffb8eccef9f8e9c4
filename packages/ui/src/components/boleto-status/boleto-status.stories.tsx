import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BoletoStatus } from './boleto-status';

/**
 * Selo do status de um boleto, em português: “Pago” em verde, “Pendente” em amarelo, “Vencido” em vermelho;
 * um status desconhecido aparece como veio, em cinza.
 */
const meta = {
  title: 'Site/Status do boleto',
  id: 'site-boletostatus',
  component: BoletoStatus,
  tags: ['autodocs'],
  args: { status: 'RECEIVED' },
} satisfies Meta<typeof BoletoStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Boleto pago: “Pago” em verde. */
export const Pago: Story = {
  name: 'Pago',
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Pago')).toBeVisible(),
};
/** Boleto aguardando pagamento: “Pendente” em amarelo. */
export const Pendente: Story = {
  name: 'Pendente',
  args: { status: 'PENDING' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Pendente')).toBeVisible(),
};
/** Um status definido pelo provedor ganha o rótulo em português (DESIGN §10): OVERDUE → “Vencido”. */
export const Vencido: Story = {
  name: 'Vencido',
  args: { status: 'OVERDUE' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Vencido')).toBeVisible(),
};
/** Só um status que ninguém conhece aparece como veio (seção 4). */
export const OutroStatus: Story = {
  name: 'Outro status',
  args: { status: 'AGUARDANDO_BANCO' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('AGUARDANDO_BANCO')).toBeVisible(),
};
