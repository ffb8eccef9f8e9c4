import type { LancamentoAutomatico } from '@morada/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AdminConciliacaoView } from './admin-conciliacao';
import {
  lancamentosExemplo,
  contasExemplo,
  importacaoExemplo,
  pendenteComSugestao,
  buscarCandidatosExemplo,
} from './admin-conciliacao.fixtures';
import { noCelularSemRolagemDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { verFalhaAoCarregar } from '../../stories/lista-estados';
import { mostraOTexto } from '../../stories/play-helpers';

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
    onConciliar: fn(async () => undefined),
    buscarCandidatos: fn(buscarCandidatosExemplo),
    onDescartar: fn(async () => undefined),
    importar: { contas: contasExemplo, onImportar: fn(async () => undefined) },
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
  play: mostraOTexto('Nenhum lançamento com estes filtros.'),
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
  play: verFalhaAoCarregar({
    erro: 'Não foi possível carregar os lançamentos automáticos.',
    emAlerta: false,
    umaVez: false,
  }),
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
export const Celular: Story = { ...noCelularSemRolagemDe(Carregado), name: 'Celular' };

/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };

/** “Importar arquivo” parado: conta, tipo e arquivo; “Importar” sem arquivo pede o arquivo e não envia nada. */
export const ImportarParado: Story = {
  name: 'Importar — parado',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Importar arquivo' })).toBeVisible();
    await expect(c.getByLabelText('Conta de cobrança')).toHaveValue('c-demo');
    await expect(c.getByLabelText('Tipo de arquivo')).toHaveValue('retorno');
    await userEvent.click(c.getByRole('button', { name: 'Importar' }));
    await expect(c.getByText('Escolha o arquivo a importar.')).toBeVisible();
    await expect(args.importar.onImportar).not.toHaveBeenCalled();
  },
};

/** Enquanto o arquivo vai ao servidor, “Importar” fica ocupado (“Importando...”) e o formulário, travado. */
export const ImportarEnviando: Story = {
  name: 'Importar — enviando',
  args: { importar: { contas: contasExemplo, onImportar: fn(() => new Promise<void>(() => undefined)) } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByLabelText('Conta de cobrança'), 'BB principal');
    await userEvent.selectOptions(c.getByLabelText('Tipo de arquivo'), 'Extrato OFX');
    const arquivo = new File(['OFXHEADER:100'], 'extrato-novembro.ofx', { type: 'application/x-ofx' });
    await userEvent.upload(c.getByLabelText('Arquivo'), arquivo);
    await userEvent.click(c.getByRole('button', { name: 'Importar' }));
    const botao = await c.findByRole('button', { name: 'Importando...' });
    await expect(botao).toBeDisabled();
    await expect(args.importar.onImportar).toHaveBeenCalledWith({
      contaId: 'c-bb',
      tipo: 'extrato',
      arquivo,
    });
  },
};

