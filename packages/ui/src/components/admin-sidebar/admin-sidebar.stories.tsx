import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { alterarSenhaComSucesso, noCelular } from '../../stories/play-helpers';
import { AdminSidebar } from './admin-sidebar';

/**
 * Menu lateral do admin: as seções do back-office, o usuário conectado, “Alterar senha” e “Sair”. Fixo no
 * desktop; no celular vira uma gaveta que abre pelo botão de menu.
 */
const meta = {
  title: 'Admin/Menu lateral',
  id: 'admin-adminsidebar',
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
  ['Reajustes', '/admin/reajustes'],
  ['Jurídico', '/admin/juridico'],
  ['Usuários', '/admin/usuarios'],
  ['Relatórios', '/admin/relatorios'],
  ['Notificações', '/admin/notificacoes'],
  ['Configurações', '/admin/configuracoes'],
] as const;

/** O estado padrão na largura de desktop (1280 px). */
export const Desktop: Story = {
  name: 'Desktop',
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

/** No celular, o menu é uma gaveta sobre um fundo escurecido; um clique no fundo fecha a gaveta. */
export const CelularGavetaAberta: Story = {
  name: 'Gaveta aberta — celular',
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

/** O estado “Fechada” na largura de um celular (375 px). */
export const CelularFechada: Story = {
  name: 'Fechada — celular',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('complementary', { hidden: true })).toHaveAttribute(
      'data-state',
      'closed',
    );
  },
};

/** O estado padrão na largura de desktop (1280 px), no tema escuro. */
export const Escuro: Story = {
  ...Desktop,
  name: 'Escuro',
  globals: { viewport: { value: 'desktop' }, theme: 'dark' },
};

/** “Alterar senha” fica acima de “Sair” e abre o diálogo; uma troca bem-sucedida fecha o diálogo. */
export const AlterarSenha: Story = {
  name: 'Alterar senha',
  globals: { viewport: { value: 'desktop' } },
  args: { onAlterarSenha: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const alterar = c.getByRole('button', { name: 'Alterar senha' });
    const sair = c.getByRole('button', { name: 'Sair' });
    await expect(alterar.compareDocumentPosition(sair) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await alterarSenhaComSucesso(alterar, args.onAlterarSenha);
  },
};

/** Também na gaveta do celular; o diálogo cabe na tela de 375 px. */
export const CelularAlterarSenha: Story = {
  name: 'Alterar senha — celular',
  globals: { viewport: { value: 'mobile' } },
  args: { onAlterarSenha: fn(async () => undefined) },
  render: (args) => <Gaveta {...args} />,
  play: noCelular(async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Alterar senha' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Alterar senha' });
    await expect(within(dialogo).getByLabelText('Senha atual')).toBeVisible();
    await expect(dialogo.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  }),
};
