import type { Meta, StoryObj } from '@storybook/react-vite';
import { MSG_ACESSO, type MensagemContato } from '@morada/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { linkRedefinicaoExemplo, mensagensExemplo } from '../../stories/admin-fixtures';
import { useLinkAcessoSimulado } from '../../stories/link-acesso-simulado';
import { escolherNoCombobox } from '../../components/combobox/combobox.play';
import { AdminNotificacoesView } from './admin-notificacoes';
import { mostraOTexto, noCelular, noEscuro, noTablet } from '../../stories/play-helpers';
import { verFalhaAoCarregar } from '../../stories/lista-estados';

const meta = {
  title: 'Telas/Admin/Notificações',
  id: 'admin-views-notificacoes',
  component: AdminNotificacoesView,
  tags: ['autodocs'],
  args: {
    mensagens: mensagensExemplo,
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
    destinatarios: {
      opcoes: [{ id: 'u1', rotulo: 'Mariana Costa', detalhe: 'inquilina@morada.com.br' }],
      onBuscar: fn(),
    },
    onEnviarNotificacao: fn(async () => true),
  },
} satisfies Meta<typeof AdminNotificacoesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * As mensagens de contato recebidas, com “Marcar como tratada”, e a aba E-mails com a situação de cada envio
 * (na fila, falhou e o motivo).
 */
export const Mensagens: Story = {
  name: 'Mensagens',
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
/** Nenhuma mensagem, notificação ou e-mail: cada seção mostra a mensagem de lista vazia. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { mensagens: [], enviadas: [], emails: [] },
  play: mostraOTexto('Nenhuma mensagem recebida'),
};
/** O primeiro carregamento: o indicador de carregamento no lugar das listas. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { mensagens: [], enviadas: [], emails: [], loading: true },
};

/**
 * As listas não puderam ser lidas: cada aba mostra “Erro ao carregar notificações” e “Tentar novamente” no
 * lugar do texto de lista vazia.
 */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: {
    mensagens: [],
    enviadas: [],
    emails: [],
    loadFailed: { mensagens: true, enviadas: true, emails: true },
    onRetry: fn(),
  },
  play: async (ctx) => {
    const c = within(ctx.canvasElement);
    await verFalhaAoCarregar({
      erro: 'Erro ao carregar notificações',
      emAlerta: true,
      vazio: 'Nenhuma mensagem recebida',
      umaVez: true,
    })(ctx);
    await userEvent.click(c.getByRole('tab', { name: 'E-mails' }));
    await expect(c.getByRole('alert')).toHaveTextContent('Erro ao carregar notificações');
    await expect(c.queryByText('Nenhum e-mail na fila')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(ctx.args.onRetry).toHaveBeenCalledTimes(2);
  },
};

/** Enviar uma notificação a um locatário: destinatário, título e mensagem. */
export const EnviarNotificacao: Story = {
  name: 'Enviar notificação',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Notificações enviadas' }));
    await userEvent.click(c.getByRole('button', { name: 'Enviar' }));
    await expect(c.getByText('Destinatário é obrigatório')).toBeVisible();
    await expect(c.getByText('Título é obrigatório')).toBeVisible();
    await expect(args.onEnviarNotificacao).not.toHaveBeenCalled();
    await escolherNoCombobox(c, 'Destinatário', /Mariana Costa/);
    await expect(c.getByRole('combobox', { name: 'Destinatário' })).toHaveValue('Mariana Costa');
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
/** Enquanto a notificação é enviada, o botão mostra “Enviando...” e fica desabilitado. */
export const Enviando: Story = {
  name: 'Enviando',
  args: { enviando: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Notificações enviadas' }));
    await expect(c.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
  },
};

/** What the site sends the staff when Mariana asks for a new password and no e-mail is set up. */
const pedidoDeSenha: MensagemContato = {
  id: 'm3',
  nome: 'Mariana Costa',
  email: 'inquilina@morada.com.br',
  telefone: '(11) 98888-1111',
  assunto: MSG_ACESSO.pedidoAssunto,
  mensagem: MSG_ACESSO.pedidoMensagem('inquilina@morada.com.br'),
  origem: MSG_ACESSO.pedidoOrigem,
  usuarioId: 'u2',
  recebidaEm: '2026-11-21T13:00:00Z',
  tratada: false,
};

/** Um pedido de senha indica a conta: “Gerar link de acesso” abre o link para ela. */
export const PedidoDeSenha: Story = {
  name: 'Pedido de senha',
  args: {
    mensagens: [pedidoDeSenha, ...mensagensExemplo],
    onGerarLinkAcesso: fn(async () => undefined),
    onFecharLinkAcesso: fn(),
  },
  render: function Render(args) {
    const simulado = useLinkAcessoSimulado(args, () => linkRedefinicaoExemplo);
    return <AdminNotificacoesView {...args} {...simulado} />;
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Recuperação de senha')).toBeVisible();
    // Only the request tied to an account offers the link.
    await expect(c.getAllByRole('button', { name: 'Gerar link de acesso' })).toHaveLength(1);
    await userEvent.click(c.getByRole('button', { name: 'Gerar link de acesso' }));
    await expect(args.onGerarLinkAcesso).toHaveBeenCalledWith(pedidoDeSenha);
    const d = within(await screen.findByRole('dialog', { name: 'Link para criar nova senha' }));
    await userEvent.click(d.getByRole('button', { name: 'Gerar novo link' }));
    await expect(args.onGerarLinkAcesso).toHaveBeenCalledTimes(2);
    await userEvent.click(d.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onFecharLinkAcesso).toHaveBeenCalled();
  },
};

/** Enquanto o link de acesso é gerado, o botão mostra “Gerando...” e fica desabilitado. */
export const GerandoLink: Story = {
  name: 'Gerando link',
  args: {
    mensagens: [pedidoDeSenha, ...mensagensExemplo],
    onGerarLinkAcesso: fn(async () => undefined),
    gerandoLink: 'u2',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Gerando...' })).toBeDisabled();
  },
};

/** As variantes de largura e de tema mostram a aba de mensagens como abre, sem marcar nenhuma. */
const verMensagens = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const c = within(canvasElement);
  await expect(c.getByRole('tab', { name: 'Mensagens de contato' })).toHaveAttribute('aria-selected', 'true');
  await expect(c.getByRole('button', { name: 'Marcar como tratada' })).toBeVisible();
};

/** O estado “Mensagens” na largura de um celular (375 px). */
export const Celular: Story = {
  ...Mensagens,
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(verMensagens),
};

/** O estado “Mensagens” no tema escuro. */
export const Escuro: Story = {
  ...Mensagens,
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(verMensagens),
};

/** O estado “Mensagens” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = {
  ...Mensagens,
  name: 'Tablet',
  tags: ['quadro-proprio'],
  globals: { viewport: { value: 'tablet' } },
  play: noTablet(verMensagens),
};
