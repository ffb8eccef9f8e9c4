import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { dashboardExemplo } from '../../stories/admin-fixtures';
import { DashboardCards } from './dashboard-cards';
import { noCelular, noEscuro } from '../../stories/play-helpers';

const meta = {
  title: 'Admin/Painel/Cartões',
  id: 'admin-dashboard-dashboardcards',
  component: DashboardCards,
  tags: ['autodocs'],
  args: {
    estatisticas: dashboardExemplo.estatisticas,
    tendencias: dashboardExemplo.tendencias,
    receitaAdministracao: dashboardExemplo.receitaAdministracao,
    repassesSemana: dashboardExemplo.repassesSemana,
  },
} satisfies Meta<typeof DashboardCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Os cartões de resumo com dados: total de imóveis, contratos ativos, taxa de ocupação e receita mensal, cada
 * um com a tendência do mês, mais a receita de administração e os repasses da semana.
 */
export const Carregado: Story = {
  name: 'Carregado',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const card = (nome: string) => within(c.getByRole('group', { name: nome }));
    await expect(card('Total de Imóveis').getByText('42')).toBeVisible();
    await expect(card('Total de Imóveis').getByText('+2,5%')).toBeVisible();
    await expect(card('Contratos Ativos').getByText('+5,2%')).toBeVisible();
    await expect(card('Taxa de Ocupação').getByText('73,8%')).toBeVisible();
    await expect(card('Taxa de Ocupação').getByText('-1,8%')).toBeVisible();
    await expect(card('Receita Mensal').getByText('R$ 98.450,50')).toBeVisible();
    await expect(card('Receita Mensal').getByText('+8,3%')).toBeVisible();
    // The specification's title stays; the line under it says the figure is gross.
    await expect(c.getByRole('group', { name: 'Receita Mensal' })).toHaveAccessibleDescription(
      'Aluguéis e encargos recebidos no mês (bruto)',
    );
    await expect(card('Receita de administração').getByText('R$ 9.845,05')).toBeVisible();
    await expect(card('Receita de administração').getByText('Taxas da imobiliária no mês')).toBeVisible();
    await expect(card('Repasses da semana').getByText('R$ 12.430,75')).toBeVisible();
    await expect(card('Repasses da semana').getByText('3 repasses a pagar em até 7 dias')).toBeVisible();
    await expect(card('Repasses da semana').getByRole('link', { name: 'Ver repasses' })).toHaveAttribute(
      'href',
      '/admin/repasses',
    );
  },
};

/** Um repasse a pagar: a dica fica no singular. */
export const UmRepasse: Story = {
  name: 'Um repasse',
  args: { repassesSemana: { quantidade: 1, valor: 900 } },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('group', { name: 'Repasses da semana' }));
    await expect(card.getByText('R$ 900,00')).toBeVisible();
    await expect(card.getByText('1 repasse a pagar em até 7 dias')).toBeVisible();
  },
};

/** Dados antigos, sem os números dos proprietários: só os quatro cartões da especificação. */
export const SemRepasses: Story = {
  name: 'Sem repasses',
  args: { receitaAdministracao: undefined, repassesSemana: undefined },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('group')).toHaveLength(4);
    await expect(c.queryByRole('group', { name: 'Receita de administração' })).toBeNull();
    await expect(c.queryByRole('group', { name: 'Repasses da semana' })).toBeNull();
  },
};

/** O estado “Carregado” na largura de um celular (375 px). */
export const Celular: Story = {
  ...Carregado,
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async (ctx: Parameters<NonNullable<Story['play']>>[0]) => {
    await Carregado.play?.(ctx);
    // Six cards on a 375 px phone: one column, nothing wider than the screen.
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
