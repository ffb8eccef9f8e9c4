import {
  contratoCorrespondeBusca,
  MSG_ACESSO,
  MSG_CICLO,
  MSG_FINANCEIRO,
  type Contrato,
  type LinkAcesso,
  type Pagamento,
  type ValorDevido,
} from '@morada/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  anunciosExemplo,
  contratoExemplo,
  linkConviteExemplo,
  pagamentosExemplo,
  usuarioDoLink,
} from '../../stories/admin-fixtures';
import { fiadorExemplo } from '../../stories/garantia-fixtures';
import { historicoReajustesExemplo } from '../../stories/reajuste-fixtures';
import { AdminContratosView } from './admin-contratos';
import { useListaSimulada } from '../../stories/lista-simulada';
import { noCelular, noEscuro, noTablet } from '../../stories/play-helpers';

/**
 * The app's part: `contratos` (the story's arg) stands for the server's table, searched with the
 * server's match and sliced into pages of 20; the view gets one page.
 */
function ComServidorSimulado(args: ComponentProps<typeof AdminContratosView>) {
  const s = useListaSimulada(args.contratos, (c: Contrato, busca) => contratoCorrespondeBusca(c, busca), []);
  return (
    <AdminContratosView
      {...args}
      contratos={s.linhas}
      busca={s.busca}
      onBuscaChange={s.onBuscaChange}
      pagina={s.pagina}
      totalPaginas={s.totalPaginas}
      onPaginaChange={s.onPaginaChange}
    />
  );
}

/** The agency's day in these stories (the form's default date and the latest one accepted). */
const HOJE = '2026-11-23';
const [, vencido, dezembro] = pagamentosExemplo as [Pagamento, Pagamento, Pagamento];

/**
 * What the server answers for the November payment: nothing added up to the prazo, then
 * 2 % multa and 1 % a month of juros pro rata (the real numbers come from the domain's rule).
 */
const devidoNovembro = (data: string): ValorDevido =>
  data <= '2026-11-05'
    ? { data, prazo: '2026-11-05', diasAtraso: 0, principal: 3970.5, multa: 0, juros: 0, total: 3970.5 }
    : {
        data,
        prazo: '2026-11-05',
        diasAtraso: 18,
        principal: 3970.5,
        multa: 79.41,
        juros: 22.5,
        total: 4072.41,
      };
const calcularDevido = fn(async (p: Pagamento, data: string): Promise<ValorDevido> =>
  p.id === dezembro.id
    ? { data, prazo: '2026-12-07', diasAtraso: 0, principal: 3970.5, multa: 0, juros: 0, total: 3970.5 }
    : devidoNovembro(data),
);

/** November after R$ 1.000,00 by PIX on 12/11: juros and multa paid first, the rest still open. */
const parcial: Pagamento = {
  ...vencido,
  valorPago: 1000,
  multa: 0,
  juros: 11.22,
  valorAtualizado: 3070.39,
  recebimentos: [
    {
      id: 'r2',
      data: '2026-11-12',
      valor: 1000,
      meio: 'PIX',
      juros: 9.26,
      multa: 79.41,
      aluguel: 734.48,
      condominio: 149.19,
      iptu: 27.66,
      outros: 0,
    },
  ],
};

/**
 * The dialog, once it takes clicks. Radix turns <body> to `pointer-events: none` as the dialog
 * mounts and gives the dialog back `pointer-events: auto` one render later: a click in between is
 * refused by userEvent, the play function stops and the story stays as first opened.
 */
const dialogo = async () => {
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).toBe('auto'));
  return within(dialog);
};
const linhaDe = (d: ReturnType<typeof within>, competencia: string) =>
  within(d.getByText(competencia).closest('tr') as HTMLElement);

const meta = {
  title: 'Telas/Admin/Contratos',
  id: 'admin-views-contratos',
  component: AdminContratosView,
  // Each story in its own frame on the docs page (.storybook/preview.tsx): it opens an overlay.
  tags: ['autodocs', 'quadro-proprio'],
  render: (args) => <ComServidorSimulado {...args} />,
  args: {
    contratos: [contratoExemplo],
    busca: '',
    onBuscaChange: fn(),
    pagina: 1,
    totalPaginas: 1,
    onPaginaChange: fn(),
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
    onCalcularDevido: calcularDevido,
    hoje: HOJE,
  },
} satisfies Meta<typeof AdminContratosView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A lista de contratos carregada: número, inquilino, imóvel, vigência, valor total, status e ações. */
export const Carregado: Story = {
  name: 'Carregado',
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

/** A busca filtra os contratos pelo texto; sem resultado, “Nenhum contrato encontrado.”. */
export const Busca: Story = {
  name: 'Busca',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Buscar'), 'palmeiras');
    await expect(c.getByText('CT-2026-001')).toBeVisible();
    await userEvent.type(c.getByLabelText('Buscar'), 'xyz');
    await expect(c.getByText('Nenhum contrato encontrado.')).toBeVisible();
  },
};

