import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { processosExemplo } from '../../stories/admin-fixtures';
import { LegalCaseForm } from './legal-case-form';

const meta = {
  title: 'Admin/LegalCaseForm',
  component: LegalCaseForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LegalCaseForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Defaults of section 9: Despejo, Aberto, Média, valor 0. */
export const Novo: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Tipo')).toHaveValue('Despejo');
    await expect(c.getByLabelText('Status')).toHaveValue('Aberto');
    await expect(c.getByLabelText('Prioridade')).toHaveValue('Média');
    await expect(c.getByLabelText('Valor (R$)')).toHaveValue(0);
    await expect(c.getByLabelText('Prazo')).toHaveAttribute('type', 'date');
  },
};

export const Obrigatorios: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Criar' }));
    await expect(await c.findByText('Número é obrigatório')).toBeVisible();
    await expect(c.getByText('Descrição é obrigatório')).toBeVisible();
    await expect(c.getByText('Advogado responsável é obrigatório')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Valido: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Número do processo'), '0001-45.2026');
    await userEvent.type(c.getByLabelText('Descrição'), 'Despejo por falta de pagamento');
    await userEvent.type(c.getByLabelText('Advogado responsável'), 'Dr. Paulo');
    await userEvent.click(c.getByRole('button', { name: 'Criar' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          tipo: 'Despejo',
          status: 'Aberto',
          prioridade: 'Média',
          valor: 0,
          dataPrazo: null,
        }),
      ),
    );
  },
};

export const Edicao: Story = {
  args: { processo: processosExemplo[0] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Atualizar' })).toBeVisible();
  },
};

export const Salvando: Story = { args: { busy: true } };
