import { MSG_REAJUSTE, somarMesesAoMes } from '@morada/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '../../components/toast';
import { Toaster } from '../../components/toaster';
import { noCelular, semRolagemLateral } from '../../stories/play-helpers';
import {
  indicesExemplo,
  reajustesPendentesExemplo,
  resultadoAplicacaoExemplo,
} from '../../stories/reajuste-fixtures';
import { AdminReajustesView } from './admin-reajustes';
import { resumoAtualizacaoIndices } from './resumos';
import { noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { verFalhaAoCarregar } from '../../stories/lista-estados';

const I = MSG_REAJUSTE.adminUi.indices;

const meta = {
  title: 'Telas/Admin/Reajustes',
  id: 'admin-views-reajustes',
  component: AdminReajustesView,
  tags: ['autodocs'],
  // The app toasts the outcomes of the índices' actions; the stories do the same to show them.
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
  args: {
    pendentes: reajustesPendentesExemplo,
    loading: false,
    onRetry: fn(),
    onAplicar: fn(async () => resultadoAplicacaoExemplo),
    onDispensar: fn(async () => undefined),
    indice: 'IGP-M',
    onIndiceChange: fn(),
    indices: indicesExemplo,
    onSalvarIndice: fn(async () => undefined),
    errosDoErro: (e: unknown) => (e as { erros?: Record<string, string> }).erros,
    onAtualizarIndices: fn(async () => undefined),
  },
} satisfies Meta<typeof AdminReajustesView>;
export default meta;
type Story = StoryObj<typeof meta>;

const linha = (c: ReturnType<typeof within>, numero: string) =>
  within(c.getByRole('row', { name: new RegExp(numero) }));

/** Linhas prontas mostram o novo aluguel; uma linha aguardando o índice diz quais meses faltam. */
export const ProntoEAguardando: Story = {
  name: 'Pronto e aguardando índice',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Reajustes', level: 1 })).toBeVisible();
    await expect(c.getByRole('heading', { name: 'Reajustes a aplicar' })).toBeVisible();
    for (const h of [
      'Contrato',
      'Aniversário',
      'Índice e período',
      'Variação acumulada',
      'Aluguel atual → novo',
      'Vigência',
      'Status',
    ])
      await expect(c.getAllByRole('columnheader', { name: h })[0]).toBeInTheDocument();
    const pronto = linha(c, 'CT-2025-014');
    await expect(pronto.getByText('IPCA (IBGE)')).toBeInTheDocument();
    await expect(pronto.getByText('11/2025 a 10/2026')).toBeInTheDocument();
    await expect(pronto.getByText('4,2644%')).toBeInTheDocument();
    await expect(c.getByRole('row', { name: /CT-2025-014/ })).toHaveTextContent('R$ 3.200,00 → R$ 3.336,46');
    await expect(pronto.getByText('Pronto')).toBeInTheDocument();
    await expect(pronto.getByRole('button', { name: 'Aplicar o reajuste de CT-2025-014' })).toBeEnabled();
    const aguardando = linha(c, 'CT-2025-021');
    await expect(aguardando.getByText('Aguardando índice')).toBeInTheDocument();
    await expect(aguardando.getByText('Aguardando o IGP-M de 11/2026')).toBeInTheDocument();
    await expect(c.getByRole('row', { name: /CT-2025-021/ })).toHaveTextContent('R$ 4.500,00 → —');
    await expect(
      aguardando.getByRole('button', { name: 'Aplicar o reajuste de CT-2025-021' }),
    ).toBeDisabled();
    await expect(aguardando.getByRole('checkbox', { name: 'Selecionar CT-2025-021' })).toBeDisabled();
    await expect(linha(c, 'CT-2024-007').getByText('5,00%')).toBeInTheDocument();
  },
};

/**
 * Selecionar linhas, depois uma confirmação que lista cada aluguel antes e depois; cancelar não aplica nada.
 */
