import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dashboardExemplo } from '../../stories/dashboard-fixtures';
import { AdminDashboardView } from './admin-dashboard';
import { noCelularSemRolagemDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { mostraOTexto } from '../../stories/play-helpers';

const meta = {
  title: 'Telas/Admin/Painel',
  id: 'admin-views-dashboard',
  component: AdminDashboardView,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    agenciaNome: 'Morada Imóveis',
    agenciaSite: 'www.moradaimoveis.com.br',
    dados: dashboardExemplo,
    loading: false,
    onRetry: fn(),
    onRefresh: fn(),
    onRelatorio: fn(),
    onCobrancas: fn(),
    onLembrete: fn(),
  },
} satisfies Meta<typeof AdminDashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** O painel carregado: cartões de resumo, alertas, vencimentos, gráficos e ações rápidas. */
export const Carregado: Story = {
  name: 'Carregado',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Morada Imóveis' })).toBeVisible();
    await expect(c.getByText('www.moradaimoveis.com.br')).toBeVisible();
    await expect(c.getByRole('button', { name: '2 alertas urgentes ou de alta prioridade' })).toBeVisible();
    await expect(c.getByText('Atenção: Alta Taxa de Inadimplência')).toBeVisible();
    for (const r of [
      'Receita vs Meta Mensal',
      'Distribuição de Ocupação',
      'Receita por Tipo de Imóvel',
      'Receita por Categoria',
      'Alertas Importantes',
      'Próximos Vencimentos',
      'Ações Rápidas',
    ]) {
      await expect(c.getByRole('region', { name: r })).toBeVisible();
    }
    const card = (nome: string) => within(c.getByRole('group', { name: nome }));
    await expect(c.getByRole('group', { name: 'Receita Mensal' })).toHaveAccessibleDescription(
      'Aluguéis e encargos recebidos no mês (bruto)',
    );
    await expect(card('Receita de administração').getByText('R$ 9.845,05')).toBeVisible();
    await expect(card('Repasses da semana').getByText('3 repasses a pagar em até 7 dias')).toBeVisible();
    await expect(card('Repasses da semana').getByRole('link', { name: 'Ver repasses' })).toHaveAttribute(
      'href',
      '/admin/repasses',
    );
    await userEvent.click(c.getByRole('button', { name: 'Atualizar' }));
    await expect(args.onRefresh).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Cobranças' }));
    await expect(args.onCobrancas).toHaveBeenCalled();
  },
};

/**
 * Uma imobiliária que ainda não tem imóveis nem contratos: os cartões zerados, cada gráfico com “Sem dados no
 * período”, “Nenhum alerta no momento” e “Nenhum vencimento próximo”.
 */
export const Vazio: Story = {
  name: 'Vazio',
  args: {
    dados: {
      ...dashboardExemplo,
      estatisticas: {
        totalImoveis: 0,
        contratosAtivos: 0,
        taxaOcupacao: 0,
        receitaMensal: 0,
        taxaInadimplencia: 0,
      },
      tendencias: { totalImoveis: null, contratosAtivos: null, taxaOcupacao: null, receitaMensal: null },
      graficos: { receitaData: [], ocupacaoData: [], tipoImovelData: [], receitaPorCategoria: [] },
      alertas: [],
      proximosVencimentos: [],
      receitaAdministracao: 0,
      repassesSemana: { quantidade: 0, valor: 0 },
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByText('Sem dados no período')).toHaveLength(4);
    await expect(c.getByText('Nenhum alerta no momento')).toBeVisible();
    await expect(c.getByText('Nenhum vencimento próximo')).toBeVisible();
    await expect(c.queryByText('Atenção: Alta Taxa de Inadimplência')).toBeNull();
  },
};

/** O primeiro carregamento: “Carregando dashboard...” no lugar do painel. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { dados: undefined, loading: true },
  play: mostraOTexto('Carregando dashboard...'),
};

/** O painel não carregou: a mensagem e “Tentar novamente”. */
export const Erro: Story = {
  name: 'Erro ao carregar',
  args: { dados: undefined, loading: false },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Erro ao carregar dados')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Atualizando: os dados continuam na tela e o botão mostra “Atualizando...”. */
export const Atualizando: Story = {
  name: 'Atualizando',
  args: { refreshing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Atualizando...' })).toBeDisabled();
  },
};

/** Inadimplência exatamente em 5 %: a faixa vermelha não aparece. */
export const InadimplenciaNoLimite: Story = {
  name: 'Inadimplência no limite',
  args: {
    dados: { ...dashboardExemplo, estatisticas: { ...dashboardExemplo.estatisticas, taxaInadimplencia: 5 } },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).queryByText('Atenção: Alta Taxa de Inadimplência')).toBeNull(),
    );
  },
};

/**
 * O primeiro mês da imobiliária: não há com o que comparar, então os cartões não mostram seta nem percentual.
 */
export const SemTendencias: Story = {
  name: 'Sem tendências',
  args: {
    dados: {
      ...dashboardExemplo,
      tendencias: { totalImoveis: null, contratosAtivos: null, taxaOcupacao: null, receitaMensal: 12.5 },
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const card = (nome: string) => within(c.getByRole('group', { name: nome }));
    await expect(card('Total de Imóveis').getByText('42')).toBeVisible();
    // No signed change on the three cards without a previous month (Taxa de Ocupação keeps its value).
    for (const nome of ['Total de Imóveis', 'Contratos Ativos', 'Taxa de Ocupação']) {
      await expect(card(nome).queryByText(/^[+-][\d.,]+%$/)).toBeNull();
    }
    await expect(card('Taxa de Ocupação').getByText('73,8%')).toBeVisible();
    await expect(card('Receita Mensal').getByText('+12,5%')).toBeVisible();
  },
};

/** O estado “Carregado” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularSemRolagemDe(Carregado), name: 'Celular' };
/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };

/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet', tags: ['quadro-proprio'] };
