import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DadosRepasseDialog } from './dados-repasse-dialog';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';

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
  // Each story in its own frame on the docs page (.storybook/preview.tsx): it opens an overlay.
  tags: ['autodocs', 'quadro-proprio'],
  args: {
    usuario: { _id: 'u3', nome: 'Paulo Proprietário' },
    dados: null,
    onSalvar: fn(async () => undefined),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof DadosRepasseDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Os dados ainda estão sendo buscados: indicador de carregamento, ainda sem formulário. */
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

/** Nada salvo ainda: formulário vazio; salvar fecha o diálogo. */
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

/** Dados salvos, mostrados para edição; “Cancelar” fecha sem salvar. */
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

/** Recusado pelo servidor: o diálogo fica aberto com a mensagem sob o campo. */
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

/** O estado “Preenchido” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Preenchido), name: 'Celular' };

/** O estado “Preenchido” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Preenchido), name: 'Escuro' };

/** O estado “Preenchido” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Preenchido), name: 'Tablet', tags: ['quadro-proprio'] };
