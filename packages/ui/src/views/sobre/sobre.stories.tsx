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
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Desde 2008')).toBeVisible();
    for (const t of ['15+', '500+', '1000+', '30+']) await expect(c.getByText(t)).toBeVisible();
  },
};
/** 375 px: the four numbers sit two per row. */
export const Mobile: Story = {
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(window.innerWidth).toBe(375);
    await expect(c.getByRole('heading', { level: 1, name: 'Sobre a Morada' })).toBeVisible();
    const [a, b, d] = ['15+', '500+', '1000+'].map((t) => c.getByText(t).getBoundingClientRect());
    await expect(Math.abs(a!.top - b!.top)).toBeLessThan(1);
    await expect(d!.top).toBeGreaterThan(a!.bottom);
  },
};

export const Dark: Story = {
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(document.documentElement).toHaveClass('dark');
    await expect(c.getByRole('heading', { level: 1, name: 'Sobre a Morada' })).toBeVisible();
    await expect(c.getByRole('heading', { name: 'Missão' })).toBeVisible();
    await expect(c.getByRole('heading', { name: 'Valores' })).toBeVisible();
    for (const t of ['15+', '500+', '1000+', '30+']) await expect(c.getByText(t)).toBeVisible();
  },
};
