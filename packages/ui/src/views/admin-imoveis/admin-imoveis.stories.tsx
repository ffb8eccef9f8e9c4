import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { imoveisExemplo } from '../../stories/admin-fixtures';
import { AdminImoveisView } from './admin-imoveis';
import { noCelular, noEscuro } from '../../stories/play-helpers';

const meta = {
  title: 'Telas/Admin/Imóveis',
  id: 'admin-views-imoveis',
  component: AdminImoveisView,
  tags: ['autodocs'],
  args: { imoveis: imoveisExemplo, loading: false, onRefresh: fn(), onExcluir: fn(async () => undefined) },
} satisfies Meta<typeof AdminImoveisView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Carregado: Story = {
  name: 'Carregado',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Gestão de Imóveis' })).toBeVisible();
    await expect(c.getByText('3 imóveis')).toBeVisible();
    for (const h of ['Título', 'Tipo', 'Operação', 'Preço', 'Localização', 'Detalhes', 'Status', 'Ações']) {
      await expect(c.getByRole('columnheader', { name: h })).toBeVisible();
    }
    await expect(c.getByText('Destaque')).toBeVisible();
    await expect(c.getByText('R$ 3.200,00/mês')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
    await expect(c.getByRole('link', { name: 'Editar Apartamento Vista Parque' })).toHaveAttribute(
      'href',
      '/admin/imoveis/editar/i1',
    );
  },
};

export const BuscaEFiltros: Story = {
  name: 'Busca e filtros',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Buscar'), 'campinas');
    await expect(c.getByText('1 imóveis')).toBeVisible();
    await userEvent.clear(c.getByLabelText('Buscar'));
    await userEvent.selectOptions(c.getByLabelText('Operação'), 'Venda');
    await expect(c.getByText('Casa Jardim Europa')).toBeVisible();
    await expect(c.getByText('1 imóveis')).toBeVisible();
    await userEvent.selectOptions(c.getByLabelText('Operação'), 'todos');
    await expect(c.getByText('3 imóveis')).toBeVisible();
  },
};

export const Vazio: Story = {
  name: 'Vazio',
  args: { imoveis: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum imóvel encontrado')).toBeVisible();
    await expect(within(canvasElement).getByText('0 imóveis')).toBeVisible();
  },
};

export const Carregando: Story = { name: 'Carregando', args: { imoveis: [], loading: true } };

export const Visualizar: Story = {
  name: 'Visualizar',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Visualizar Apartamento Vista Parque' }),
    );
    const d = within(await screen.findByRole('dialog'));
    for (const t of [
      'Informações gerais',
      'Localização',
      'Características',
      'Descrição',
      'Características extras',
      'Piscina',
      '78 m²',
    ]) {
      await expect(d.getAllByText(t)[0]).toBeVisible();
    }
  },
};

export const ExcluirConfirmando: Story = {
  name: 'Excluir confirmando',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Excluir Apartamento Vista Parque' }),
    );
    const d = within(await screen.findByRole('alertdialog'));
    await expect(d.getByText(/Apartamento Vista Parque/)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Excluir' }));
    await expect(args.onExcluir).toHaveBeenCalledWith(imoveisExemplo[0]);
  },
};

export const Celular: Story = {
  ...Carregado,
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Carregado.play),
};
export const Escuro: Story = {
  ...Carregado,
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(Carregado.play),
};
