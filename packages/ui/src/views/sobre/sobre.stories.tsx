import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SobreView } from './sobre';

const meta = {
  title: 'Telas/Site/Sobre',
  component: SobreView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SobreView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Desde 2008')).toBeVisible();
    for (const t of ['15+', '500+', '1000+', '30+']) await expect(c.getByText(t)).toBeVisible();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
