import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { noCelularDe, noEscuroDe } from '../../stories/gemeas';
import { mostraOTexto } from '../../stories/play-helpers';
import { AdminComissoesView } from './admin-comissoes-view';
import { COMISSOES } from './propostas.fixtures';
import { comissoesComFalha, comissoesVazias } from './propostas.historias';

/** Todas as partes: as da Carla e a da imobiliária na locação de novembro. */
const TODAS = {
  ...COMISSOES,
  itens: [
    ...COMISSOES.itens,
    {
      ...COMISSOES.itens[0]!,
      id: 'cm3',
      parte: 'agencia' as const,
      corretorId: null,
      corretorNome: null,
      valorCentavos: 144_000,
    },
  ],
  totalCentavos: 1_020_000,
};

const meta = {
  title: 'Telas/Admin/Lista de comissões',
  id: 'admin-views-comissoes',
  component: AdminComissoesView,
  tags: ['autodocs'],
  args: { resumo: TODAS, loading: false, onRetry: fn() },
} satisfies Meta<typeof AdminComissoesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cada parte de cada negócio, com o corretor (ou a imobiliária) e o total geral. */
export const Carregado: Story = {
  name: 'Carregado',
  play: async (ctx) => {
    await mostraOTexto('Comissões', 'R$ 10.200,00', 'R$ 1.440,00')(ctx);
    const c = within(ctx.canvasElement);
    await expect(c.getAllByText('Carla Corretora')[0]).toBeVisible();
    await expect(c.getAllByText('Imobiliária')[0]).toBeVisible();
  },
};

/** A primeira carga: o indicador, sem o total. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { resumo: undefined, loading: true },
  play: async (ctx) => {
    await mostraOTexto('Carregando as comissões...')(ctx);
    await expect(within(ctx.canvasElement).queryByText('R$ 10.200,00')).toBeNull();
  },
};

/** Nenhum negócio fechado ainda. */
export const Vazio: Story = comissoesVazias;

/** As comissões não puderam ser lidas: o erro com “Tentar novamente”. */
export const FalhaAoCarregar: Story = comissoesComFalha;

/** O estado “Carregado” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Carregado), name: 'Celular' };
/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };
