import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { agencia } from '../../lib/fixtures/site';
import { SiteFooter } from './site-footer';
import { noCelular, noEscuro } from '../../stories/play-helpers';

const meta = {
  title: 'Site/Rodapé',
  id: 'site-sitefooter',
  component: SiteFooter,
  tags: ['autodocs'],
  args: { agencia, ano: 2026 },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Padrao: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Área do Cliente' })).toHaveAttribute('href', '/login');
    await expect(c.getByText(agencia.endereco)).toBeVisible();
    await expect(c.getByRole('link', { name: agencia.telefone })).toHaveAttribute(
      'href',
      'tel:+551130001000',
    );
    await expect(c.getByRole('link', { name: agencia.emailAdministracao })).toHaveAttribute(
      'href',
      `mailto:${agencia.emailAdministracao}`,
    );
    await expect(c.getByText(/© 2026 Morada Imóveis/)).toBeVisible();
  },
};
export const AnoCorrente: Story = {
  name: 'Ano corrente',
  args: { ano: undefined },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeVisible(),
};
export const Mobile: Story = {
  ...Padrao,
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Padrao.play),
};
export const Dark: Story = {
  ...Padrao,
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(Padrao.play),
};
