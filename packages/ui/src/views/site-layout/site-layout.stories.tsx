import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { agencia } from '../../lib/fixtures/site';
import { SiteLayout } from './site-layout';
import { noTabletDe } from '../../stories/gemeas';

const meta = {
  title: 'Telas/Site/Layout',
  component: SiteLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { usuario: null, onLogout: fn(), pathname: '/', agencia, children: <p className="p-8">Conteúdo</p> },
} satisfies Meta<typeof SiteLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** O layout público: barra superior, o conteúdo da página e o rodapé. */
export const Padrao: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('banner')).toBeVisible();
    await expect(c.getByRole('main')).toHaveTextContent('Conteúdo');
    await expect(c.getByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
  },
};
/** Em 375 px a barra superior mostra o botão de menu no lugar dos links; o botão os abre. */
export const Mobile: Story = {
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(window.innerWidth).toBe(375);
    await expect(c.getByRole('main')).toHaveTextContent('Conteúdo');
    await expect(c.queryByRole('navigation', { name: 'Principal' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Menu' }));
    const menu = c.getByRole('navigation', { name: 'Menu' });
    for (const t of ['Início', 'Imóveis', 'Sobre', 'Contato'])
      await expect(within(menu).getByRole('link', { name: t })).toBeVisible();
    await expect(c.getByRole('contentinfo')).toBeVisible();
  },
};

/** O estado padrão no tema escuro. */
export const Dark: Story = {
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(document.documentElement).toHaveClass('dark');
    await expect(c.getByRole('banner')).toBeVisible();
    await expect(c.getByRole('main')).toHaveTextContent('Conteúdo');
    await expect(c.getByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
  },
};

/** O estado “Padrão” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Padrao), name: 'Tablet', tags: ['quadro-proprio'] };
