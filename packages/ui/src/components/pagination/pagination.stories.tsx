import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './pagination';

/**
 * Barra de páginas sob uma lista paginada no servidor: anterior, página atual e próxima. Com uma só página,
 * não aparece.
 */
const meta = {
  title: 'Primitivos/Paginação',
  id: 'primitivos-pagination',
  argTypes: {
    pagina: { description: 'Página mostrada, a partir de 1.', control: 'number' },
    totalPaginas: { description: 'Quantas páginas a lista filtrada tem.', control: 'number' },
  },
  component: Pagination,
  tags: ['autodocs'],
  args: { pagina: 1, totalPaginas: 3, onPaginaChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Na primeira página, “Anterior” fica desabilitado. */
export const PrimeiraPagina: Story = {
  name: 'Primeira página',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('navigation', { name: 'Paginação' })).toBeVisible();
    await expect(c.getByText('Página 1 de 3')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'Próxima' }));
    await expect(args.onPaginaChange).toHaveBeenCalledWith(2);
  },
};

/** Na última página, “Próxima” fica desabilitado. */
export const UltimaPagina: Story = {
  name: 'Última página',
  args: { pagina: 3 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await userEvent.click(c.getByRole('button', { name: 'Anterior' }));
    await expect(args.onPaginaChange).toHaveBeenCalledWith(2);
  },
};

/** Uma lista que cabe numa página não tem o que paginar: a barra não aparece. */
export const UmaPagina: Story = {
  name: 'Uma página só',
  args: { totalPaginas: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** “Próxima” avança uma página por clique, até a última. */
export const Navegando: Story = {
  name: 'Navegando',
  render: function Render(args) {
    const [pagina, setPagina] = useState(args.pagina);
    return <Pagination {...args} pagina={pagina} onPaginaChange={setPagina} />;
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Próxima' }));
    await userEvent.click(c.getByRole('button', { name: 'Próxima' }));
    await expect(c.getByText('Página 3 de 3')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  },
};
