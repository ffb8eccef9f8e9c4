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

/** O estado padrão na largura de desktop (1280 px). */
export const Desktop: Story = {
  name: 'Desktop',
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Conteúdo' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};

/** O estado padrão na largura de um celular (375 px). */
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

/**
 * O conteúdo da rota ainda está carregando: o indicador de carregamento ocupa a área de conteúdo, com o menu
 * lateral já visível.
 */
export const Carregando: Story = {
  name: 'Carregando',
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Conteúdo' })).toBeNull();
  },
};

/** O estado padrão na largura de desktop (1280 px), no tema escuro. */
export const Escuro: Story = {
  ...Desktop,
  name: 'Escuro',
  globals: { viewport: { value: 'desktop' }, theme: 'dark' },
  play: noEscuro(Desktop.play),
};

/** O layout repassa “Alterar senha” ao menu lateral. */
export const AlterarSenha: Story = {
  name: 'Alterar senha',
  globals: { viewport: { value: 'desktop' } },
  args: { onAlterarSenha: fn(async () => undefined) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Alterar senha' }));
    await expect(await screen.findByRole('dialog', { name: 'Alterar senha' })).toBeVisible();
  },
};
