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

/** 375 px: even the horizontal form stacks its fields, one per row, with a full-width button. */
export const Mobile: Story = {
  args: { orientation: 'horizontal' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1000 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(window.innerWidth).toBe(375);
    const operacao = c.getByLabelText('Operação');
    const tipo = c.getByLabelText('Tipo de Imóvel');
    const local = c.getByLabelText('Localização');
    const buscar = c.getByRole('button', { name: 'Buscar Imóveis' });
    for (const el of [operacao, tipo, local, buscar]) await expect(el).toBeVisible();
    await expect(operacao.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      tipo.getBoundingClientRect().top,
    );
    await expect(tipo.getBoundingClientRect().bottom).toBeLessThanOrEqual(local.getBoundingClientRect().top);
    await expect(local.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      buscar.getBoundingClientRect().top,
    );
    await userEvent.selectOptions(operacao, 'Comprar');
    await userEvent.click(buscar);
    await expect(args.onSearch).toHaveBeenCalledWith({ operacao: 'Venda', tipo: 'todos', localizacao: '' });
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(document.documentElement).toHaveClass('dark');
    await expect(c.getByRole('search')).toBeVisible();
    await expect(c.getByLabelText('Localização')).toHaveAttribute('placeholder', 'bairro, cidade ou região');
    await userEvent.selectOptions(c.getByLabelText('Tipo de Imóvel'), 'Apartamento');
    await userEvent.click(c.getByRole('button', { name: 'Buscar Imóveis' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      operacao: 'todos',
      tipo: 'Apartamento',
      localizacao: '',
    });
  },
};
