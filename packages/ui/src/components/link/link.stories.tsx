import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppLink, LinkProvider, type LinkComponent } from './link';

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

const meta = {
  title: 'Primitivos/Link',
  id: 'primitivos-applink',
  parameters: {
    docs: {
      description: {
        component:
          'Link de navegação do app. Cada app registra o link do seu roteador no `LinkProvider`; sem provedor, é um `<a>` comum. Use para navegar, nunca um botão.',
      },
    },
  },
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

export const PlainAnchor: Story = {
  name: 'Âncora simples',
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ver imóveis' });
    await expect(link).toHaveAttribute('href', '/imoveis');
    await expect(link).not.toHaveAttribute('data-router');
  },
};

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
