import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopBar } from './top-bar';

const meta = {
  title: 'Site/Barra superior',
  id: 'site-topbar',
  component: TopBar,
  tags: ['autodocs'],
  args: { usuario: null, onLogout: fn(), pathname: '/imoveis' },
  globals: { viewport: { value: 'desktop' } },
  // Links are plain anchors here; keep clicks from navigating the story frame away.
  decorators: [
    (Story) => (
      <div
        onClickCapture={(e) => {
          if ((e.target as HTMLElement).closest('a')) e.preventDefault();
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitante: Story = {
  name: 'Visitante',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const nav = c.getByRole('navigation', { name: 'Principal' });
    for (const t of ['Início', 'Imóveis', 'Sobre', 'Contato'])
      await expect(within(nav).getByRole('link', { name: t })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Imóveis' })).toHaveAttribute('aria-current', 'page');
    await expect(c.getAllByRole('link', { name: 'Entrar' })[0]).toHaveAttribute('href', '/login');
    // "Registrar" opens the sign-in page on its Registrar tab.
    await expect(c.getAllByRole('link', { name: 'Registrar' })[0]).toHaveAttribute(
      'href',
      '/login?aba=registrar',
    );
    await expect(c.getByRole('button', { name: 'Alternar tema' })).toBeVisible();
  },
};

/** The heart links to the favourites page, with the count of this browser's hearts. */
export const ComFavoritos: Story = {
  name: 'Com favoritos',
  args: { favoritos: 3 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Favoritos (3)' })).toHaveAttribute('href', '/favoritos');
  },
};

/** No hearts yet (also the server's render): the heart alone, still a way to the page. */
export const SemFavoritos: Story = {
  name: 'Sem favoritos',
  args: { favoritos: 0 },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('link', { name: 'Favoritos' })).toHaveAttribute(
      'href',
      '/favoritos',
    ),
};

/** 375 px: the favourites are an entry of the menu, so the brand keeps its line. */
export const ComFavoritosMobile: Story = {
  name: 'Com favoritos (celular)',
  args: { favoritos: 3 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(window.innerWidth).toBe(375);
    // The bar's heart is hidden at this width (a hidden element has no role to query).
    await expect(c.queryByRole('link', { name: 'Favoritos (3)' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Menu' }));
    const menu = c.getByRole('navigation', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'Favoritos (3)' })).toHaveAttribute(
      'href',
      '/favoritos',
    );
  },
};

export const Inquilino: Story = {
  name: 'Inquilino',
  args: { usuario: { id: 'u1', nome: 'Mariana Costa', email: 'inquilina@morada.com.br', tipo: 'inquilino' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Área do Locatário' })).toHaveAttribute('href', '/locatario');
    await expect(c.queryByRole('link', { name: 'Entrar' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const Admin: Story = {
  name: 'Admin',
  args: { usuario: { id: 'u2', nome: 'Ana Administradora', email: 'admin@morada.com.br', tipo: 'admin' } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('link', { name: 'Área Admin' })).toHaveAttribute('href', '/admin'),
};

/** An owner's account link leads to their portal. */
export const Proprietario: Story = {
  name: 'Proprietário',
  args: {
    usuario: {
      id: 'u3',
      nome: 'Olga Proprietária',
      email: 'proprietario@morada.com.br',
      tipo: 'proprietario',
    },
  },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('link', { name: 'Área do Proprietário' })).toHaveAttribute(
      'href',
      '/proprietario',
    ),
};

/** 375 px: the links collapse into a menu button. */
export const MobileMenu: Story = {
  name: 'Menu (celular)',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const botao = c.getByRole('button', { name: 'Menu' });
    await expect(botao).toHaveAttribute('aria-expanded', 'false');
    await expect(c.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    await userEvent.click(botao);
    await expect(botao).toHaveAttribute('aria-expanded', 'true');
    const menu = c.getByRole('navigation', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'Contato' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('link', { name: 'Contato' }));
    await expect(c.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  },
};

/** 375 px, signed-in tenant: the menu lists the pages and the tenant area. */
export const MobileMenuInquilino: Story = {
  name: 'Menu inquilino (celular)',
  args: { usuario: { id: 'u1', nome: 'Mariana Costa', email: 'inquilina@morada.com.br', tipo: 'inquilino' } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(window.innerWidth).toBe(375);
    await expect(c.queryByRole('navigation', { name: 'Principal' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Menu' }));
    const menu = c.getByRole('navigation', { name: 'Menu' });
    for (const t of ['Início', 'Imóveis', 'Sobre', 'Contato'])
      await expect(within(menu).getByRole('link', { name: t })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Imóveis' })).toHaveAttribute('aria-current', 'page');
    await expect(within(menu).getByRole('link', { name: 'Área do Locatário' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Menu' }));
    await expect(c.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  },
};

export const Dark: Story = {
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(document.documentElement).toHaveClass('dark');
    const nav = c.getByRole('navigation', { name: 'Principal' });
    for (const t of ['Início', 'Imóveis', 'Sobre', 'Contato'])
      await expect(within(nav).getByRole('link', { name: t })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Alternar tema' })).toBeVisible();
  },
};

/**
 * Navigation that does not go through the menu (a link in the page, the browser's back button)
 * changes the path the bar receives: the open menu closes as well.
 */
export const MenuFechaAoNavegar: Story = {
  name: 'Menu fecha ao navegar',
  globals: { viewport: { value: 'mobile' } },
  render: function Render(args) {
    const [pathname, setPathname] = useState(args.pathname ?? '/');
    return (
      <>
        <TopBar {...args} pathname={pathname} />
        <main className="p-4">
          <button type="button" className="underline" onClick={() => setPathname('/sobre')}>
            Conheça a Morada
          </button>
        </main>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const botao = c.getByRole('button', { name: 'Menu' });
    await userEvent.click(botao);
    await expect(c.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Conheça a Morada' }));
    await expect(c.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    await expect(botao).toHaveAttribute('aria-expanded', 'false');
  },
};