const muitos: Contrato[] = Array.from({ length: 23 }, (_, i) => ({
  ...contratoExemplo,
  _id: `ct${i + 1}`,
  numero: `CT-2026-${String(i + 1).padStart(3, '0')}`,
}));

/** 23 contratos: 20 na primeira página, 3 na segunda; uma busca volta para a primeira página. */
export const SegundaPagina: Story = {
  name: 'Segunda página',
  args: { contratos: muitos },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Página 1 de 2')).toBeVisible();
    await expect(c.getByText('CT-2026-020')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Próxima' }));
    await expect(c.getByText('Página 2 de 2')).toBeVisible();
    await expect(c.getByText('CT-2026-021')).toBeVisible();
    await expect(c.queryByText('CT-2026-020')).toBeNull();
    await expect(c.getAllByRole('row')).toHaveLength(4);
    await userEvent.type(c.getByLabelText('Buscar'), 'CT-2026-00');
    await expect(c.getByText('CT-2026-009')).toBeVisible();
    await expect(c.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  },
};

/** Nenhum contrato cadastrado: a mensagem de lista vazia. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { contratos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum contrato encontrado.')).toBeVisible();
  },
};

/** O primeiro carregamento: o indicador “Carregando...” no lugar da tabela. */
export const Carregando: Story = {
  name: 'Carregando',
  // Nothing opens over the page: inline on the docs page, without a frame of its own.
  tags: ['!quadro-proprio'],
  args: { contratos: [], loading: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(c.queryByRole('table')).toBeNull();
  },
};

const confirmacaoExcluir = async () =>
  within(await screen.findByRole('alertdialog', { name: 'Tem certeza que deseja excluir este contrato?' }));

/** Excluir pergunta antes, no diálogo do app, com a frase do catálogo. */
export const ExcluirComConfirm: Story = {
  name: 'Excluir com confirmação',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir CT-2026-001' }));
    const d = await confirmacaoExcluir();
    await expect(d.getByText('CT-2026-001')).toBeVisible();
    await expect(args.onExcluir).not.toHaveBeenCalled();
    await userEvent.click(d.getByRole('button', { name: 'Excluir' }));
    await expect(args.onExcluir).toHaveBeenCalledWith(contratoExemplo);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Uma exclusão em andamento desabilita os botões de excluir: um segundo clique não exclui duas vezes. */
export const ExcluirEmAndamento: Story = {
  name: 'Excluir em andamento',
  args: { onExcluir: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const excluir = within(canvasElement).getByRole('button', { name: 'Excluir CT-2026-001' });
    await userEvent.click(excluir);
    const d = await confirmacaoExcluir();
    await userEvent.click(d.getByRole('button', { name: 'Excluir' }));
    await expect(d.getByRole('button', { name: 'Excluir' })).toBeDisabled();
    await userEvent.click(d.getByRole('button', { name: 'Excluir' }), { pointerEventsCheck: 0 });
    await expect(excluir).toBeDisabled();
    await expect(args.onExcluir).toHaveBeenCalledTimes(1);
  },
};

/** Uma falha ao carregar não é “nenhum contrato”: a linha de erro oferece “tentar novamente”. */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { contratos: [], loadFailed: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Não foi possível carregar a lista de contratos');
    await expect(c.queryByText('Nenhum contrato encontrado.')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Desistir na confirmação de exclusão não exclui nada. */
export const ExcluirCancelado: Story = {
  name: 'Excluir cancelado',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir CT-2026-001' }));
    await userEvent.click((await confirmacaoExcluir()).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onExcluir).not.toHaveBeenCalled();
  },
};

/** “Gerar pagamentos” pede a quantidade de meses e gera as cobranças do contrato. */
export const GerarPagamentos: Story = {
  name: 'Gerar pagamentos',
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

/** “Novo contrato” abre o formulário em branco num diálogo. */
export const NovoContrato: Story = {
  name: 'Novo contrato',
  args: { editando: 'novo' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Novo Contrato' })).toBeVisible();
  },
};

/** O diálogo de pagamentos do contrato: cada mês com valor, status, “Enviar cobrança” e “Detalhes”. */
export const Pagamentos: Story = {
  name: 'Pagamentos',
  args: { pagamentosDe: contratoExemplo, pagamentos: pagamentosExemplo },
  play: async ({ args }) => {
    const d = await dialogo();
    await expect(d.getByText('Pago')).toBeVisible();
    await expect(d.getByText('Vencido')).toBeVisible();
    await expect(d.getByText('R$ 4.072,41')).toBeVisible();
    // Competência reads MM/AAAA.
    for (const mes of ['10/2026', '11/2026', '12/2026']) await expect(d.getByText(mes)).toBeVisible();
    await expect(d.queryByText('2026-11')).toBeNull();
    // When the last cobrança went out (São Paulo time), next to the button that sends another.
    const novembro = linhaDe(d, '11/2026');
    await expect(novembro.getByText('Última cobrança: 20/11/2026 10:30')).toBeVisible();
    await userEvent.click(novembro.getByRole('button', { name: 'Enviar cobrança' }));
    await expect(args.onEnviarCobranca).toHaveBeenCalledWith(contratoExemplo, vencido);
    // The settled month: its composition and the receipt, behind 'Detalhes'.
    const outubro = linhaDe(d, '10/2026');
    await expect(outubro.queryByRole('button', { name: 'Registrar pagamento' })).toBeNull();
    await userEvent.click(outubro.getByRole('button', { name: 'Detalhes' }));
    await expect(outubro.getByRole('button', { name: 'Detalhes' })).toHaveAttribute('aria-expanded', 'true');
    await expect(d.getByText('Composição')).toBeVisible();
    await expect(d.getByText('Aluguel')).toBeVisible();
    await expect(d.getByText('R$ 3.200,00')).toBeVisible();
    await expect(d.getByText('Condomínio')).toBeVisible();
    await expect(d.getByText('IPTU')).toBeVisible();
    await expect(d.getByText('04/10/2026 - PIX: R$ 3.970,50')).toBeVisible();
  },
};

/** Parte de novembro foi recebida: “Parcial”, o saldo devido hoje e o que entrou. */
export const PagamentoParcial: Story = {
  name: 'Pagamento parcial',
  args: { pagamentosDe: contratoExemplo, pagamentos: [pagamentosExemplo[0]!, parcial, dezembro] },
  play: async () => {
    const d = await dialogo();
    const novembro = linhaDe(d, '11/2026');
    await expect(novembro.getByText('Vencido')).toBeVisible();
    await expect(novembro.getByText(MSG_FINANCEIRO.parcial)).toBeVisible();
    await expect(novembro.getByText('R$ 3.070,39')).toBeVisible();
    await expect(novembro.getByText('Saldo em aberto')).toBeVisible();
    await expect(novembro.getByText('Recebido: R$ 1.000,00')).toBeVisible();
    await expect(linhaDe(d, '12/2026').queryByText('Parcial')).toBeNull();
    await userEvent.click(novembro.getByRole('button', { name: 'Detalhes' }));
    await expect(d.getByText('12/11/2026 - PIX: R$ 1.000,00')).toBeVisible();
    await expect(d.getByText('Juros')).toBeVisible();
    await expect(d.getByText('R$ 11,22')).toBeVisible();
  },
};

/**
 * O formulário abre com a data de hoje, o valor devido hoje (multa e juros à parte) e nenhum meio de
 * pagamento.
 */
export const RegistrarPagamento: Story = {
  name: 'Registrar pagamento',
  args: { pagamentosDe: contratoExemplo, pagamentos: pagamentosExemplo },
  play: async () => {
    calcularDevido.mockClear();
    const d = await dialogo();
    await userEvent.click(linhaDe(d, '11/2026').getByRole('button', { name: 'Registrar pagamento' }));
    const form = within(d.getByRole('form', { name: 'Registrar pagamento de 11/2026' }));
    await expect(form.getByLabelText('Data do pagamento')).toHaveValue('23/11/2026');
    await expect(await form.findByText('Valor devido nessa data: R$ 4.072,41')).toBeVisible();
    await expect(form.getByText('Principal R$ 3.970,50 + multa R$ 79,41 + juros R$ 22,50')).toBeVisible();
    await expect(form.getByLabelText('Valor recebido')).toHaveValue('R$ 4.072,41');
    await expect(form.getByLabelText('Meio de pagamento')).toHaveValue('');
    await expect(calcularDevido).toHaveBeenLastCalledWith(vencido, HOJE);
    // Paid on the due date: asked again, and the untouched amount follows the new suggestion.
    await userEvent.clear(form.getByLabelText('Data do pagamento'));
    await userEvent.type(form.getByLabelText('Data do pagamento'), '05112026');
    await expect(await form.findByText('Valor devido nessa data: R$ 3.970,50')).toBeVisible();
    await expect(calcularDevido).toHaveBeenLastCalledWith(vencido, '2026-11-05');
    await expect(form.getByLabelText('Valor recebido')).toHaveValue('R$ 3.970,50');
    await expect(form.queryByText(/^Principal/)).toBeNull();
    await userEvent.selectOptions(form.getByLabelText('Meio de pagamento'), 'Transferência');
  },
};

/** “Confirmar” envia a data, o valor digitado em português (“1.234,56”) e o meio de pagamento. */
export const RegistrarPagamentoEnviado: Story = {
  name: 'Registrar pagamento enviado',
  args: { pagamentosDe: contratoExemplo, pagamentos: pagamentosExemplo },
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.click(linhaDe(d, '11/2026').getByRole('button', { name: 'Registrar pagamento' }));
    const form = within(d.getByRole('form', { name: 'Registrar pagamento de 11/2026' }));
    await expect(await form.findByText('Valor devido nessa data: R$ 4.072,41')).toBeVisible();
    await userEvent.clear(form.getByLabelText('Valor recebido'));
    await userEvent.type(form.getByLabelText('Valor recebido'), '1.234,56');
    await userEvent.selectOptions(form.getByLabelText('Meio de pagamento'), 'PIX');
    await userEvent.click(form.getByRole('button', { name: 'Confirmar' }));
    await expect(args.onRegistrarPagamento).toHaveBeenCalledWith(vencido, {
      dataPagamento: HOJE,
      valorRecebido: 1234.56,
      meio: 'PIX',
    });
    await waitFor(() => expect(d.queryByRole('form')).toBeNull());
  },
};

/** 5 de dezembro é sábado: sem multa nem juros até segunda, e o formulário avisa. */
export const VencimentoNoFimDeSemana: Story = {
  name: 'Vencimento no fim de semana',
  args: { pagamentosDe: contratoExemplo, pagamentos: pagamentosExemplo },
  play: async () => {
    const d = await dialogo();
    await userEvent.click(linhaDe(d, '12/2026').getByRole('button', { name: 'Registrar pagamento' }));
    const form = within(d.getByRole('form', { name: 'Registrar pagamento de 12/2026' }));
    await expect(await form.findByText('Valor devido nessa data: R$ 3.970,50')).toBeVisible();
    await expect(form.getByText('Sem multa e juros até 07/12/2026 (próximo dia útil)')).toBeVisible();
    await expect(form.queryByText(/^Principal/)).toBeNull();
  },
};

/** Erros sob os campos: os do esquema, na própria página, depois os do servidor (acima do valor devido). */
export const ErroNoValorRecebido: Story = {
  name: 'Erro no valor recebido',
  args: {
    pagamentosDe: contratoExemplo,
    pagamentos: pagamentosExemplo,
    onRegistrarPagamento: fn(async () => Promise.reject(new Error('400'))),
    errosDoErro: () => ({ valorRecebido: MSG_FINANCEIRO.erros.valorAcimaDevido('R$ 4.072,41') }),
  },
  play: async ({ args }) => {
    const d = await dialogo();
    await userEvent.click(linhaDe(d, '11/2026').getByRole('button', { name: 'Registrar pagamento' }));
    const form = within(d.getByRole('form', { name: 'Registrar pagamento de 11/2026' }));
    await expect(await form.findByText('Valor devido nessa data: R$ 4.072,41')).toBeVisible();
    await userEvent.clear(form.getByLabelText('Valor recebido'));
    await userEvent.click(form.getByRole('button', { name: 'Confirmar' }));
    await expect(await form.findByText('Valor recebido é obrigatório')).toBeVisible();
    await expect(form.getByText('Meio de pagamento é obrigatório')).toBeVisible();
    await expect(args.onRegistrarPagamento).not.toHaveBeenCalled();

    await userEvent.type(form.getByLabelText('Valor recebido'), '5.000,00');
    await userEvent.selectOptions(form.getByLabelText('Meio de pagamento'), 'Dinheiro');
    await userEvent.click(form.getByRole('button', { name: 'Confirmar' }));
    await expect(args.onRegistrarPagamento).toHaveBeenCalledWith(vencido, {
      dataPagamento: HOJE,
      valorRecebido: 5000,
      meio: 'Dinheiro',
    });
    const erro = await form.findByText('Valor recebido maior que o valor devido nessa data (R$ 4.072,41)');
    await expect(erro).toBeVisible();
    await expect(form.getByLabelText('Valor recebido')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabelText('Valor recebido')).toHaveAccessibleDescription(
      expect.stringContaining('Valor recebido maior que o valor devido'),
    );
  },
};

/** Em 375 px a tabela rola dentro do diálogo; o formulário continua à vista e a página nunca alarga. */
export const RegistrarNoCelular: Story = {
  name: 'Registrar pagamento — celular',
  args: { pagamentosDe: contratoExemplo, pagamentos: pagamentosExemplo },
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async () => {
    const d = await dialogo();
    await userEvent.click(linhaDe(d, '11/2026').getByRole('button', { name: 'Registrar pagamento' }));
    const form = d.getByRole('form', { name: 'Registrar pagamento de 11/2026' });
    await expect(await within(form).findByText('Valor devido nessa data: R$ 4.072,41')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const confirmar = within(form).getByRole('button', { name: 'Confirmar' }).getBoundingClientRect();
    await expect(confirmar.right).toBeLessThanOrEqual(375);
    await expect(
      within(form).getByLabelText('Valor recebido').getBoundingClientRect().right,
    ).toBeLessThanOrEqual(375);
  }),
};

/** Os pagamentos do contrato não carregaram: a mensagem e “Tentar novamente” no lugar da lista. */
export const PagamentosFalharam: Story = {
  name: 'Erro ao carregar os pagamentos',
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

/** O estado “Carregado” na largura de um celular (375 px). */
export const Celular: Story = {
  ...Carregado,
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(Carregado.play),
};

/** A contract whose tenant the agency registered with it: the account waits for the invitation. */
const contratoPendente: Contrato = {
  ...contratoExemplo,
  _id: 'c2',
  numero: 'CT-2026-002',
  inquilino: {
    ...contratoExemplo.inquilino,
    _id: 'u5',
    nome: 'Carla Nunes',
    email: 'carla@example.com',
    telefone: '(11) 96666-3333',
    status: 'pendente',
  },
};
const conviteDaCarla: LinkAcesso = {
  ...linkConviteExemplo,
  usuario: usuarioDoLink({ ...contratoPendente.inquilino, id: contratoPendente.inquilino._id }),
};

/** “Enviar convite” só aparece na linha de um locatário que nunca entrou no sistema. */
export const ConviteParaInquilinoPendente: Story = {
  name: 'Convite para inquilino pendente',
  args: {
    contratos: [contratoExemplo, contratoPendente],
    onEnviarConvite: fn(async () => undefined),
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: 'Enviar convite CT-2026-001' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Enviar convite CT-2026-002' }));
    await expect(args.onEnviarConvite).toHaveBeenCalledWith(contratoPendente);
  },
};

/** Enquanto o convite é enviado, o botão da linha fica desabilitado. */
export const EnviandoConvite: Story = {
  name: 'Enviando convite',
  args: {
    contratos: [contratoExemplo, contratoPendente],
    onEnviarConvite: fn(async () => undefined),
    enviandoConvite: 'c2',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Enviar convite CT-2026-002' }),
    ).toBeDisabled();
  },
};

/** Salvar o contrato criou o locatário: o convite abre na hora, com a observação. */
export const ConviteAposCriacao: Story = {
  name: 'Convite após a criação',
  args: {
    contratos: [contratoExemplo, contratoPendente],
    onEnviarConvite: fn(async () => undefined),
    linkAcesso: conviteDaCarla,
    avisoLinkAcesso: MSG_ACESSO.conviteCriado,
    onFecharLinkAcesso: fn(),
  },
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog', { name: 'Convite de primeiro acesso' }));
    await expect(
      d.getByText('Contrato salvo. O locatário é novo: envie o convite de primeiro acesso.'),
    ).toBeVisible();
    await expect(d.getByText('Link de acesso de Carla Nunes')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Gerar novo link' }));
    await expect(args.onEnviarConvite).toHaveBeenCalledWith(contratoPendente);
    await userEvent.keyboard('{Escape}');
    await expect(args.onFecharLinkAcesso).toHaveBeenCalled();
  },
};

/**
 * “Histórico de reajustes” de um contrato: o índice, os meses, o percentual e o aluguel antes e depois, ano a
 * ano.
 */
export const HistoricoDeReajustes: Story = {
  name: 'Histórico de reajustes',
  args: { onHistoricoDeChange: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Histórico de reajustes CT-2026-001' }),
    );
    await expect(args.onHistoricoDeChange).toHaveBeenCalledWith(contratoExemplo);
  },
};

/** O histórico de reajustes do contrato aberto num diálogo. */
export const HistoricoDeReajustesAberto: Story = {
  name: 'Histórico de reajustes aberto',
  args: { onHistoricoDeChange: fn(), historicoDe: contratoExemplo, historico: historicoReajustesExemplo },
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog', { name: 'Histórico de reajustes — CT-2026-001' }));
    for (const h of ['Aniversário', 'Índice', 'Período', 'Variação', 'Aluguel (de → para)', 'Aplicado em'])
      await expect(d.getByRole('columnheader', { name: h })).toBeInTheDocument();
    const recente = within(d.getByText('01/12/2026').closest('tr') as HTMLElement);
    await expect(recente.getByText('IPCA (IBGE)')).toBeInTheDocument();
    await expect(recente.getByText('11/2025 a 10/2026')).toBeInTheDocument();
    await expect(recente.getByText('4,2644%')).toBeInTheDocument();
    await expect(recente.getByText('R$ 3.200,00 → R$ 3.336,46')).toBeInTheDocument();
    await expect(recente.getByText('23/11/2026')).toBeInTheDocument();
    const negativo = within(d.getByText('01/12/2025').closest('tr') as HTMLElement);
    await expect(negativo.getByText('-1,0422%')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onHistoricoDeChange).toHaveBeenCalledWith(null);
  },
};

/** Um contrato ainda sem reajustes: o histórico mostra a mensagem de lista vazia. */
export const HistoricoDeReajustesVazio: Story = {
  name: 'Histórico de reajustes vazio',
  args: { onHistoricoDeChange: fn(), historicoDe: contratoExemplo, historico: [] },
  play: async () => {
    const d = within(await screen.findByRole('dialog', { name: 'Histórico de reajustes — CT-2026-001' }));
    await expect(d.getByText('Nenhum reajuste aplicado neste contrato.')).toBeVisible();
  },
};

/** Contracts as the list reports them with guarantees: each row says which one and when it expires. */
const contratoComSeguro: Contrato = {
  ...contratoExemplo,
  garantia: { tipo: 'seguro-fianca', vencimento: '2026-12-10', situacao: 'vencendo' },
};
const contratoSemGarantia: Contrato = { ...contratoPendente, status: 'Pendente', garantia: null };
/** Ended by the tenant on 15/11/2026: finished, with its termo de rescisão. */
const contratoRescindido: Contrato = {
  ...contratoExemplo,
  _id: 'c3',
  numero: 'CT-2025-014',
  status: 'Finalizado',
  garantia: { tipo: 'fiador', vencimento: null, situacao: 'sem-validade' },
  rescisao: { dataSaida: '2026-11-15', motivo: 'pelo-locatario' },
};
const linhaDoContrato = (el: HTMLElement, numero: string) =>
  within(within(el).getByText(numero).closest('tr') as HTMLElement);

/** Every action of the contract's life after signing, as the app wires them. */
const cicloArgs = {
  contratos: [contratoComSeguro, contratoSemGarantia, contratoRescindido],
  onGarantiaDeChange: fn(),
  onSalvarGarantia: fn(async () => undefined),
  onRemoverGarantia: fn(async () => undefined),
  onRenovandoDeChange: fn(),
  onRenovar: fn(async () => Promise.reject(new Error('não usado'))),
  onSimularRescisao: fn(async () => Promise.reject(new Error('não usado'))),
  onConfirmarRescisao: fn(async () => Promise.reject(new Error('não usado'))),
  onBaixarTermoRescisao: fn(),
  onBaixarDocumento: fn(),
};

/** Abaixo do status: o selo da garantia (tipo, vencimento) ou “Sem garantia”. */
export const ComGarantias: Story = {
  name: 'Com garantias',
  args: { contratos: cicloArgs.contratos },
  play: async ({ canvasElement }) => {
    await expect(linhaDoContrato(canvasElement, 'CT-2026-001').getByText('Seguro-fiança')).toBeVisible();
    await expect(linhaDoContrato(canvasElement, 'CT-2026-001').getByText('· vence 10/12/2026')).toBeVisible();
    await expect(linhaDoContrato(canvasElement, 'CT-2026-002').getByText('Sem garantia')).toBeVisible();
    await expect(linhaDoContrato(canvasElement, 'CT-2025-014').getByText('Fiador')).toBeVisible();
    // Without the ciclo callbacks the rows offer none of their actions.
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: /^(Garantia|Renovar|Rescindir) / })).toBeNull();
    await expect(c.queryByRole('button', { name: /^(Contrato \(PDF\)|Termo de rescisão) / })).toBeNull();
  },
};