export const SelecaoEConfirmacao: Story = {
  name: 'Seleção e confirmação',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Aplicar selecionados (0)' })).toBeDisabled();
    await userEvent.click(c.getByRole('checkbox', { name: 'Selecionar CT-2025-014' }));
    await userEvent.click(c.getByRole('button', { name: 'Aplicar selecionados (1)' }));
    let d = within(await screen.findByRole('alertdialog', { name: 'Aplicar 1 reajuste?' }));
    await expect(
      d.getByText('CT-2025-014 (Mariana Costa): R$ 3.200,00 → R$ 3.336,46, a partir de 05/12/2026'),
    ).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onAplicar).not.toHaveBeenCalled();
    // 'Selecionar todos os prontos' skips the row awaiting its index.
    await userEvent.click(c.getByRole('checkbox', { name: 'Selecionar todos os prontos' }));
    await userEvent.click(c.getByRole('button', { name: 'Aplicar selecionados (2)' }));
    d = within(await screen.findByRole('alertdialog', { name: 'Aplicar 2 reajustes?' }));
    await expect(d.getByText(/CT-2024-007 \(Beatriz Souza\): R\$ 1\.800,00 → R\$ 1\.890,00/)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Aplicar reajustes' }));
    await waitFor(() => expect(args.onAplicar).toHaveBeenCalledWith(['c1', 'c3']));
  },
};

/**
 * O aniversário de um contrato antigo, mesmo aguardando índice, pode ser dispensado: o aluguel fica igual e
 * segue o próximo aniversário. Cancelar não pede nada ao servidor.
 */
