import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PropertySearchForm } from './property-search-form';

const meta = {
  title: 'Site/PropertySearchForm',
  component: PropertySearchForm,
  tags: ['autodocs'],
  args: { onSearch: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PropertySearchForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const operacao = c.getByLabelText('Operação');
    await expect([...(operacao as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Todos',
      'Comprar',
      'Alugar',
    ]);
    const tipo = c.getByLabelText('Tipo de Imóvel');
    await expect([...(tipo as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Todos',
      'Apartamento',
      'Casa',
      'Comercial',
      'Terreno',
    ]);
    await expect(c.getByLabelText('Localização')).toHaveAttribute('placeholder', 'bairro, cidade ou região');
    await userEvent.selectOptions(operacao, 'Alugar');
    await userEvent.selectOptions(tipo, 'Casa');
    await userEvent.type(c.getByLabelText('Localização'), '  Moema ');
    await userEvent.click(c.getByRole('button', { name: 'Buscar Imóveis' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      operacao: 'Aluguel',
      tipo: 'Casa',
      localizacao: 'Moema',
    });
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', value: { operacao: 'Venda' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1000 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByLabelText('Operação')).toHaveValue('Venda'),
};
