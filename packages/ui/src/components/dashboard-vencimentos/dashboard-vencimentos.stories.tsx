import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dashboardExemplo } from '../../stories/admin-fixtures';
import { DueDates } from './dashboard-vencimentos';
import { mostraOTexto } from '../../stories/play-helpers';

/**
 * Quadro “Próximos vencimentos” do painel: os pagamentos que vencem em breve, com locatário, imóvel, valor e
 * data, e o botão para enviar um lembrete ao locatário.
 */
const meta = {
  title: 'Admin/Painel/Vencimentos',
  id: 'admin-dashboard-duedates',
  component: DueDates,
  tags: ['autodocs'],
  args: { vencimentos: dashboardExemplo.proximosVencimentos, onLembrete: fn() },
} satisfies Meta<typeof DueDates>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Os próximos vencimentos, cada um com o botão de lembrete, e o link para todos os contratos. */
export const Carregado: Story = {
  name: 'Carregado',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('CT-2026-001')).toBeVisible();
    await expect(c.getByText('Mariana Costa')).toBeVisible();
    await expect(c.getByText('05/12/2026')).toBeVisible();
    await expect(c.getByText('R$ 2.850,00')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Lembrete — CT-2026-001' }));
    await expect(args.onLembrete).toHaveBeenCalledWith(dashboardExemplo.proximosVencimentos[0]);
    await expect(c.getByRole('link', { name: 'Ver todos os contratos' })).toHaveAttribute(
      'href',
      '/admin/contratos',
    );
  },
};

/** O lembrete de um pagamento está sendo enviado: só o botão dele fica desabilitado. */
export const Enviando: Story = {
  name: 'Enviando',
  args: { lembreteEnviando: 'p1' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Lembrete — CT-2026-001' }),
    ).toBeDisabled();
  },
};

/** Nenhum vencimento próximo: a mensagem de lista vazia. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { vencimentos: [] },
  play: mostraOTexto('Nenhum vencimento próximo'),
};
