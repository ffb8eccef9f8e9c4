import {
  contratoCorrespondeBusca,
  MSG_ACESSO,
  MSG_CICLO,
  MSG_FINANCEIRO,
  type Contrato,
} from '@morada/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { anunciosExemplo, contratoExemplo, pagamentosExemplo } from '../../stories/admin-fixtures';
import { fiadorExemplo } from '../../stories/garantia-fixtures';
import { historicoReajustesExemplo } from '../../stories/reajuste-fixtures';
import { AdminContratosView } from './admin-contratos';
import {
  calcularDevido,
  cicloArgs,
  comPagamentos,
  contratoComSeguro,
  conviteArgs,
  conviteDaCarla,
  devolucaoArgs,
  dezembro,
  HOJE,
  muitos,
  parcial,
} from './admin-contratos.fixtures';
import * as ciclo from './admin-contratos.ciclo.play';
import * as lista from './admin-contratos.lista.play';
import * as pagamentos from './admin-contratos.pagamentos.play';
import {
  buscaEPaginasIniciais,
  buscaEPaginasSimuladas,
  useListaSimulada,
} from '../../stories/lista-simulada';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { verFalhaAoCarregar } from '../../stories/lista-estados';
import { mostraOTexto } from '../../stories/play-helpers';

/**
 * The app's part: `contratos` (the story's arg) stands for the server's table, searched with the
 * server's match and sliced into pages of 20; the view gets one page.
 */
function ComServidorSimulado(args: ComponentProps<typeof AdminContratosView>) {
  const s = useListaSimulada(args.contratos, (c: Contrato, busca) => contratoCorrespondeBusca(c, busca), []);
  return <AdminContratosView {...args} contratos={s.linhas} {...buscaEPaginasSimuladas(s)} />;
}