/**
 * Ações conforme o status: um contrato ativo pode ser renovado e rescindido, um pendente só rescindido, um
 * encerrado oferece o termo de rescisão; todos têm a garantia e o PDF do contrato.
 */
export const AcoesDoCiclo: Story = {
  name: 'Ações de garantia, renovação e rescisão',
  args: cicloArgs,
  play: async ({ canvasElement, args }) => {
    const ativo = linhaDoContrato(canvasElement, 'CT-2026-001');
    await userEvent.click(ativo.getByRole('button', { name: 'Garantia CT-2026-001' }));
    await expect(args.onGarantiaDeChange).toHaveBeenCalledWith(contratoComSeguro);
    await userEvent.click(ativo.getByRole('button', { name: 'Renovar CT-2026-001' }));
    await expect(args.onRenovandoDeChange).toHaveBeenCalledWith(contratoComSeguro);
    await userEvent.click(ativo.getByRole('button', { name: 'Contrato (PDF) CT-2026-001' }));
    await expect(args.onBaixarDocumento).toHaveBeenCalledWith(contratoComSeguro);
    await expect(ativo.queryByRole('button', { name: 'Termo de rescisão CT-2026-001' })).toBeNull();

    const pendente = linhaDoContrato(canvasElement, 'CT-2026-002');
    await expect(pendente.queryByRole('button', { name: 'Renovar CT-2026-002' })).toBeNull();
    await expect(pendente.getByRole('button', { name: 'Rescindir CT-2026-002' })).toBeVisible();

    await userEvent.click(ativo.getByRole('button', { name: 'Rescindir CT-2026-001' }));
    const d = within(await screen.findByRole('dialog', { name: 'Rescindir contrato — CT-2026-001' }));
    await expect(d.getByLabelText('Data de saída')).toHaveValue('23/11/2026');
  },
};

