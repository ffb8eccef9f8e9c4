import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DadosRepasseDialog } from './dados-repasse-dialog';

const dadosExemplo = {
  documento: '11222333000181',
  titular: 'Palmeiras Participações Ltda',
  banco: '001 — Banco do Brasil',
  agencia: '1234',
  conta: '98765-0',
  chavePix: null,
};

const meta = {
  title: 'Telas/Admin/Usuários/Diálogo de dados de repasse',
  id: 'admin-views-usuarios-dadosrepassedialog',
  component: DadosRepasseDialog,
  tags: ['autodocs'],
  args: {
    usuario: { _id: 'u3', nome: 'Paulo Proprietário' },
    dados: null,
    onSalvar: fn(async () => undefined),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof DadosRepasseDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The details are still being fetched: a spinner, no form yet. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { dados: undefined },
  play: async () => {
    const d = within(await screen.findByRole('dialog', { name: 'Dados de repasse — Paulo Proprietário' }));
    await expect(d.getByRole('status')).toHaveTextContent('Carregando dados de repasse...');
    await expect(d.queryByLabelText('CPF ou CNPJ')).toBeNull();
    await expect(d.queryByRole('button', { name: 'Salvar' })).toBeNull();
  },
};

/** Nothing saved yet: an empty form; saving closes the dialog. */
export const SemDados: Story = {
  name: 'Sem dados',
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog'));
    await expect(d.getByLabelText('CPF ou CNPJ')).toHaveValue('');
    await userEvent.type(d.getByLabelText('CPF ou CNPJ'), '123.456.789-09');
    await userEvent.click(d.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(args.onSalvar).toHaveBeenCalledWith(expect.objectContaining({ documento: '12345678909' })),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** Saved details, shown for editing; 'Cancelar' closes without saving. */
export const Preenchido: Story = {
  name: 'Preenchido',
  args: { dados: dadosExemplo },
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog'));
    await expect(d.getByLabelText('CPF ou CNPJ')).toHaveValue('11.222.333/0001-81');
    await expect(d.getByLabelText('Titular da conta')).toHaveValue('Palmeiras Participações Ltda');
    await userEvent.click(d.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSalvar).not.toHaveBeenCalled();
  },
};

/** Refused by the server: the dialog stays open with the message under the field. */
export const Recusado: Story = {
  name: 'Recusado',
  args: {
    dados: dadosExemplo,
    onSalvar: fn(async () => {
      throw new Error('recusado');
    }),
    errosDoErro: () => ({ documento: 'CPF ou CNPJ inválido' }),
  },
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog'));
    await userEvent.click(d.getByRole('button', { name: 'Salvar' }));
    await expect(await d.findByText('CPF ou CNPJ inválido')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
