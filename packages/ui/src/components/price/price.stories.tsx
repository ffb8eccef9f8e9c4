import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './price';
import { mostraOTexto } from '../../stories/play-helpers';

/** Preço de um imóvel em reais (R$ 1.234,56); em locação, seguido de “/mês”. */
const meta = {
  title: 'Site/Preço',
  id: 'site-price',
  component: Price,
  tags: ['autodocs'],
  args: { valor: 4500, operacao: 'Aluguel' },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Preço de aluguel: o valor seguido de “/mês”. */
export const Aluguel: Story = {
  name: 'Aluguel',
  play: mostraOTexto(/R\$ 4\.500,00/, '/mês'),
};
/** Preço de venda em tamanho grande, sem “/mês”. */
export const Venda: Story = {
  name: 'Venda',
  args: { valor: 1250000, operacao: 'Venda', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('R$ 1.250.000,00')).toBeVisible();
    await expect(within(canvasElement).queryByText('/mês')).toBeNull();
  },
};
