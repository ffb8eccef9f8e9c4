import { MSG, type Pagamento } from '@morada/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { contratoExemplo, pagamentosExemplo } from '../../stories/admin-fixtures';
import { noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { dialogoClicavel, noCelular } from '../../stories/play-helpers';
import { devidoNovembroEmAtraso, parcialNovembro } from '../../stories/pagamento-fixtures';
import { PagamentosDialog } from './pagamentos-dialog';

const [outubro, , dezembro] = pagamentosExemplo as [Pagamento, Pagamento, Pagamento];

const devido = async (_p: Pagamento, data: string) => devidoNovembroEmAtraso(data);

/** The open dialog, once it takes clicks (Radix gives it pointer events one render after mounting). */
const dialogo = () => dialogoClicavel('Pagamentos do contrato CT-2026-001');

/** Boxes inside the dialog whose content is wider than they are: text cut or hidden behind a scroll. */
const cortados = (raiz: Element) =>
  [...raiz.querySelectorAll('*')]
    .filter((el) => !el.closest('thead') && el.scrollWidth > el.clientWidth + 1)
    .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').slice(0, 40)}`);

/** Every 'Enviar cobrança' and 'Registrar pagamento' whole inside the dialog and on screen. */
const acoesVisiveis = async (dialog: HTMLElement) => {
  const caixa = dialog.getBoundingClientRect();
  const botoes = within(dialog).getAllByRole('button', { name: /^(Enviar cobrança|Registrar pagamento)$/ });
  await expect(botoes.length).toBe(4);
  for (const botao of botoes) {
    const b = botao.getBoundingClientRect();
    await expect(b.left).toBeGreaterThanOrEqual(caixa.left);
    await expect(b.right).toBeLessThanOrEqual(caixa.right);
    await expect(b.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(botao.scrollWidth).toBeLessThanOrEqual(botao.clientWidth);
  }
};

const meta = {
  title: 'Telas/Admin/Contratos/Pagamentos',
  id: 'admin-views-contratos-pagamentos',
  component: PagamentosDialog,
  // Each story in its own frame on the docs page (.storybook/preview.tsx): it opens an overlay.
  tags: ['autodocs', 'quadro-proprio'],
  args: {
    contrato: contratoExemplo,
    // November partly paid: the widest row ('Parcial', the balance, what came in, the last cobrança).
    pagamentos: [outubro, parcialNovembro, dezembro],
    loading: false,
    onOpenChange: fn(),
    onRegistrar: fn(async () => undefined),
    onCalcularDevido: devido,
    onEnviarCobranca: fn(async () => undefined),
    hoje: '2026-11-23',
  },
} satisfies Meta<typeof PagamentosDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No celular cada mês é um cartão: cada valor sob o nome da coluna, nada cortado nem escondido na rolagem, e
 * as ações do mês no fim do cartão, visíveis na tela.
 */
export const NoCelular: Story = {
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async () => {
    const dialog = await dialogo();
    await expect(cortados(dialog)).toEqual([]);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    const novembro = within(dialog).getByText('11/2026').closest('td')!;
    await expect(getComputedStyle(novembro, '::before').content).toBe('"Competência"');
    await expect(within(dialog).getByText('R$ 3.070,39')).toBeVisible();
    await acoesVisiveis(dialog);
    // The details and the form open inside the card and fit too.
    const linha = within(novembro.closest('tr')!);
    await userEvent.click(linha.getByRole('button', { name: 'Registrar pagamento' }));
    await expect(await within(dialog).findByLabelText('Data do pagamento')).toBeVisible();
    await expect(cortados(dialog)).toEqual([]);
  }),
};

/** Em 1280 px a tabela cabe no diálogo: “Enviar cobrança” inteiro, nada escondido numa rolagem lateral. */
export const NoDesktop: Story = {
  name: 'Desktop',
  globals: { viewport: { value: 'desktop' } },
  play: async () => {
    await expect(window.innerWidth).toBe(1280);
    const dialog = await dialogo();
    await expect(cortados(dialog)).toEqual([]);
    await acoesVisiveis(dialog);
  },
};

const T = MSG.adminUi.contratos;

/** Enquanto os pagamentos chegam do servidor: o diálogo aberto com o indicador de carregamento. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { pagamentos: [], loading: true },
  play: async () => {
    const dialog = await dialogo();
    await expect(within(dialog).getByText(MSG.guard.carregando)).toBeInTheDocument();
    await expect(within(dialog).queryByRole('table')).toBeNull();
  },
};

/** Um contrato sem pagamentos gerados: a tabela diz que não há nenhum. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { pagamentos: [] },
  play: async () => {
    const dialog = await dialogo();
    await expect(within(dialog).getByText(T.semPagamentos)).toBeVisible();
  },
};

/** Os pagamentos não puderam ser carregados: a linha de erro com “Tentar novamente”, que pede de novo. */
export const ErroAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { pagamentos: [], loadFailed: true, onRetry: fn() },
  play: async ({ args }) => {
    const dialog = await dialogo();
    await expect(within(dialog).getByText(T.fallbackCarregarPagamentos, { exact: false })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Os três meses na tabela, novembro parcialmente pago (a base das versões escura e tablet). */
const tresMeses: Story = {
  play: async () => {
    const dialog = await dialogo();
    await expect(within(dialog).getByText('11/2026')).toBeVisible();
    await expect(within(dialog).getByText('R$ 3.070,39')).toBeVisible();
  },
};

/** Os três meses no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(tresMeses), name: 'Escuro' };

/** Os três meses na largura de um tablet (768 px): a coluna “Ações” fixa à direita, o resto rola por baixo dela. */
export const Tablet: Story = { ...noTabletDe(tresMeses), name: 'Tablet', tags: ['quadro-proprio'] };
