import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { mostraOTexto } from '../../stories/play-helpers';
import { verFalhaAoCarregar } from '../../stories/lista-estados';
import { PropostasView } from './propostas-view';
import { argsDaLista, PROPOSTAS } from './propostas.fixtures';
import { mostraAsQuatro } from './propostas.historias';

const meta = {
  title: 'Telas/Corretor/Propostas',
  id: 'corretor-views-propostas',
  component: PropostasView,
  tags: ['autodocs'],
  globals: { viewport: { value: 'mobile' } },
  args: argsDaLista(PROPOSTAS),
} satisfies Meta<typeof PropostasView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * As propostas do corretor, no celular: um cartão por proposta com o cliente, o imóvel, o tipo, o valor e
 * o status em selo; o nome do cliente abre a proposta.
 */
export const Carregado: Story = {
  name: 'Carregado',
  play: async (ctx) => {
    const c = await mostraAsQuatro(ctx);
    await expect(c.getByRole('heading', { name: 'Minhas propostas' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'Abrir a proposta de Mariana Alves' })).toHaveAttribute(
      'href',
      '/corretor/propostas/p1',
    );
    const selo = c.getAllByText('Recusada').find((el) => el.dataset.slot === 'badge');
    await expect(selo).toBeVisible();
    await expect(c.getByText('R$ 850.000,00')).toBeVisible();
  },
};

/** A primeira carga: o indicador no lugar da lista. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { propostas: [], total: 0, loading: true },
  play: mostraOTexto('Carregando as propostas...'),
};

/** O corretor ainda não fez propostas. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { propostas: [], total: 0 },
  play: mostraOTexto('Nenhuma proposta encontrada.'),
};

/** A lista não pôde ser lida: o erro com “Tentar novamente”, não a lista vazia. */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { propostas: [], total: 0, loadFailed: true },
  play: verFalhaAoCarregar({
    erro: 'Não foi possível carregar as propostas',
    emAlerta: false,
    vazio: 'Nenhuma proposta encontrada.',
    umaVez: true,
  }),
};

/** O estado “Carregado” na largura de um celular (375 px), a largura de trabalho do corretor. */
export const Celular: Story = { ...noCelularDe(Carregado), name: 'Celular' };
/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };

/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet', tags: ['quadro-proprio'] };
