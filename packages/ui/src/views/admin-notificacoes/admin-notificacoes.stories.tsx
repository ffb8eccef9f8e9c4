import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminNotificacoesView } from './admin-notificacoes';

const meta = {
  title: 'Admin/Views/Notificacoes',
  component: AdminNotificacoesView,
  tags: ['autodocs'],
  args: {
    mensagens: [
      {
        id: 'm1',
        nome: 'João',
        email: 'joao@example.com',
        telefone: '(11) 9999-0000',
        assunto: 'Visita',
        mensagem: 'Quero visitar o apartamento.',
        origem: null,
        recebidaEm: '2026-11-20T13:00:00Z',
        tratada: false,
      },
      {
        id: 'm2',
        nome: 'Lia',
        email: 'lia@example.com',
        telefone: '(11) 9999-1111',
        assunto: 'Proposta',
        mensagem: 'Tenho interesse.',
        origem: null,
        recebidaEm: '2026-11-19T13:00:00Z',
        tratada: true,
      },
    ],
    enviadas: [
      {
        id: 'n1',
        titulo: 'Lembrete de vencimento',
        mensagem: 'Seu aluguel vence em 05/12.',
        data: '2026-11-21T12:00:00Z',
        lida: false,
        destinatario: 'Mariana Costa',
      },
    ],
    emails: [
      {
        id: 'e1',
        para: 'inquilina@morada.com.br',
        assunto: 'Lembrete de vencimento',
        criadoEm: '2026-11-21T12:00:00Z',
        enviadoEm: null,
      },
      {
        id: 'e2',
        para: 'bruno@teste.com',
        assunto: 'Aviso de cobrança - contrato CT-2025-014',
        criadoEm: '2026-11-21T12:05:00Z',
        enviadoEm: null,
        status: 'erro',
        erro: '550 Mailbox unavailable',
      },
    ],
    loading: false,
    onMarcarTratada: fn(),
    destinatarios: [{ id: 'u1', nome: 'Mariana Costa', email: 'inquilina@morada.com.br' }],
    onEnviarNotificacao: fn(async () => true),
  },
} satisfies Meta<typeof AdminNotificacoesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mensagens: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Marcar como tratada' }));
    await expect(args.onMarcarTratada).toHaveBeenCalledWith(args.mensagens[0]);
    await userEvent.click(c.getByRole('tab', { name: 'E-mails' }));
    await expect(c.getByText('Na fila')).toBeVisible();
    await expect(c.getByText('Falhou')).toBeVisible();
    await expect(c.getByText('550 Mailbox unavailable')).toBeVisible();
  },
};
export const Vazio: Story = {
  args: { mensagens: [], enviadas: [], emails: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma mensagem recebida')).toBeVisible();
  },
};
export const Carregando: Story = { args: { mensagens: [], enviadas: [], emails: [], loading: true } };

export const EnviarNotificacao: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Notificações enviadas' }));
    await userEvent.click(c.getByRole('button', { name: 'Enviar' }));
    await expect(c.getByText('Destinatário é obrigatório')).toBeVisible();
    await expect(c.getByText('Título é obrigatório')).toBeVisible();
    await expect(args.onEnviarNotificacao).not.toHaveBeenCalled();
    await userEvent.selectOptions(c.getByLabelText('Destinatário'), 'u1');
    await userEvent.type(c.getByLabelText('Título'), 'Vistoria agendada');
    await userEvent.type(c.getByLabelText('Mensagem'), 'A vistoria será no dia 13/12 às 10h.');
    await userEvent.click(c.getByRole('button', { name: 'Enviar' }));
    await expect(args.onEnviarNotificacao).toHaveBeenCalledWith(
      expect.objectContaining({ destinatarioId: 'u1', titulo: 'Vistoria agendada' }),
    );
    // Sent: the form is clear for the next notice.
    await expect(c.getByLabelText('Título')).toHaveValue('');
  },
};
export const Enviando: Story = {
  args: { enviando: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Notificações enviadas' }));
    await expect(c.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  },
};
