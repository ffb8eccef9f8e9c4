import type { Meta, StoryObj } from '@storybook/react-vite';
import { BoletoStatus } from './boleto-status';
import { mostraOTexto } from '../../stories/play-helpers';

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
  play: mostraOTexto('Pago'),
};
/** Boleto aguardando pagamento: “Pendente” em amarelo. */
export const Pendente: Story = {
  name: 'Pendente',
  args: { status: 'PENDING' },
  play: mostraOTexto('Pendente'),
};
/** Um status definido pelo provedor ganha o rótulo em português (DESIGN §10): OVERDUE → “Vencido”. */
export const Vencido: Story = {
  name: 'Vencido',
  args: { status: 'OVERDUE' },
  play: mostraOTexto('Vencido'),
};
/** Só um status que ninguém conhece aparece como veio (seção 4). */
export const OutroStatus: Story = {
  name: 'Outro status',
  args: { status: 'AGUARDANDO_BANCO' },
  play: mostraOTexto('AGUARDANDO_BANCO'),
};
