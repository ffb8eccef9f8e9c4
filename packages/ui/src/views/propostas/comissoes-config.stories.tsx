import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONFIGURACAO_COMISSOES_PADRAO } from '@morada/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { noEscuroDe } from '../../stories/gemeas';
import { mostraOTexto } from '../../stories/play-helpers';
import { ComissoesConfigForm } from './comissoes-config-form';

const meta = {
  title: 'Telas/Admin/Comissões',
  id: 'admin-views-comissoes-config',
  component: ComissoesConfigForm,
  tags: ['autodocs'],
  args: {
    configuracao: {
      ...CONFIGURACAO_COMISSOES_PADRAO,
      divisao: { ...CONFIGURACAO_COMISSOES_PADRAO.divisao },
    },
    onSubmit: fn(),
  },
} satisfies Meta<typeof ComissoesConfigForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A configuração padrão: 6% na venda, o primeiro aluguel na locação, divisão 50/20/30 (soma 100%). */
export const Carregado: Story = {
  name: 'Carregado',
  play: mostraOTexto('Soma: 100%'),
};

/** Uma divisão que não soma 100% é recusada com a mensagem do domínio; corrigida, é salva. */
export const DivisaoInvalida: Story = {
  name: 'Divisão que não soma 100%',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const vendedor = c.getByLabelText('Corretor vendedor');
    await userEvent.clear(vendedor);
    await userEvent.type(vendedor, '40');
    await expect(c.getByText(/Soma: 110%/)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText(/deve somar 100%/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(vendedor);
    await userEvent.type(vendedor, '30');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ divisao: { agencia: 50, captador: 20, vendedor: 30 } }),
      ),
    );
  },
};

/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };
