import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { NativeSelect, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

/**
 * Seleção de uma opção. `NativeSelect` (o `<select>` do navegador) é o padrão: funciona bem no celular e com
 * leitores de tela. O `Select` do Radix serve quando as opções precisam de estilo próprio.
 */
const meta = {
  title: 'Primitivos/Seleção',
  id: 'primitivos-select',
  argTypes: {
    disabled: { description: 'Desativa a seleção.', control: 'boolean' },
    'aria-label': { description: 'Nome acessível, quando não há `Field`/`Label`.', control: 'text' },
    onChange: { description: 'Chamado ao escolher uma opção.' },
  },
  component: NativeSelect,
  tags: ['autodocs'],
  args: { 'aria-label': 'Tipo de Imóvel' },
  render: (args) => (
    <NativeSelect {...args} className="max-w-xs">
      <option value="">Todos</option>
      <option value="apartamento">Apartamento</option>
      <option value="casa">Casa</option>
    </NativeSelect>
  ),
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A seleção nativa do navegador, a recomendada: funciona bem no celular e com leitor de tela. */
export const Native: Story = {
  name: 'Nativo',
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Tipo de Imóvel' });
    await userEvent.selectOptions(select, 'casa');
    await expect(select).toHaveValue('casa');
  },
};

/** A seleção nativa desativada. */
export const NativeDisabled: Story = {
  name: 'Nativo desativado',
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};

/**
 * A lista personalizada, para quando a seleção precisa do visual do sistema: abre as opções num painel
 * próprio.
 */
export const Radix: Story = {
  name: 'Lista personalizada',
  render: () => (
    <Select defaultValue="venda">
      <SelectTrigger aria-label="Operação" className="max-w-xs">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="venda">Venda</SelectItem>
        <SelectItem value="aluguel">Aluguel</SelectItem>
      </SelectContent>
    </Select>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Operação' });
    await expect(trigger).toHaveTextContent('Venda');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Aluguel' }));
    await expect(trigger).toHaveTextContent('Aluguel');
  },
};
