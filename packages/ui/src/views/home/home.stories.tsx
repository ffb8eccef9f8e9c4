import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { imoveisLista } from '../../lib/fixtures/site';
import { HomeView } from './home';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';

/**
 * Página inicial do site: a chamada principal com a busca de imóveis, os serviços, os imóveis em destaque e
 * os depoimentos de clientes.
 */
const meta = {
  title: 'Telas/Site/Início',
  component: HomeView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  args: { destaques: imoveisLista.slice(0, 3) },
} satisfies Meta<typeof HomeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A página inicial completa: chamada com busca, serviços, destaques, depoimentos e acesso à Área do Cliente.
 */
export const Padrao: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const t of ['15+', '500+', '1000+', '30+']) await expect(c.getAllByText(t)[0]).toBeVisible();
    await expect(c.getByRole('heading', { name: 'Nossos Serviços' })).toBeVisible();
    await expect(c.getByText('Juliana Ramos')).toBeVisible();
    await expect(c.getByText('Inquilina')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Acessar Área do Cliente' })).toHaveAttribute('href', '/login');
    await expect(c.getAllByRole('article')).toHaveLength(3);
  },
};
/** Sem imóveis em destaque, a seção de destaques não aparece. */
export const SemDestaques: Story = {
  name: 'Sem destaques',
  args: { destaques: [] },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).queryByRole('heading', { name: 'Imóveis em Destaque' })).toBeNull(),
};
/**
 * Os destaques ainda carregando: o título da seção e três cartões em esboço no lugar dos imóveis; o resto da
 * página já aparece.
 */
export const Carregando: Story = {
  name: 'Carregando',
  args: { destaques: [], carregando: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Imóveis em Destaque' })).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent('Carregando...');
    await expect(c.queryAllByRole('article')).toHaveLength(0);
    await expect(c.getByRole('heading', { name: 'Nossos Serviços' })).toBeVisible();
  },
};
/** O estado padrão na largura de um celular (375 px). */
export const Mobile: Story = { ...noCelularDe(Padrao), name: 'Celular' };
/** O estado padrão no tema escuro. */
export const Dark: Story = { ...noEscuroDe(Padrao), name: 'Escuro' };

/** O estado “Padrão” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Padrao), name: 'Tablet', tags: ['quadro-proprio'] };