/**
 * Um contrato rescindido: quando e por quê abaixo do status, o termo para baixar, sem renovação nem rescisão.
 */
export const ContratoRescindido: Story = {
  name: 'Contrato rescindido',
  args: cicloArgs,
  play: async ({ canvasElement, args }) => {
    const linha = linhaDoContrato(canvasElement, 'CT-2025-014');
    await expect(linha.getByText('Finalizado')).toBeVisible();
    await expect(linha.getByText(/Rescindido em 15\/11\/2026/)).toBeVisible();
    await expect(linha.getByText(/Rescisão pelo locatário/)).toBeVisible();
    await userEvent.click(linha.getByRole('button', { name: 'Termo de rescisão CT-2025-014' }));
    await expect(args.onBaixarTermoRescisao).toHaveBeenCalledWith(contratoRescindido);
    await expect(linha.queryByRole('button', { name: 'Rescindir CT-2025-014' })).toBeNull();
    await expect(linha.queryByRole('button', { name: 'Renovar CT-2025-014' })).toBeNull();
    await expect(linha.getByRole('button', { name: 'Garantia CT-2025-014' })).toBeVisible();
  },
};

/** Ended with an amount still owed to the tenant: the row offers to record it was given back. */
const contratoComDevolucao: Contrato = {
  ...contratoRescindido,
  _id: 'c4',
  numero: 'CT-2025-015',
  rescisao: { dataSaida: '2026-11-10', motivo: 'fim-do-prazo', devolucaoPendente: 1200 },
};