/** Depois da importação: o resumo do que o arquivo fez, e a lista só com os lançamentos dele. */
export const ImportarResumo: Story = {
  name: 'Importar — resumo',
  args: {
    importar: {
      contas: contasExemplo,
      onImportar: fn(async () => undefined),
      importacao: importacaoExemplo,
      filtrado: true,
      onVerTodos: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Arquivo importado: CBR6431127.ret')).toBeVisible();
    await expect(c.getByText('4 itens: 1 lançado, 2 atualizados, 1 a conferir, 0 repetidos')).toBeVisible();
    await expect(c.getByText('Conta: BB principal')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Ver todos os lançamentos' }));
    await expect(args.importar.onVerTodos).toHaveBeenCalled();
  },
};

/** O mesmo arquivo importado de novo: o resumo diz que nada foi lançado duas vezes. */
export const ImportarRepetido: Story = {
  name: 'Importar — arquivo repetido',
  args: {
    importar: {
      contas: contasExemplo,
      onImportar: fn(async () => undefined),
      importacao: {
        ...importacaoExemplo,
        lancados: 0,
        atualizados: 0,
        pendentes: 0,
        repetidos: 4,
        arquivoRepetido: true,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('4 itens: 0 lançados, 0 atualizados, 0 a conferir, 4 repetidos')).toBeVisible();
    await expect(
      c.getByText('Este mesmo arquivo já tinha sido importado antes: nada foi lançado duas vezes.'),
    ).toBeVisible();
  },
};

/** Arquivo recusado: a mensagem do servidor, que diz a linha e o campo. */
export const ImportarRecusado: Story = {
  name: 'Importar — recusado',
  args: {
    importar: {
      contas: contasExemplo,
      onImportar: fn(async () => undefined),
      erro: 'Linha 3, campo “código do banco”: o arquivo é do banco 341, a conta é do banco 001.',
    },
  },
  play: async ({ canvasElement }) => {
    const alerta = within(canvasElement).getByRole('alert');
    await expect(alerta).toHaveTextContent('Arquivo recusado');
    await expect(alerta).toHaveTextContent(/Linha 3, campo “código do banco”/);
  },
};

/** Sem conta de cobrança: a área de importação diz onde cadastrar uma, sem botão que não faz nada. */
export const ImportarSemContas: Story = {
  name: 'Importar — sem contas',
  args: { importar: { contas: [], onImportar: fn(async () => undefined) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(
      c.getByText('Cadastre uma conta de cobrança em Configurações antes de importar arquivos.'),
    ).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Importar' })).toBeNull();
  },
};

/**
 * Crédito “A conferir” com sugestão: “Conciliar” lista os pagamentos em aberto com a sugestão já
 * escolhida; “Lançar recebimento” o lança (os dois cliques).
 */
export const ConciliarPendente: Story = {
  name: 'A conferir — conciliar',
  args: { lancamentos: [pendenteComSugestao, ...lancamentosExemplo] },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('button', { name: /^Conciliar Extrato/ })).toHaveLength(2);
    await userEvent.click(c.getAllByRole('button', { name: /^Conciliar Extrato/ })[0]!);
    const d = within(await screen.findByRole('dialog', { name: 'Conciliar o crédito' }));
    await expect(d.getByText(/Crédito de R\$ 2\.345,67 em 25\/11\/2026/)).toBeVisible();
    const sugestao = await d.findByRole('radio', { name: /Mariana Costa/ });
    await expect(sugestao).toBeChecked();
    await expect(d.getByText('Sugestão')).toBeVisible();
    await expect(d.getByRole('radio', { name: /João Ávila/ })).not.toBeChecked();
    await userEvent.click(d.getByRole('button', { name: 'Lançar recebimento' }));
    await waitFor(() =>
      expect(args.onConciliar).toHaveBeenCalledWith(pendenteComSugestao, 'pag-2026-11-apto-12'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * Crédito “A conferir” sem sugestão: nada vem escolhido e lançar sem escolher pede o pagamento; a
 * busca pelo inquilino acha o pagamento, que é escolhido e lançado.
 */
export const ConciliarSemSugestao: Story = {
  name: 'A conferir — conciliar sem sugestão',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Conciliar Extrato/ }));
    const d = within(await screen.findByRole('dialog', { name: 'Conciliar o crédito' }));
    await expect(await d.findAllByRole('radio')).toHaveLength(3);
    await userEvent.click(d.getByRole('button', { name: 'Lançar recebimento' }));
    await expect(d.getByText('Escolha o pagamento que este crédito quita.')).toBeVisible();
    await expect(args.onConciliar).not.toHaveBeenCalled();
    await userEvent.type(d.getByLabelText('Buscar pagamento'), 'beatriz');
    await waitFor(() => expect(d.getAllByRole('radio')).toHaveLength(1));
    await userEvent.click(d.getByRole('radio', { name: /Beatriz Lima/ }));
    await userEvent.click(d.getByRole('button', { name: 'Lançar recebimento' }));
    await waitFor(() => expect(args.onConciliar).toHaveBeenCalledWith(lancamentosExemplo[3], 'p9'));
  },
};

/** O diálogo “Conciliar” aberto: os pagamentos em aberto, a sugestão já escolhida e marcada. */
export const ConciliarAberto: Story = {
  name: 'A conferir — escolher o pagamento',
  args: { lancamentos: [pendenteComSugestao, ...lancamentosExemplo] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: /^Conciliar Extrato/ })[0]!);
    const d = within(await screen.findByRole('dialog', { name: 'Conciliar o crédito' }));
    await expect(await d.findByRole('radio', { name: /Mariana Costa/ })).toBeChecked();
    await expect(d.getByText('R$ 2.350,00 · vence em 10/11/2026')).toBeVisible();
    await expect(d.getAllByRole('radio')).toHaveLength(3);
  },
};

/** A busca não acha nenhum pagamento em aberto: o diálogo diz isso. */
export const ConciliarSemCandidatos: Story = {
  name: 'A conferir — busca sem resultado',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Conciliar Extrato/ }));
    const d = within(await screen.findByRole('dialog', { name: 'Conciliar o crédito' }));
    await userEvent.type(d.getByLabelText('Buscar pagamento'), 'ninguém');
    await expect(await d.findByText('Nenhum pagamento em aberto encontrado.')).toBeVisible();
  },
};

/** A lista de pagamentos em aberto não carregou: a mensagem e “Tentar novamente”. */
export const ConciliarErroAoCarregar: Story = {
  name: 'A conferir — erro ao carregar os pagamentos',
  args: {
    buscarCandidatos: fn((l: LancamentoAutomatico, busca: string) =>
      Promise.reject(new Error(`falha: ${l.id} ${busca}`)),
    ),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Conciliar Extrato/ }));
    const d = within(await screen.findByRole('dialog', { name: 'Conciliar o crédito' }));
    await expect(await d.findByText('Não foi possível carregar os pagamentos em aberto.')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(args.buscarCandidatos).toHaveBeenCalledTimes(2));
  },
};

/** “Descartar” pede confirmação; confirmado, o crédito vai para `onDescartar`. */
export const DescartarPendente: Story = {
  name: 'A conferir — descartar',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Descartar Extrato/ }));
    const d = within(await screen.findByRole('alertdialog', { name: 'Descartar o crédito?' }));
    await expect(d.getByText(/sai da fila “A conferir” sem lançar recebimento/)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Descartar crédito' }));
    await waitFor(() => expect(args.onDescartar).toHaveBeenCalledWith(lancamentosExemplo[3]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet', tags: ['quadro-proprio'] };
