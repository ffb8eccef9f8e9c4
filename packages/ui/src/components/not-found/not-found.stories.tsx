import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from './not-found';

const meta = {
  title: 'Site/Página não encontrada',
  id: 'site-notfound',
  component: NotFound,
  tags: ['autodocs'],
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
  },
};

export const Dark: Story = {
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(document.documentElement).toHaveClass('dark');
    await expect(c.getByText('404')).toBeVisible();
    await expect(c.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
  },
};
