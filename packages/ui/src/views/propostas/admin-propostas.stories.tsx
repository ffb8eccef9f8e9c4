import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { mostraOTexto } from '../../stories/play-helpers';
import { verFalhaAoCarregar } from '../../stories/lista-estados';
import { AdminPropostasView } from './propostas-view';
import { argsDaLista, CORRETORES, PROPOSTAS } from './propostas.fixtures';
import { mostraAsQuatro } from './propostas.historias';

const meta = {
  title: 'Telas/Admin/Propostas',
  id: 'admin-views-propostas',
  component: AdminPropostasView,
  tags: ['autodocs'],
  args: {
    ...argsDaLista(PROPOSTAS),
    hrefProposta: (id: string) => `/admin/propostas/${id}`,
    admin: { corretores: CORRETORES, corretorId: 'todos', onCorretorChange: fn() },
  },
} satisfies Meta<typeof AdminPropostasView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Todas as propostas, com a coluna e o filtro de corretor; mudar o status pede a lista filtrada. */
export const Carregado: Story = {
  name: 'Carregado',
  play: async (ctx) => {
    const c = await mostraAsQuatro(ctx);
    await expect(c.getByRole('heading', { name: 'Propostas' })).toBeVisible();
    await expect(c.getAllByText('Carla Corretora')[0]).toBeVisible();
    await userEvent.selectOptions(c.getByRole('combobox', { name: 'Status' }), 'enviada');
    await expect(ctx.args.onStatusChange).toHaveBeenCalledWith('enviada');
  },
};

/** A primeira carga. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { propostas: [], total: 0, loading: true },
  play: mostraOTexto('Carregando as propostas...'),
};

/** Nenhuma proposta com os filtros escolhidos. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { propostas: [], total: 0, status: 'aprovada' },
  play: mostraOTexto('Nenhuma proposta com esses filtros.'),
};

/** A lista não pôde ser lida. */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { propostas: [], total: 0, loadFailed: true },
  play: verFalhaAoCarregar({ erro: 'Não foi possível carregar as propostas', emAlerta: false, umaVez: true }),
};

/** O estado “Carregado” na largura de um celular (375 px). */
export const Celular: Story = { ...noCelularDe(Carregado), name: 'Celular' };
/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };

/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet', tags: ['quadro-proprio'] };
