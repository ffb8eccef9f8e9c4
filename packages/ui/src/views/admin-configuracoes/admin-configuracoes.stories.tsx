import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminConfiguracoesView } from './admin-configuracoes';

const configuracao = {
  nome: 'Morada Imóveis',
  site: 'www.moradaimoveis.com.br',
  endereco: 'Av. Paulista, 1000 — São Paulo/SP',
  telefone: '(11) 3333-4444',
  whatsapp: '(11) 99999-0000',
  emailAdministracao: 'administracao@morada.com.br',
  emailCadastros: 'cadastros@morada.com.br',
  emailDocumentacao: 'documentacao@morada.com.br',
  emailFinanceiro: 'financeiro@morada.com.br',
  emailJuridico: 'juridico@morada.com.br',
  horarioSemana: 'Segunda a Sexta: 9h às 18h',
  horarioSabado: 'Sábado: 9h às 13h',
  metaReceitaMensal: 100000,
  multaPercentual: 2,
  jurosMensalPercentual: 1,
  diaVencimentoPadrao: 5,
  emailRemetente: 'nao-responda@morada.com.br',
};

const meta = {
  title: 'Admin/Views/Configuracoes',
  component: AdminConfiguracoesView,
  tags: ['autodocs'],
  args: { configuracao, loading: false, onSubmit: fn() },
} satisfies Meta<typeof AdminConfiguracoesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Carregado: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Nome da imobiliária')).toHaveValue('Morada Imóveis');
    await userEvent.clear(c.getByLabelText('Meta de receita mensal (R$)'));
    await userEvent.type(c.getByLabelText('Meta de receita mensal (R$)'), '120000');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ metaReceitaMensal: 120000 })),
    );
  },
};
export const Carregando: Story = {
  args: { configuracao: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Configurações' })).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(c.queryByLabelText('Nome da imobiliária')).toBeNull();
    await expect(c.queryByRole('button', { name: 'Salvar' })).toBeNull();
  },
};
export const Salvando: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByLabelText('Nome da imobiliária')).toHaveValue('Morada Imóveis');
    const botao = c.getByRole('button', { name: 'Salvando...' });
    await expect(botao).toBeDisabled();
    await expect(c.queryByRole('button', { name: 'Salvar' })).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
