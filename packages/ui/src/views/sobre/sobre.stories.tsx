import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SobreView } from './sobre';
import { noTabletDe } from '../../stories/gemeas';

/** Página “Sobre” do site: quem é a imobiliária, sua missão e seus valores, os serviços e os números. */
const meta = {
  title: 'Telas/Site/Sobre',
  component: SobreView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SobreView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A página “Sobre”: missão, valores, serviços e os números da imobiliária. */
export const Padrao: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Desde 2008')).toBeVisible();
    for (const t of ['15+', '500+', '1000+', '30+']) await expect(c.getByText(t)).toBeVisible();
  },
};
/** Em 375 px os quatro números ficam dois por linha. */
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

/** O estado padrão no tema escuro. */
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

/** O estado “Padrão” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Padrao), name: 'Tablet', tags: ['quadro-proprio'] };
