import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FILTROS_VAZIOS, PropertySearchForm } from './property-search-form';
import { larguraMaxima } from '../../stories/componentes-largura';

const meta = {
  title: 'Site/Busca de imóveis',
  id: 'site-propertysearchform',
  component: PropertySearchForm,
  tags: ['autodocs'],
  args: { onSearch: fn() },
  decorators: [larguraMaxima(320)],
} satisfies Meta<typeof PropertySearchForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A busca na vertical, como na barra lateral da listagem. */
export const Vertical: Story = {
  name: 'Vertical',
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
      ...FILTROS_VAZIOS,
      operacao: 'Aluguel',
      tipo: 'Casa',
      localizacao: 'Moema',
    });
  },
};

/** Faixa de preço em reais, quartos mínimos (“Qualquer”, “1+” … “4+”) e vagas, faixa de área útil. */
export const FaixasEMinimos: Story = {
  name: 'Faixas e mínimos',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const quartos = c.getByLabelText('Quartos');
    await expect([...(quartos as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Qualquer',
      '1+',
      '2+',
      '3+',
      '4+',
    ]);
    await expect([...(c.getByLabelText('Vagas') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Qualquer',
      '1+',
      '2+',
      '3+',
    ]);
    await expect(c.getByRole('group', { name: 'Preço (R$)' })).toBeVisible();
    await expect(c.getByRole('group', { name: 'Área útil (m²)' })).toBeVisible();
    await userEvent.type(c.getByLabelText('Preço mínimo'), '2000');
    await userEvent.type(c.getByLabelText('Preço máximo'), '4500.5');
    await userEvent.selectOptions(quartos, '3+');
    await userEvent.type(c.getByLabelText('Área máxima'), '120');
    await userEvent.click(c.getByRole('button', { name: 'Buscar Imóveis' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      ...FILTROS_VAZIOS,
      precoMin: '2000',
      precoMax: '4500.5',
      quartos: '3',
      areaMax: '120',
    });
  },
};

/** Valores vindos da URL preenchem os campos; um valor novo (ex.: depois de “Limpar filtros”) os redefine. */
export const ComValores: Story = {
  name: 'Com valores',
  args: { value: { precoMin: '1000', quartos: '2', vagas: '1', areaMin: '45' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Preço mínimo')).toHaveValue(1000);
    await expect(c.getByLabelText('Quartos')).toHaveValue('2');
    await expect(c.getByLabelText('Vagas')).toHaveValue('1');
    await expect(c.getByLabelText('Área mínima')).toHaveValue(45);
  },
};

/** A busca na horizontal, como na página inicial. */
export const Horizontal: Story = {
  name: 'Horizontal',
  args: { orientation: 'horizontal', value: { operacao: 'Venda' } },
  decorators: [larguraMaxima(1000)],
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByLabelText('Operação')).toHaveValue('Venda'),
};

/** Em 375 px até o formulário horizontal empilha os campos, um por linha, com botão na largura toda. */
export const Mobile: Story = {
  name: 'Celular',
  args: { orientation: 'horizontal' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [larguraMaxima(1000)],
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
    await expect(args.onSearch).toHaveBeenCalledWith({ ...FILTROS_VAZIOS, operacao: 'Venda' });
  },
};

/** O estado padrão no tema escuro. */
export const Dark: Story = {
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(document.documentElement).toHaveClass('dark');
    await expect(c.getByRole('search')).toBeVisible();
    await expect(c.getByLabelText('Localização')).toHaveAttribute('placeholder', 'bairro, cidade ou região');
    await userEvent.selectOptions(c.getByLabelText('Tipo de Imóvel'), 'Apartamento');
    await userEvent.click(c.getByRole('button', { name: 'Buscar Imóveis' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ ...FILTROS_VAZIOS, tipo: 'Apartamento' });
  },
};