/**
 * Em qualquer dia após a rescisão, a “Devolução ao locatário” do contrato encerrado abre o valor devido e o
 * formulário; depois de registrada, o diálogo diz quando e como foi devolvido.
 */
export const DevolucaoPendente: Story = {
  name: 'Devolução pendente',
  args: {
    ...cicloArgs,
    contratos: [contratoRescindido, contratoComDevolucao],
    onDevolverRescisao: fn(async (_c: Contrato, dados: { data: string; meio: string }) => ({
      cobranca: null,
      devolucao: { valor: 1200, data: dados.data, meio: 'PIX' as const },
    })) as never,
  },
  play: async ({ canvasElement, args }) => {
    // Given back already, or nothing owed: no such action.
    await expect(
      linhaDoContrato(canvasElement, 'CT-2025-014').queryByRole('button', {
        name: 'Devolução ao locatário CT-2025-014',
      }),
    ).toBeNull();
    await userEvent.click(
      linhaDoContrato(canvasElement, 'CT-2025-015').getByRole('button', {
        name: 'Devolução ao locatário CT-2025-015',
      }),
    );
    const d = within(await screen.findByRole('dialog', { name: 'Devolução ao locatário — CT-2025-015' }));
    await expect(d.getByText('Valor a devolver: R$ 1.200,00')).toBeVisible();
    const form = within(d.getByRole('form', { name: 'Registrar devolução' }));
    await expect(form.getByLabelText('Data da devolução')).toHaveValue('23/11/2026');
    await userEvent.selectOptions(form.getByLabelText('Meio'), 'PIX');
    await userEvent.click(form.getByRole('button', { name: 'Registrar devolução' }));
    await expect(args.onDevolverRescisao).toHaveBeenCalledWith(contratoComDevolucao, {
      data: HOJE,
      meio: 'PIX',
    });
    await expect(await d.findByText('Devolvido R$ 1.200,00 em 23/11/2026 (PIX)')).toBeVisible();
  },
};