const meta = {
  title: 'Telas/Admin/Contratos',
  id: 'admin-views-contratos',
  component: AdminContratosView,
  // Each story in its own frame on the docs page (.storybook/preview.tsx): it opens an overlay.
  tags: ['autodocs', 'quadro-proprio'],
  render: (args) => <ComServidorSimulado {...args} />,
  args: {
    contratos: [contratoExemplo],
    ...buscaEPaginasIniciais(),
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

/** 23 contratos: 20 na primeira página, 3 na segunda; uma busca volta para a primeira página. */
export const SegundaPagina: Story = {
  name: 'Segunda página',
  args: { contratos: muitos },
  play: lista.verSegundaPagina,
};

/** Nenhum contrato cadastrado: a mensagem de lista vazia. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { contratos: [] },
  play: mostraOTexto('Nenhum contrato encontrado.'),
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

/** Excluir pergunta antes, no diálogo do app, com a frase do catálogo. */
export const ExcluirComConfirm: Story = {
  name: 'Excluir com confirmação',
  play: lista.verExcluirComConfirm,
};

/** Uma exclusão em andamento desabilita os botões de excluir: um segundo clique não exclui duas vezes. */
export const ExcluirEmAndamento: Story = {
  name: 'Excluir em andamento',
  args: { onExcluir: fn(() => new Promise<void>(() => undefined)) },
  play: lista.verExcluirEmAndamento,
};

/** Uma falha ao carregar não é “nenhum contrato”: a linha de erro oferece “tentar novamente”. */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { contratos: [], loadFailed: true, onRetry: fn() },
  play: verFalhaAoCarregar({
    erro: 'Não foi possível carregar a lista de contratos',
    emAlerta: true,
    vazio: 'Nenhum contrato encontrado.',
    umaVez: true,
  }),
};

/** Desistir na confirmação de exclusão não exclui nada. */
export const ExcluirCancelado: Story = {
  name: 'Excluir cancelado',
  play: lista.verExcluirCancelado,
};

/** “Gerar pagamentos” pede a quantidade de meses e gera as cobranças do contrato. */
export const GerarPagamentos: Story = {
  name: 'Gerar pagamentos',
  play: lista.verGerarPagamentos,
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
  args: comPagamentos,
  play: pagamentos.verPagamentos,
};

/** Parte de novembro foi recebida: “Parcial”, o saldo devido hoje e o que entrou. */
export const PagamentoParcial: Story = {
  name: 'Pagamento parcial',
  args: { pagamentosDe: contratoExemplo, pagamentos: [pagamentosExemplo[0]!, parcial, dezembro] },
  play: pagamentos.verPagamentoParcial,
};

/**
 * O formulário abre com a data de hoje, o valor devido hoje (multa e juros à parte) e nenhum meio de
 * pagamento.
 */
export const RegistrarPagamento: Story = {
  name: 'Registrar pagamento',
  args: comPagamentos,
  play: pagamentos.verRegistrarPagamento,
};

/** “Confirmar” envia a data, o valor digitado em português (“1.234,56”) e o meio de pagamento. */
export const RegistrarPagamentoEnviado: Story = {
  name: 'Registrar pagamento enviado',
  // Off the docs page (which loads ~40 frames at once): there, on a busy machine, its typed value
  // raced the page's load. Its play still runs as a test and its screenshot is still compared.
  tags: ['!autodocs'],
  args: comPagamentos,
  play: pagamentos.verRegistrarPagamentoEnviado,
};

/** 5 de dezembro é sábado: sem multa nem juros até segunda, e o formulário avisa. */
export const VencimentoNoFimDeSemana: Story = {
  name: 'Vencimento no fim de semana',
  args: comPagamentos,
  play: pagamentos.verVencimentoNoFimDeSemana,
};

/** Erros sob os campos: os do esquema, na própria página, depois os do servidor (acima do valor devido). */
export const ErroNoValorRecebido: Story = {
  name: 'Erro no valor recebido',
  args: {
    ...comPagamentos,
    onRegistrarPagamento: fn(async () => Promise.reject(new Error('400'))),
    errosDoErro: () => ({ valorRecebido: MSG_FINANCEIRO.erros.valorAcimaDevido('R$ 4.072,41') }),
  },
  play: pagamentos.verErroNoValorRecebido,
};

/** Em 375 px a tabela rola dentro do diálogo; o formulário continua à vista e a página nunca alarga. */
export const RegistrarNoCelular: Story = {
  name: 'Registrar pagamento — celular',
  args: comPagamentos,
  globals: { viewport: { value: 'mobile' } },
  play: pagamentos.verRegistrarNoCelular,
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
  play: pagamentos.verPagamentosFalharam,
};

/** O estado “Carregado” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Carregado), name: 'Celular' };

/** “Enviar convite” só aparece na linha de um locatário que nunca entrou no sistema. */
export const ConviteParaInquilinoPendente: Story = {
  name: 'Convite para inquilino pendente',
  args: conviteArgs,
  play: lista.verConviteParaInquilinoPendente,
};

/** Enquanto o convite é enviado, o botão da linha fica desabilitado. */
export const EnviandoConvite: Story = {
  name: 'Enviando convite',
  args: { ...conviteArgs, enviandoConvite: 'c2' },
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
    ...conviteArgs,
    linkAcesso: conviteDaCarla,
    avisoLinkAcesso: MSG_ACESSO.conviteCriado,
    onFecharLinkAcesso: fn(),
  },
  play: ciclo.verConviteAposCriacao,
};

/**
 * “Histórico de reajustes” de um contrato: o índice, os meses, o percentual e o aluguel antes e depois, ano a
 * ano.
 */
export const HistoricoDeReajustes: Story = {
  name: 'Histórico de reajustes',
  args: { onHistoricoDeChange: fn() },
  play: ciclo.verHistoricoDeReajustes,
};

/** O histórico de reajustes do contrato aberto num diálogo. */
export const HistoricoDeReajustesAberto: Story = {
  name: 'Histórico de reajustes aberto',
  args: { onHistoricoDeChange: fn(), historicoDe: contratoExemplo, historico: historicoReajustesExemplo },
  play: ciclo.verHistoricoDeReajustesAberto,
};

