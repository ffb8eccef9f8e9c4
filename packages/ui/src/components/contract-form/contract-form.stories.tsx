import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { anunciosExemplo, contratoExemplo } from '../../stories/admin-fixtures';
import { ContractForm } from './contract-form';

const meta = {
  title: 'Admin/ContractForm',
  component: ContractForm,
  tags: ['autodocs'],
  args: { anuncios: anunciosExemplo, onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 800 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContractForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Novo: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Dia de vencimento')).toHaveValue(5);
    await expect(c.getByLabelText('Valor do aluguel (R$)')).toHaveAttribute('step', '0.01');
    // Only 'Disponível' listings are offered.
    const opcoes = [...(c.getByLabelText('Imóvel') as HTMLSelectElement).options].map((o) => o.textContent);
    await expect(opcoes).toEqual(['Selecione um imóvel disponível', 'Studio Vila Madalena — São Paulo']);
  },
};

export const Obrigatorios: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText('Número é obrigatório')).toBeVisible();
    await expect(c.getByText('CPF é obrigatório')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Missing money becomes 0 and the due day defaults to 5 (section 5). */
export const PadroesNumericos: Story = {
  args: { contrato: { ...contratoExemplo, imovel: { ...contratoExemplo.imovel } } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.clear(c.getByLabelText('IPTU (R$)'));
    await userEvent.clear(c.getByLabelText('Dia de vencimento'));
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const dados = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(dados.valorIPTU).toBe(0);
    await expect(dados.diaVencimento).toBe(5);
  },
};

/** Edit keeps the contract's current property in the select even though it is not 'Disponível'. */
export const Edicao: Story = {
  args: { contrato: contratoExemplo },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Imóvel')).toHaveValue('i1');
  },
};

export const ErrosDoServidor: Story = {
  args: { errosServidor: { numero: 'Já existe um contrato com este número' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Já existe um contrato com este número'),
    ).toBeVisible();
  },
};

export const Salvando: Story = { args: { busy: true } };
