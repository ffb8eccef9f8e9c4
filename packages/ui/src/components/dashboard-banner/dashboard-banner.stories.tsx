import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DelinquencyBanner } from './dashboard-banner';
import { noEscuro } from '../../stories/play-helpers';

const meta = {
  title: 'Admin/Painel/Aviso de inadimplência',
  id: 'admin-dashboard-delinquencybanner',
  component: DelinquencyBanner,
  tags: ['autodocs'],
  args: { taxaInadimplencia: 8.2, onEnviarCobrancas: fn() },
} satisfies Meta<typeof DelinquencyBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AcimaDoLimite: Story = {
  name: 'Acima do limite',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Atenção: Alta Taxa de Inadimplência');
    await expect(c.getByText(/8,2%/)).toBeVisible();
    // The rate's definition: read by screen readers, and shown as a tooltip on focus or hover.
    await expect(c.getByRole('alert')).toHaveTextContent(
      'Valor em atraso dos pagamentos que venceram no mês dividido pelo valor que venceu no mês.',
    );
    await userEvent.hover(c.getByText(/8,2%/));
    await expect(
      await screen.findByRole('tooltip', { name: /Valor em atraso dos pagamentos que venceram no mês/ }),
    ).toBeInTheDocument();
    await userEvent.unhover(c.getByText(/8,2%/));
    await userEvent.click(c.getByRole('button', { name: 'Enviar Cobranças' }));
    await expect(args.onEnviarCobrancas).toHaveBeenCalled();
  },
};

/** Section 9: 'above 5' — exactly 5 shows nothing. */
export const ExatamenteCinco: Story = {
  name: 'Exatamente cinco',
  args: { taxaInadimplencia: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Atenção: Alta Taxa de Inadimplência')).toBeNull();
  },
};

export const LogoAcimaDeCinco: Story = {
  name: 'Logo acima de cinco',
  args: { taxaInadimplencia: 5.01 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Atenção: Alta Taxa de Inadimplência')).toBeVisible();
  },
};

export const Enviando: Story = {
  name: 'Enviando',
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  },
};

export const Escuro: Story = {
  ...AcimaDoLimite,
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(AcimaDoLimite.play),
};