/** Um contrato ainda sem reajustes: o histórico mostra a mensagem de lista vazia. */
export const HistoricoDeReajustesVazio: Story = {
  name: 'Histórico de reajustes vazio',
  args: { onHistoricoDeChange: fn(), historicoDe: contratoExemplo, historico: [] },
  play: lista.verHistoricoDeReajustesVazio,
};

/** Abaixo do status: o selo da garantia (tipo, vencimento) ou “Sem garantia”. */
export const ComGarantias: Story = {
  name: 'Com garantias',
  args: { contratos: cicloArgs.contratos },
  play: ciclo.verComGarantias,
};

/**
 * Ações conforme o status: um contrato ativo pode ser renovado e rescindido, um pendente só rescindido, um
 * encerrado oferece o termo de rescisão; todos têm a garantia e o PDF do contrato.
 */
export const AcoesDoCiclo: Story = {
  name: 'Ações de garantia, renovação e rescisão',
  args: cicloArgs,
  play: ciclo.verAcoesDoCiclo,
};

/**
 * Um contrato rescindido: quando e por quê abaixo do status, o termo para baixar, sem renovação nem rescisão.
 */
export const ContratoRescindido: Story = {
  name: 'Contrato rescindido',
  args: cicloArgs,
  play: ciclo.verContratoRescindido,
};

/**
 * Em qualquer dia após a rescisão, a “Devolução ao locatário” do contrato encerrado abre o valor devido e o
 * formulário; depois de registrada, o diálogo diz quando e como foi devolvido.
 */
export const DevolucaoPendente: Story = {
  name: 'Devolução pendente',
  args: devolucaoArgs,
  play: ciclo.verDevolucaoPendente,
};

/** “A vencer”: o app busca a janela escolhida; o filtro da janela atual fica pressionado. */
export const FiltroAVencer: Story = {
  name: 'Filtro a vencer',
  args: { vencendoEm: null, onVencendoEmChange: fn() },
  play: lista.verFiltroAVencer,
};

/** O filtro “A vencer” em 30 dias: o filtro escolhido aparece pressionado, com “Todos” para voltar. */
export const FiltroAVencer30Dias: Story = {
  name: 'Filtro a vencer: 30 dias',
  args: { vencendoEm: 30, onVencendoEmChange: fn() },
  play: lista.verFiltroAVencer30Dias,
};

/** O diálogo de garantia, controlado pelo app: abre com `garantiaDe` e fecha por ele. */
export const GarantiaAberta: Story = {
  name: 'Garantia aberta',
  args: { ...cicloArgs, garantiaDe: contratoComSeguro, garantia: fiadorExemplo },
  play: ciclo.verGarantiaAberta,
};

/** O diálogo de renovação envia o contrato com os dados do termo. */
export const RenovacaoAberta: Story = {
  name: 'Renovação aberta',
  // Off the docs page for the same reason as “Registrar pagamento enviado”.
  tags: ['!autodocs'],
  args: {
    ...cicloArgs,
    renovandoDe: contratoComSeguro,
    aditivos: [],
    onRenovar: fn(async () => Promise.reject(new Error('422'))),
    errosDoErro: () => ({ novaDataFim: MSG_CICLO.aditivo.erros.novaDataFimAntes }),
  },
  play: ciclo.verRenovacaoAberta,
};

/** Em 375 px as linhas com seus selos e ações rolam dentro da tabela; a página nunca alarga. */
export const CicloNoCelular: Story = {
  name: 'Garantias e ações — celular',
  args: { ...cicloArgs, vencendoEm: null, onVencendoEmChange: fn() },
  globals: { viewport: { value: 'mobile' } },
  play: ciclo.verCicloNoCelular,
};

/** O estado “Carregado” no tema escuro. */
// Nothing opens over the page: inline on the docs page, without a frame of its own.
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro', tags: ['!quadro-proprio'] };

/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet', tags: ['quadro-proprio'] };
