import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuickActions } from './dashboard-acoes';

const meta = {
  title: 'Admin/Painel/Ações rápidas',
  id: 'admin-dashboard-quickactions',
  component: QuickActions,
  tags: ['autodocs'],
  args: { onEnviarCobrancas: fn(), onRelatorio: fn() },
} satisfies Meta<typeof QuickActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Os quatro atalhos do painel: “Novo Imóvel”, “Novo Contrato”, “Enviar Cobranças” e “Relatório”. */
export const Padrao: Story = {
  name: 'Padrão',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Novo Imóvel' })).toHaveAttribute('href', '/admin/imoveis/novo');
    await expect(c.getByRole('link', { name: 'Novo Contrato' })).toHaveAttribute(
      'href',
      '/admin/contratos/novo',
    );
    await userEvent.click(c.getByRole('button', { name: 'Enviar Cobranças' }));
    await userEvent.click(c.getByRole('button', { name: 'Relatório' }));
    await expect(args.onEnviarCobrancas).toHaveBeenCalled();
    await expect(args.onRelatorio).toHaveBeenCalled();
  },
};

/**
 * Enquanto as cobranças são enviadas e o relatório é gerado, os botões mostram “Enviando...” e “Gerando...”.
 */
export const Ocupado: Story = {
  name: 'Ocupado',
  args: { cobrancasBusy: true, relatorioBusy: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    await expect(c.getByRole('button', { name: 'Gerando...' })).toBeDisabled();
  },
};
