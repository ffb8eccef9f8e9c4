import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { mostraOTexto } from '../../stories/play-helpers';
import { ComissoesView } from './comissoes-view';
import { COMISSOES } from './propostas.fixtures';
import { comissoesComFalha, comissoesVazias } from './propostas.historias';

const meta = {
  title: 'Telas/Corretor/Comissões',
  id: 'corretor-views-comissoes',
  component: ComissoesView,
  tags: ['autodocs'],
  globals: { viewport: { value: 'mobile' } },
  args: { resumo: COMISSOES, mes: '2026-11', loading: false, onRetry: fn() },
} satisfies Meta<typeof ComissoesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * As comissões do corretor: o total de novembro (só a locação do mês) e o do ano (com a venda de setembro),
 * e cada negócio com o papel dele e o valor.
 */
export const Carregado: Story = {
  name: 'Carregado',
  play: async (ctx) => {
    await mostraOTexto('Total do mês', 'Total do ano', 'R$ 8.760,00')(ctx);
    const c = within(ctx.canvasElement);
    // November's total is its one lease share: the card and the row.
    await expect(c.getAllByText('R$ 960,00')).toHaveLength(2);
    await expect(c.getByText('Captador')).toBeVisible();
    await expect(c.getByText('Vendedor')).toBeVisible();
    await expect(c.getByText('R$ 7.800,00')).toBeVisible();
  },
};

/** A primeira carga: o indicador, sem totais. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { resumo: undefined, loading: true },
  play: async (ctx) => {
    await mostraOTexto('Carregando as comissões...')(ctx);
    await expect(within(ctx.canvasElement).queryByText('Total do mês')).toBeNull();
  },
};

/** Nenhum negócio fechado ainda: totais zerados e o aviso. */
export const Vazio: Story = comissoesVazias;

/** As comissões não puderam ser lidas: o erro com “Tentar novamente”. */
export const FalhaAoCarregar: Story = comissoesComFalha;

/** O estado “Carregado” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Carregado), name: 'Celular' };
/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };

/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet', tags: ['quadro-proprio'] };
