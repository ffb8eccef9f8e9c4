import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { AdminLayout } from './admin-layout';
import { noEscuro } from '../../stories/play-helpers';

const meta = {
  title: 'Admin/Layout do admin',
  id: 'admin-adminlayout',
  component: AdminLayout,
  tags: ['autodocs'],
  args: { currentPath: '/admin', onSair: fn(), children: <h1 className="text-2xl font-bold">Conteúdo</h1> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  name: 'Desktop',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Conteúdo' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};

export const Celular: Story = {
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const menu = c.getByRole('complementary', { hidden: true });
    await expect(menu).toHaveAttribute('data-state', 'closed');
    await userEvent.click(c.getByRole('button', { name: 'Abrir menu' }));
    await expect(menu).toHaveAttribute('data-state', 'open');
    await userEvent.click(canvasElement.querySelector('[data-slot="admin-sidebar-backdrop"]') as HTMLElement);
    await expect(menu).toHaveAttribute('data-state', 'closed');
  },
};

export const Carregando: Story = {
  name: 'Carregando',
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Conteúdo' })).toBeNull();
  },
};

export const Escuro: Story = {
  ...Desktop,
  name: 'Escuro',
  globals: { viewport: { value: 'desktop' }, theme: 'dark' },
  play: noEscuro(Desktop.play),
};

/** The layout hands 'Alterar senha' to its sidebar. */
export const AlterarSenha: Story = {
  name: 'Alterar senha',
  globals: { viewport: { value: 'desktop' } },
  args: { onAlterarSenha: fn(async () => undefined) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Alterar senha' }));
    await expect(await screen.findByRole('dialog', { name: 'Alterar senha' })).toBeVisible();
  },
};
