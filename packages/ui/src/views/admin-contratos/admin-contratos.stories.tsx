import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { anunciosExemplo, contratoExemplo, pagamentosExemplo } from '../../stories/admin-fixtures';
import { AdminContratosView } from './admin-contratos';
import { noCelular } from '../../stories/play-helpers';

const meta = {
  title: 'Admin/Views/Contratos',
  component: AdminContratosView,
  tags: ['autodocs'],
  args: {
    contratos: [contratoExemplo],
    anuncios: anunciosExemplo,
    loading: false,
    editando: null,
    onEditandoChange: fn(),
    onSalvar: fn(),
    onExcluir: fn(),
    onGerarPagamentos: fn(async () => undefined),
    onEnviarCobranca: fn(async () => undefined),
    pagamentosDe: null,
    onPagamentosDeChange: fn(),
    onRegistrarPagamento: fn(async () => undefined),
    confirmar: fn(() => true),
  },
} satisfies Meta<typeof AdminContratosView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Carregado: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Gerenciamento de Contratos' })).toBeVisible();
    for (const h of ['Número', 'Inquilino', 'Imóvel', 'Vigência', 'Valor Total', 'Status', 'Ações']) {
      await expect(c.getByRole('columnheader', { name: h })).toBeVisible();
    }
    // aluguel + condomínio + IPTU
    await expect(c.getByText('R$ 3.970,50')).toBeVisible();
    await expect(c.getByText('01/01/2026 – 31/12/2026')).toBeVisible();
  },
};

export const Busca: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Buscar'), 'palmeiras');
    await expect(c.getByText('CT-2026-001')).toBeVisible();
    await userEvent.type(c.getByLabelText('Buscar'), 'xyz');
    await expect(c.getByText('Nenhum contrato encontrado.')).toBeVisible();
  },
};

export const Vazio: Story = {
  args: { contratos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum contrato encontrado.')).toBeVisible();
  },
};

/** Contracts use the browser confirm with the catalogue's sentence. */
export const ExcluirComConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir CT-2026-001' }));
    await expect(args.confirmar).toHaveBeenCalledWith('Tem certeza que deseja excluir este contrato?');
    await expect(args.onExcluir).toHaveBeenCalledWith(contratoExemplo);
  },
};

/** A delete under way disables the delete buttons: a second click cannot delete twice. */
export const ExcluirEmAndamento: Story = {
  args: { onExcluir: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const excluir = within(canvasElement).getByRole('button', { name: 'Excluir CT-2026-001' });
    await userEvent.click(excluir);
    await expect(excluir).toBeDisabled();
    await userEvent.click(excluir, { pointerEventsCheck: 0 });
    await expect(args.onExcluir).toHaveBeenCalledTimes(1);
  },
};

/** A failed load is not "no contracts": the error line offers a retry instead. */
export const FalhaAoCarregar: Story = {
  args: { contratos: [], loadFailed: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Não foi possível carregar a lista de contratos');
    await expect(c.queryByText('Nenhum contrato encontrado.')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ExcluirCancelado: Story = {
  args: { confirmar: fn(() => false) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir CT-2026-001' }));
    await expect(args.onExcluir).not.toHaveBeenCalled();
  },
};

export const GerarPagamentos: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Gerar pagamentos CT-2026-001' }),
    );
    const d = within(await screen.findByRole('dialog'));
    await expect(d.getByLabelText('Quantidade de meses')).toHaveValue(12);
    await userEvent.click(d.getByRole('button', { name: 'Gerar' }));
    await expect(args.onGerarPagamentos).toHaveBeenCalledWith(contratoExemplo, 12);
  },
};

export const NovoContrato: Story = {
  args: { editando: 'novo' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Novo Contrato' })).toBeVisible();
  },
};

export const Pagamentos: Story = {
  args: { pagamentosDe: contratoExemplo, pagamentos: pagamentosExemplo },
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog'));
    await expect(d.getByText('Pago')).toBeVisible();
    await expect(d.getByText('Vencido')).toBeVisible();
    await expect(d.getByText('R$ 4.072,41')).toBeVisible();
    // Competência reads MM/AAAA.
    for (const mes of ['10/2026', '11/2026', '12/2026']) await expect(d.getByText(mes)).toBeVisible();
    await expect(d.queryByText('2026-11')).toBeNull();
    await userEvent.click(d.getAllByRole('button', { name: 'Registrar pagamento' })[0] as HTMLElement);
    await userEvent.click(d.getByRole('button', { name: 'Confirmar' }));
    await expect(args.onRegistrarPagamento).toHaveBeenCalledWith(
      pagamentosExemplo[1],
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    );
  },
};

export const PagamentosFalharam: Story = {
  args: {
    pagamentosDe: contratoExemplo,
    pagamentos: undefined,
    pagamentosLoadFailed: true,
    onPagamentosRetry: fn(),
  },
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog'));
    await expect(d.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os pagamentos do contrato',
    );
    await expect(d.queryByText('Nenhum pagamento gerado para este contrato.')).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onPagamentosRetry).toHaveBeenCalledTimes(1);
  },
};

export const Celular: Story = {
  ...Carregado,
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Carregado.play),
};
