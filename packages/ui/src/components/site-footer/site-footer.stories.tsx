import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { agencia } from '../../lib/fixtures/site';
import { SiteFooter } from './site-footer';
import { noCelular, noEscuro } from '../../stories/play-helpers';

/**
 * Rodapé das páginas públicas: dados e contatos da imobiliária, links do site e o ano dos direitos autorais.
 */
const meta = {
  title: 'Site/Rodapé',
  id: 'site-sitefooter',
  component: SiteFooter,
  tags: ['autodocs'],
  args: { agencia, ano: 2026 },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** O rodapé com os dados da imobiliária, os links do site e o ano. */
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
/** Sem ano informado, o rodapé usa o ano atual. */
export const AnoCorrente: Story = {
  name: 'Ano corrente',
  args: { ano: undefined },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeVisible(),
};
/** O estado padrão na largura de um celular (375 px). */
export const Mobile: Story = {
  ...Padrao,
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Padrao.play),
};
/** O estado padrão no tema escuro. */
export const Dark: Story = {
  ...Padrao,
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(Padrao.play),
};
