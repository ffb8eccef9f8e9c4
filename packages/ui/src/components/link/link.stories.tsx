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
  title: 'Primitivos/AppLink',
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
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ver imóveis' });
    await expect(link).toHaveAttribute('href', '/imoveis');
    await expect(link).not.toHaveAttribute('data-router');
  },
};

export const WithRouterLink: Story = {
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
