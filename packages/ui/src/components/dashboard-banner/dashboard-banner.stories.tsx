import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DelinquencyBanner } from './dashboard-banner';
import { mostraOTexto, noEscuro } from '../../stories/play-helpers';

const meta = {
  title: 'Admin/Painel/Aviso de inadimplência',
  id: 'admin-dashboard-delinquencybanner',
  component: DelinquencyBanner,
  tags: ['autodocs'],
  args: { taxaInadimplencia: 8.2, onEnviarCobrancas: fn() },
} satisfies Meta<typeof DelinquencyBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inadimplência acima de 5 %: a faixa vermelha de atenção, com a taxa e o botão “Enviar Cobranças”. */
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

/** Seção 9: “acima de 5” — exatamente 5 % não mostra a faixa. */
export const ExatamenteCinco: Story = {
  name: 'Exatamente cinco',
  args: { taxaInadimplencia: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Atenção: Alta Taxa de Inadimplência')).toBeNull();
  },
};

/** Com 5,01 % a faixa já aparece (exatamente 5 % não mostra nada). */
export const LogoAcimaDeCinco: Story = {
  name: 'Logo acima de cinco',
  args: { taxaInadimplencia: 5.01 },
  play: mostraOTexto('Atenção: Alta Taxa de Inadimplência'),
};

/** Enquanto as cobranças são enviadas, o botão mostra “Enviando...” e fica desabilitado. */
export const Enviando: Story = {
  name: 'Enviando',
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  },
};

/** O estado “Acima do limite” no tema escuro. */
export const Escuro: Story = {
  ...AcimaDoLimite,
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(AcimaDoLimite.play),
};
