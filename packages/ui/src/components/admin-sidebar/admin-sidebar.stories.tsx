import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminSidebar } from './admin-sidebar';

const meta = {
  title: 'Admin/AdminSidebar',
  component: AdminSidebar,
  tags: ['autodocs'],
  args: { currentPath: '/admin/contratos', open: false, onOpenChange: fn(), onSair: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

const LINKS = [
  ['Dashboard', '/admin'],
  ['Imóveis', '/admin/imoveis'],
  ['Contratos', '/admin/contratos'],
  ['Jurídico', '/admin/juridico'],
  ['Usuários', '/admin/usuarios'],
  ['Relatórios', '/admin/relatorios'],
  ['Notificações', '/admin/notificacoes'],
  ['Configurações', '/admin/configuracoes'],
] as const;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    for (const [nome, href] of LINKS)
      await expect(c.getByRole('link', { name: nome })).toHaveAttribute('href', href);
    await expect(c.getByRole('link', { name: 'Contratos' })).toHaveAttribute('aria-current', 'page');
    await expect(c.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await userEvent.click(c.getByRole('button', { name: 'Sair' }));
    await expect(args.onSair).toHaveBeenCalled();
  },
};

function Gaveta(args: Parameters<typeof AdminSidebar>[0]) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir menu
      </button>
      <AdminSidebar {...args} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Mobile: a drawer over a backdrop; a click on the backdrop closes it. */
export const CelularGavetaAberta: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => <Gaveta {...args} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const menu = c.getByRole('complementary', { name: 'Menu administrativo' });
    await expect(menu).toBeVisible();
    const fundo = canvasElement.querySelector('[data-slot="admin-sidebar-backdrop"]');
    await expect(fundo).not.toBeNull();
    await userEvent.click(fundo as HTMLElement);
    await expect(menu).toHaveAttribute('data-state', 'closed');
    await expect(canvasElement.querySelector('[data-slot="admin-sidebar-backdrop"]')).toBeNull();
  },
};

export const CelularFechada: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('complementary', { hidden: true })).toHaveAttribute(
      'data-state',
      'closed',
    );
  },
};

export const Escuro: Story = { ...Desktop, globals: { viewport: { value: 'desktop' }, theme: 'dark' } };
