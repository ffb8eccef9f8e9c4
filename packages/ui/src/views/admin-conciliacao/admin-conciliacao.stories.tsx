import type { LancamentoAutomatico } from '@morada/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { noCelular, noEscuro } from '../../stories/play-helpers';
import { AdminConciliacaoView } from './admin-conciliacao';

const lancamentosExemplo: LancamentoAutomatico[] = [
  {
    id: 'l1',
    origem: 'asaas',
    tipo: 'PAYMENT_RECEIVED',
    pagamentoId: 'p1',
    situacao: 'lancado',
    valor: 2500,
    data: '2026-11-25',
    detalhe: 'Recebimento de R$ 2.500,00 em 25/11/2026 registrado',
    importacaoId: null,
    criadoEm: '2026-11-25T13:42:00.000Z',
    desfeitoEm: null,
    podeDesfazer: true,
  },
  {
    id: 'l2',
    origem: 'retorno',
    tipo: '06 liquidação',
    pagamentoId: 'p2',
    situacao: 'lancado',
    valor: 1830.4,
    data: '2026-11-24',
    detalhe: 'Recebimento de R$ 1.830,40 em 24/11/2026 registrado',
    importacaoId: 'imp-retorno-1',
    criadoEm: '2026-11-25T10:05:00.000Z',
    desfeitoEm: null,
    podeDesfazer: false,
  },
  {
    id: 'l3',
    origem: 'retorno',
    tipo: '02 entrada confirmada',
    pagamentoId: 'p3',
    situacao: 'atualizado',
    valor: null,
    data: '2026-11-24',
    detalhe: 'Boleto registrado pelo banco',
    importacaoId: 'imp-retorno-1',
    criadoEm: '2026-11-25T10:05:00.000Z',
    desfeitoEm: null,
    podeDesfazer: false,
  },
  {
    id: 'l4',
    origem: 'extrato',
    tipo: 'CREDIT',
    pagamentoId: null,
    situacao: 'pendente',
    valor: 1200,
    data: '2026-11-23',
    detalhe: 'Não registrado: Cobrança sem pagamento correspondente na Morada',
    importacaoId: 'imp-extrato-1',
    criadoEm: '2026-11-24T18:20:00.000Z',
    desfeitoEm: null,
    podeDesfazer: false,
  },
  {
    id: 'l5',
    origem: 'asaas',
    tipo: 'PAYMENT_CONFIRMED',
    pagamentoId: 'p5',
    situacao: 'desfeito',
    valor: 980,
    data: '2026-11-20',
    detalhe: 'Recebimento de R$ 980,00 em 20/11/2026 registrado',
    importacaoId: null,
    criadoEm: '2026-11-20T15:00:00.000Z',
    desfeitoEm: '2026-11-21T12:30:00.000Z',
    podeDesfazer: false,
  },
  {
    id: 'l6',
    origem: 'asaas',
    tipo: 'PAYMENT_OVERDUE',
    pagamentoId: 'p6',
    situacao: 'ignorado',
    valor: 2100,
    data: '2026-11-11',
    detalhe: 'O pagamento já estava quitado: confira se houve pagamento em dobro',
    importacaoId: null,
    criadoEm: '2026-11-11T09:00:00.000Z',
    desfeitoEm: null,
    podeDesfazer: false,
  },
];

const meta = {
  title: 'Telas/Admin/Conciliação bancária',
  id: 'admin-views-conciliacao',
  component: AdminConciliacaoView,
  tags: ['autodocs'],
  globals: { viewport: { value: 'desktop' } },
  args: {
    lancamentos: lancamentosExemplo,
    loading: false,
    loadFailed: false,
    onRetry: fn(),
    situacao: 'todos',
    onSituacaoChange: fn(),
    origem: 'todos',
    onOrigemChange: fn(),
    pagina: 1,
    totalPaginas: 1,
    onPaginaChange: fn(),
    onDesfazer: fn(async () => undefined),
  },
} satisfies Meta<typeof AdminConciliacaoView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** O diário com lançamentos de cada origem e situação; só o que ainda pode ser desfeito tem “Desfazer”. */
export const Carregado: Story = {
  name: 'Carregado',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Conciliação bancária' })).toBeVisible();
    for (const h of ['Data/hora', 'Origem', 'Evento', 'Valor', 'Situação', 'Detalhe'])
      await expect(c.getByRole('columnheader', { name: h })).toBeInTheDocument();
    await expect(c.getByText('R$ 2.500,00')).toBeVisible();
    await expect(c.getByText('A conferir', { selector: 'span' })).toBeVisible();
    await expect(c.getAllByText('Retorno bancário', { selector: 'td' })).toHaveLength(2);
    await expect(c.getByText('Desfeito em 21/11/2026 09:30')).toBeVisible();
    await expect(c.getAllByRole('button', { name: /^Desfazer/ })).toHaveLength(1);
  },
};

/** “Desfazer” pede confirmação e diz o que acontece; confirmado, o lançamento vai para `onDesfazer`. */
export const DesfazerConfirmando: Story = {
  name: 'Desfazer confirmando',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Desfazer Asaas/ }));
    const d = within(await screen.findByRole('alertdialog', { name: 'Desfazer o lançamento?' }));
    await expect(
      d.getByText('O recebimento é excluído e o pagamento volta a ficar em aberto.'),
    ).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDesfazer).not.toHaveBeenCalled();

    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Desfazer Asaas/ }));
    const d2 = within(await screen.findByRole('alertdialog', { name: 'Desfazer o lançamento?' }));
    await userEvent.click(d2.getByRole('button', { name: 'Desfazer lançamento' }));
    await waitFor(() => expect(args.onDesfazer).toHaveBeenCalledWith(lancamentosExemplo[0]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Os filtros de situação e de origem avisam o app (que os leva à URL e ao servidor). */
export const Filtros: Story = {
  name: 'Filtros',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByLabelText('Situação'), 'A conferir');
    await expect(args.onSituacaoChange).toHaveBeenCalledWith('pendente');
    await userEvent.selectOptions(c.getByLabelText('Origem'), 'Extrato');
    await expect(args.onOrigemChange).toHaveBeenCalledWith('extrato');
  },
};

/** Nenhum lançamento ainda: a tela explica de onde eles vêm. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { lancamentos: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Nenhum lançamento automático ainda')).toBeVisible();
    await expect(c.getByText(/webhook do Asaas/)).toBeVisible();
  },
};

/** Filtros sem resultado: a tela diz que nada atende aos filtros. */
export const VazioComFiltro: Story = {
  name: 'Vazio com filtro',
  args: { lancamentos: [], situacao: 'desfeito' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum lançamento com estes filtros.')).toBeVisible();
  },
};

/** A primeira carga, ainda sem lançamentos. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { lancamentos: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Carregando os lançamentos...');
  },
};

/** A carga falhou: a mensagem e “Tentar novamente”. */
export const ErroAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { lancamentos: [], loadFailed: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Não foi possível carregar os lançamentos automáticos.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Mais de uma página: a paginação leva à próxima. */
export const Paginado: Story = {
  name: 'Paginado',
  args: { totalPaginas: 3 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Próxima' }));
    await expect(args.onPaginaChange).toHaveBeenCalledWith(2);
  },
};

/** O estado “Carregado” na largura de um celular (375 px): cada lançamento é um cartão. */
export const Celular: Story = {
  ...Carregado,
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async (ctx) => {
    await Carregado.play?.(ctx);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  }),
};

/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = {
  ...Carregado,
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(Carregado.play),
};
