import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GarantiaResumoBadge } from './garantia-resumo';
import { mostraOTexto } from '../../stories/play-helpers';

const meta = {
  title: 'Admin/Selo de garantia',
  id: 'admin-garantiaresumobadge',
  component: GarantiaResumoBadge,
  tags: ['autodocs'],
  args: { garantia: { tipo: 'fiador', vencimento: null, situacao: 'sem-validade' } },
} satisfies Meta<typeof GarantiaResumoBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Uma garantia sem data de término: só o tipo, em cor discreta. */
export const SemVencimento: Story = {
  name: 'Sem vencimento',
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByTitle('Sem vencimento');
    await expect(badge).toHaveTextContent(/^Fiador$/);
  },
};

/** Garantia vigente: o tipo e a data de vencimento em cor neutra. */
export const Vigente: Story = {
  name: 'Vigente',
  args: { garantia: { tipo: 'seguro-fianca', vencimento: '2027-01-31', situacao: 'vigente' } },
  play: mostraOTexto('Seguro-fiança', '· vence 31/01/2027'),
};

/** A até 30 dias do término: cor de alerta, um ícone e “Vence em breve” para leitores de tela. */
export const Vencendo: Story = {
  name: 'Vencendo',
  args: { garantia: { tipo: 'seguro-fianca', vencimento: '2026-12-10', situacao: 'vencendo' } },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByTitle('Vence em breve');
    await expect(within(badge).getByText('Seguro-fiança')).toBeVisible();
    await expect(within(badge).getByText('· vence 10/12/2026')).toBeVisible();
    await expect(within(badge).getByText('(Vence em breve)')).toBeInTheDocument();
  },
};

/** Garantia vencida: cor de erro, um ícone e o aviso para leitores de tela. */
export const Vencida: Story = {
  name: 'Vencida',
  args: { garantia: { tipo: 'titulo-capitalizacao', vencimento: '2026-10-31', situacao: 'vencida' } },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByTitle('Vencida');
    await expect(within(badge).getByText('Título de capitalização')).toBeVisible();
    await expect(within(badge).getByText('· vence 31/10/2026')).toBeVisible();
    await expect(within(badge).getByText('(Vencida)')).toBeInTheDocument();
  },
};

/** Contrato sem garantia: “Sem garantia”. */
export const SemGarantia: Story = {
  name: 'Sem garantia',
  args: { garantia: null },
  play: mostraOTexto('Sem garantia'),
};

/** O estado “Vencida” no tema escuro. */
export const VencidaEscuro: Story = { ...Vencida, name: 'Vencida — escuro', globals: { theme: 'dark' } };