export const DispensarReajuste: Story = {
  name: 'Dispensar reajuste',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const botao = c.getByRole('button', { name: 'Dispensar o reajuste de CT-2025-021 de 10/12/2026' });
    await expect(botao).toBeEnabled();
    await userEvent.click(botao);
    let d = within(await screen.findByRole('alertdialog', { name: 'Dispensar reajuste?' }));
    await expect(d.getByText(/O reajuste de CT-2025-021 com aniversário em 10\/12\/2026/)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDispensar).not.toHaveBeenCalled();
    await userEvent.click(botao);
    d = within(await screen.findByRole('alertdialog', { name: 'Dispensar reajuste?' }));
    await userEvent.click(d.getByRole('button', { name: 'Dispensar' }));
    await waitFor(() =>
      expect(args.onDispensar).toHaveBeenCalledWith(
        expect.objectContaining({ contratoId: 'c2', aniversario: '2026-12-10' }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/**
 * Depois de aplicar: quantos foram aplicados, cada contrato ignorado com o motivo e os boletos a reemitir.
 */
export const ResultadoDaAplicacao: Story = {
  name: 'Resultado da aplicação',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Aplicar todos os prontos' }));
    const d = within(await screen.findByRole('alertdialog', { name: 'Aplicar 2 reajustes?' }));
    await userEvent.click(d.getByRole('button', { name: 'Aplicar reajustes' }));
    await waitFor(() => expect(args.onAplicar).toHaveBeenCalledWith(['c1', 'c3']));
    const painel = within(await c.findByRole('status'));
    await expect(painel.getByText('1 reajuste aplicado')).toBeVisible();
    await expect(painel.getByText('CT-2024-007 não foi reajustado')).toBeVisible();
    await expect(painel.getByText(/O reajuste de 20\/11\/2026 já foi aplicado/)).toBeVisible();
    await expect(painel.getByText('Boletos de CT-2025-014 não reemitidos')).toBeVisible();
    await expect(painel.getByText(/Reemita manualmente: 12\/2026\./)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Nenhum reajuste a aplicar: a mensagem de lista vazia; “Aplicar todos os prontos” desabilitado. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { pendentes: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Nenhum reajuste a aplicar nos próximos 30 dias.')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Aplicar todos os prontos' })).toBeDisabled();
  },
};

/** O primeiro carregamento: os reajustes e os índices mostram o indicador de carregamento. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { pendentes: [], loading: true, indices: [], indicesLoading: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('status')).toHaveLength(2);
    await expect(c.queryByText('Nenhum reajuste a aplicar nos próximos 30 dias.')).toBeNull();
  },
};

/** Uma falha ao carregar não é “nada a reajustar”: a linha de erro oferece “tentar novamente”. */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { pendentes: [], loadFailed: true },
  play: verFalhaAoCarregar({
    erro: 'Não foi possível carregar os reajustes a aplicar.',
    emAlerta: true,
    vazio: 'Nenhum reajuste a aplicar nos próximos 30 dias.',
    umaVez: true,
  }),
};

/**
 * A série do mais recente ao mais antigo; um mês editado no lugar, no formato brasileiro, conferido antes do
 * envio.
 */
export const IndicesEdicaoManual: Story = {
  name: 'Índices: edição manual',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const secao = within(c.getByRole('region', { name: 'Índices' }));
    const meses = secao
      .getAllByRole('row')
      .map((r) => within(r).queryAllByRole('cell')[0]?.textContent)
      .filter(Boolean);
    await expect(meses).toEqual(['10/2026', '09/2026', '08/2026', '07/2026', '06/2026', '05/2026']);
    await expect(linha(secao, '10/2026').getByText('0,2731%')).toBeInTheDocument();
    await expect(linha(secao, '09/2026').getByText('Informado manualmente')).toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Editar 10/2026' }));
    const campo = c.getByLabelText('Variação de 10/2026 (%)');
    await expect(campo).toHaveValue('0,2731');
    await userEvent.clear(campo);
    // Letters are not taken: the field stays empty.
    await userEvent.type(campo, 'abc');
    await expect(campo).toHaveValue('');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await expect(await c.findByText(MSG_REAJUSTE.erros.variacaoObrigatoria)).toBeVisible();
    await expect(args.onSalvarIndice).not.toHaveBeenCalled();
    await userEvent.type(campo, '0.5');
    await expect(campo).toHaveValue('0,5');
    await userEvent.click(c.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(args.onSalvarIndice).toHaveBeenCalledWith('IGP-M', '2026-10', '0.5'));
    await waitFor(() => expect(c.queryByLabelText('Variação de 10/2026 (%)')).toBeNull());
    await userEvent.selectOptions(c.getByLabelText('Série'), 'IPCA');
    await expect(args.onIndiceChange).toHaveBeenCalledWith('IPCA');
  },
};

