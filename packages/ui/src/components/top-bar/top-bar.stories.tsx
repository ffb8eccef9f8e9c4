import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopBar } from './top-bar';
import { noEscuro } from '../../stories/play-helpers';

/**
 * Barra superior das páginas públicas: marca, links do site (com o ativo marcado), favoritos e o acesso à
 * conta. No celular os links se recolhem num botão de menu.
 */
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

/** Visitante não conectado: os links do site (o atual marcado), “Entrar”, “Registrar” e o alternar tema. */
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

/** O coração leva à página de favoritos, com a contagem de corações deste navegador. */
export const ComFavoritos: Story = {
  name: 'Com favoritos',
  args: { favoritos: 3 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Favoritos (3)' })).toHaveAttribute('href', '/favoritos');
  },
};

/** Ainda sem favoritos (também na renderização do servidor): só o coração, ainda um caminho para a página. */
export const SemFavoritos: Story = {
  name: 'Sem favoritos',
  args: { favoritos: 0 },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('link', { name: 'Favoritos' })).toHaveAttribute(
      'href',
      '/favoritos',
    ),
};

/** Em 375 px os favoritos viram um item do menu, para a marca continuar numa linha. */
export const ComFavoritosMobile: Story = {
  name: 'Com favoritos — celular',
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

/** Locatário conectado: o link para a Área do Locatário e “Sair”. */
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

/** Admin conectado: o link para a Área Admin. */
export const Admin: Story = {
  name: 'Admin',
  args: { usuario: { id: 'u2', nome: 'Ana Administradora', email: 'admin@morada.com.br', tipo: 'admin' } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('link', { name: 'Área Admin' })).toHaveAttribute('href', '/admin'),
};

/** O link da conta de um proprietário leva ao portal dele. */
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

/** Em 375 px os links se recolhem num botão de menu. */
export const MobileMenu: Story = {
  name: 'Menu — celular',
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

/** Em 375 px, com locatário conectado: o menu lista as páginas e a área do locatário. */
export const MobileMenuInquilino: Story = {
  name: 'Menu inquilino — celular',
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

/** O estado padrão no tema escuro. */
export const Dark: Story = {
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const c = within(canvasElement);
    const nav = c.getByRole('navigation', { name: 'Principal' });
    for (const t of ['Início', 'Imóveis', 'Sobre', 'Contato'])
      await expect(within(nav).getByRole('link', { name: t })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Alternar tema' })).toBeVisible();
  }),
};

/**
 * Uma navegação que não passa pelo menu (um link na página, o voltar do navegador) muda o caminho que a barra
 * recebe: o menu aberto também fecha.
 */
export const MenuFechaAoNavegar: Story = {
  name: 'Menu fecha ao navegar — celular',
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
