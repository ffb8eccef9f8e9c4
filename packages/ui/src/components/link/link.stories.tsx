import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteFooter } from '../site-footer';
import { AppLink, LinkProvider, type LinkComponent } from './link';
import { ROTAS_MORADA, RotasProvider, type Rotas } from './rotas';

const navigate = fn();

/** Stands in for a router link: it intercepts the click like React Router's <Link> does. */
const FakeRouterLink: LinkComponent = ({ href, onClick, ...props }) => (
  <a
    href={href}
    data-router="true"
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
      onClick?.(event);
    }}
    {...props}
  />
);

/**
 * Link de navegação do app. Cada app registra o link do seu roteador no `LinkProvider`; sem provedor, é um
 * `<a>` comum. Use para navegar, nunca um botão.
 */
const meta = {
  title: 'Primitivos/Link',
  id: 'primitivos-applink',
  argTypes: {
    href: { description: 'Destino.', control: 'text' },
    children: { description: 'Texto do link: diz para onde vai.', control: 'text' },
  },
  component: AppLink,
  tags: ['autodocs'],
  args: { href: '/imoveis', children: 'Ver imóveis', className: 'text-primary underline' },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof AppLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Um link comum, para endereços fora do app. */
export const PlainAnchor: Story = {
  name: 'Âncora simples',
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ver imóveis' });
    await expect(link).toHaveAttribute('href', '/imoveis');
    await expect(link).not.toHaveAttribute('data-router');
  },
};

/** Um link do roteador, para navegar entre páginas do app sem recarregar. */
export const WithRouterLink: Story = {
  name: 'Com link do roteador',
  decorators: [
    (Story) => (
      <LinkProvider component={FakeRouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Ver imóveis' }));
    await expect(navigate).toHaveBeenCalledWith('/imoveis');
  },
};

/** Another app mounting the views under /loja: every link of a view comes from its RotasProvider. */
const rotasDaLoja: Rotas = {
  ...ROTAS_MORADA,
  site: {
    inicio: '/loja',
    imoveis: '/loja/imoveis',
    imovel: (imovel) => `/loja/imoveis/${imovel.id}`,
    sobre: '/loja/sobre',
    contato: '/loja/contato',
    favoritos: '/loja/favoritos',
    login: '/loja/entrar',
    registrar: '/loja/entrar?aba=registrar',
  },
};

/** Os links para as rotas do app, já com o endereço base do app (ex.: /loja/imoveis). */
export const RotasDoApp: Story = {
  name: 'Rotas do app',
  render: () => (
    <RotasProvider rotas={rotasDaLoja}>
      <SiteFooter ano={2026} />
    </RotasProvider>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Imóveis' })).toHaveAttribute('href', '/loja/imoveis');
    await expect(c.getByRole('link', { name: 'Área do Cliente' })).toHaveAttribute('href', '/loja/entrar');
    for (const link of c.getAllByRole('link').filter((l) => l.getAttribute('href')?.startsWith('/'))) {
      await expect(link.getAttribute('href')).toMatch(/^\/loja/);
    }
  },
};