/** Incluir um mês que falta; o que o servidor recusa aparece sob o campo. */
export const IndicesNovoMes: Story = {
  name: 'Índices: novo mês com erro do servidor',
  args: {
    onSalvarIndice: fn(async () => {
      throw { erros: { mes: MSG_REAJUSTE.erros.mesInvalido } };
    }),
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Mês', { exact: true }), '112026');
    await expect(c.getByLabelText('Mês', { exact: true })).toHaveValue('11/2026');
    await userEvent.type(c.getByLabelText('Variação (%)'), '-0,11');
    await userEvent.click(c.getByRole('button', { name: 'Adicionar' }));
    await expect(c.getByLabelText('Variação (%)')).toHaveValue('-0,11');
    await waitFor(() => expect(args.onSalvarIndice).toHaveBeenCalledWith('IGP-M', '2026-11', '-0.11'));
    await expect(await c.findByText(MSG_REAJUSTE.erros.mesInvalido)).toBeVisible();
    await expect(c.getByLabelText('Mês', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** “Atualizar pelo Banco Central”: o app avisa o que chegou. */
export const IndicesAtualizacaoBancoCentral: Story = {
  name: 'Índices: atualização pelo Banco Central',
  args: {
    onAtualizarIndices: fn(async () => {
      toast({
        title: I.atualizados,
        description: resumoAtualizacaoIndices({
          atualizados: [
            { indice: 'IGP-M', meses: 1, ultimoMes: '2026-10' },
            { indice: 'IPCA', meses: 0, ultimoMes: '2026-10' },
          ],
          erros: [{ indice: 'INPC', mensagem: MSG_REAJUSTE.erros.sgsTempoEsgotado }],
        }),
        variant: 'success',
      });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Atualizar pelo Banco Central' }));
    await expect(args.onAtualizarIndices).toHaveBeenCalledTimes(1);
    await expect(
      await screen.findByText('IGP-M: 1 mês (até 10/2026); INPC: O Banco Central não respondeu a tempo.'),
    ).toBeVisible();
    await expect(c.getByRole('button', { name: 'Atualizar pelo Banco Central' })).toBeEnabled();
  },
};

/** Banco Central fora do ar: a frase em português do servidor, e o botão pode ser usado de novo. */
export const IndicesBancoCentralIndisponivel: Story = {
  name: 'Índices: Banco Central indisponível',
  args: {
    onAtualizarIndices: fn(async () => {
      toast({
        title: I.erroAtualizar,
        description: MSG_REAJUSTE.erros.sgsIndisponivel,
        variant: 'destructive',
      });
      throw new Error('502');
    }),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Atualizar pelo Banco Central' }));
    await expect(await screen.findByText(MSG_REAJUSTE.erros.sgsIndisponivel)).toBeVisible();
    await waitFor(() =>
      expect(c.getByRole('button', { name: 'Atualizar pelo Banco Central' })).toBeEnabled(),
    );
  },
};

/** Uma série longa mostra primeiro os últimos 12 meses; o resto sob demanda. */
export const IndicesSerieLonga: Story = {
  name: 'Índices: série longa',
  args: {
    indices: Array.from({ length: 30 }, (_, i) => ({
      ...indicesExemplo[0]!,
      mes: somarMesesAoMes('2024-05', i),
      variacao: 0.1,
    })),
  },
  play: async ({ canvasElement }) => {
    const secao = within(within(canvasElement).getByRole('region', { name: 'Índices' }));
    await expect(secao.getAllByRole('button', { name: /^Editar / })).toHaveLength(12);
    await expect(secao.getByRole('button', { name: 'Editar 10/2026' })).toBeInTheDocument();
    await userEvent.click(secao.getByRole('button', { name: 'Mostrar todos os 30 meses' }));
    await expect(secao.getAllByRole('button', { name: /^Editar / })).toHaveLength(30);
    await userEvent.click(secao.getByRole('button', { name: 'Mostrar só os últimos 12 meses' }));
    await expect(secao.getAllByRole('button', { name: /^Editar / })).toHaveLength(12);
  },
};

/** O estado padrão na largura de um celular (375 px). */
export const Celular: Story = {
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async (ctx) => {
    await ProntoEAguardando.play?.(ctx);
    await semRolagemLateral();
    await expect(
      within(ctx.canvasElement).getByRole('button', { name: 'Aplicar todos os prontos' }),
    ).toBeVisible();
  }),
};

/** O estado “Confirmação” na largura de um celular (375 px). */
export const CelularConfirmacao: Story = {
  name: 'Confirmação — celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Aplicar todos os prontos' }));
    const d = within(await screen.findByRole('alertdialog', { name: 'Aplicar 2 reajustes?' }));
    await expect(d.getByRole('button', { name: 'Aplicar reajustes' })).toBeVisible();
    await semRolagemLateral();
  }),
};

/** O estado “Índices” na largura de um celular (375 px). */
export const CelularIndices: Story = {
  name: 'Índices — celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Editar 10/2026' }));
    await expect(c.getByRole('button', { name: 'Salvar' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Atualizar pelo Banco Central' })).toBeVisible();
    await semRolagemLateral();
  }),
};

/** O estado “Pronto e aguardando índice” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(ProntoEAguardando), name: 'Escuro' };

/** O estado “Pronto e aguardando índice” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(ProntoEAguardando), name: 'Tablet', tags: ['quadro-proprio'] };
