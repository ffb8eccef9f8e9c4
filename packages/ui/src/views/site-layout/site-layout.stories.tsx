import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { agencia } from '../../lib/fixtures/site';
import { SiteLayout } from './site-layout';

const meta = {
  title: 'Telas/Site/Layout',
  component: SiteLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { usuario: null, onLogout: fn(), pathname: '/', agencia, children: <p className="p-8">Conteúdo</p> },
} satisfies Meta<typeof SiteLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('banner')).toBeVisible();
    await expect(c.getByRole('main')).toHaveTextContent('Conteúdo');
    await expect(c.getByRole('contentinfo')).toHaveTextContent(String(new Date().getFullYear()));
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
