import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from './not-found';
import { noEscuro } from '../../stories/play-helpers';

/**
 * Página “não encontrada” (404) do site: avisa que a página não existe e oferece o caminho de volta ao
 * início.
 */
const meta = {
  title: 'Site/Página não encontrada',
  id: 'site-notfound',
  component: NotFound,
  tags: ['autodocs'],
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A página 404: título, explicação e “Voltar para o início”. */
export const Padrao: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
  },
};

/** O estado padrão no tema escuro. */
export const Dark: Story = {
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('404')).toBeVisible();
    await expect(c.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
  }),
};