/** “A vencer”: o app busca a janela escolhida; o filtro da janela atual fica pressionado. */
export const FiltroAVencer: Story = {
  name: 'Filtro a vencer',
  args: { vencendoEm: null, onVencendoEmChange: fn() },
  play: async ({ canvasElement, args }) => {
    const filtro = within(within(canvasElement).getByRole('group', { name: 'A vencer' }));
    await expect(filtro.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    for (const dias of ['30 dias', '60 dias', '90 dias'])
      await expect(filtro.getByRole('button', { name: dias })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(filtro.getByRole('button', { name: '60 dias' }));
    await expect(args.onVencendoEmChange).toHaveBeenCalledWith(60);
  },
};

/** O filtro “A vencer” em 30 dias: o filtro escolhido aparece pressionado, com “Todos” para voltar. */
export const FiltroAVencer30Dias: Story = {
  name: 'Filtro a vencer: 30 dias',
  args: { vencendoEm: 30, onVencendoEmChange: fn() },
  play: async ({ canvasElement, args }) => {
    const filtro = within(within(canvasElement).getByRole('group', { name: 'A vencer' }));
    await expect(filtro.getByRole('button', { name: '30 dias' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(filtro.getByRole('button', { name: 'Todos' }));
    await expect(args.onVencendoEmChange).toHaveBeenCalledWith(null);
  },
};

/** O diálogo de garantia, controlado pelo app: abre com `garantiaDe` e fecha por ele. */
export const GarantiaAberta: Story = {
  name: 'Garantia aberta',
  args: { ...cicloArgs, garantiaDe: contratoComSeguro, garantia: fiadorExemplo },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Garantia — CT-2026-001' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onGarantiaDeChange).toHaveBeenCalledWith(null);
  },
};

/** O diálogo de renovação envia o contrato com os dados do termo. */
export const RenovacaoAberta: Story = {
  name: 'Renovação aberta',
  args: {
    ...cicloArgs,
    renovandoDe: contratoComSeguro,
    aditivos: [],
    onRenovar: fn(async () => Promise.reject(new Error('422'))),
    errosDoErro: () => ({ novaDataFim: MSG_CICLO.aditivo.erros.novaDataFimAntes }),
  },
  play: async ({ args }) => {
    const d = within(await screen.findByRole('dialog', { name: 'Renovar contrato — CT-2026-001' }));
    await userEvent.type(d.getByLabelText('Nova data de término'), '31122027');
    await userEvent.click(d.getByRole('button', { name: 'Renovar contrato' }));
    await waitFor(() =>
      expect(args.onRenovar).toHaveBeenCalledWith(contratoComSeguro, {
        novaDataFim: '2027-12-31',
        novoAluguel: null,
        vigencia: null,
        observacoes: '',
        aniversarioReajuste: 'mover',
      }),
    );
    await expect(await d.findByText(MSG_CICLO.aditivo.erros.novaDataFimAntes)).toBeVisible();
  },
};

/** Em 375 px as linhas com seus selos e ações rolam dentro da tabela; a página nunca alarga. */
export const CicloNoCelular: Story = {
  name: 'Garantias e ações — celular',
  args: { ...cicloArgs, vencendoEm: null, onVencendoEmChange: fn() },
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'A vencer' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  }),
};

/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = {
  ...Carregado,
  name: 'Escuro',
  // Nothing opens over the page: inline on the docs page, without a frame of its own.
  tags: ['!quadro-proprio'],
  globals: { theme: 'dark' },
  play: noEscuro(Carregado.play),
};

/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = {
  ...Carregado,
  name: 'Tablet',
  tags: ['quadro-proprio'],
  globals: { viewport: { value: 'tablet' } },
  play: noTablet(Carregado.play),
};
