import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mostraOTexto } from '../../stories/play-helpers';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { verFalhaAoCarregar } from '../../stories/lista-estados';
import { LeadsView } from './leads-view';
import { CONTAGENS, leadsCorretor } from './leads.fixtures';
import { argsDaLista, ListaFiltravel, nomeDoChip } from './leads.historias';

const meta = {
  title: 'Telas/Corretor/Leads',
  id: 'corretor-views-leads',
  component: LeadsView,
  tags: ['autodocs'],
  globals: { viewport: { value: 'mobile' } },
  args: { ...argsDaLista(leadsCorretor), contagens: CONTAGENS },
} satisfies Meta<typeof LeadsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Os leads do corretor, no celular: o funil em chips com a contagem de cada etapa e um cartão por lead,
 * com o imóvel, a origem e a etapa; o nome abre a página do lead.
 */
export const Carregado: Story = {
  name: 'Carregado',
  play: async (ctx) => {
    await mostraOTexto('3 leads')(ctx);
    const c = within(ctx.canvasElement);
    await expect(c.getByRole('heading', { name: 'Meus leads' })).toBeVisible();
    await expect(c.getByRole('button', { name: nomeDoChip('novo', 2) })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Todas (3)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('link', { name: 'Abrir o lead de Mariana Alves' })).toHaveAttribute(
      'href',
      '/corretor/leads/l1',
    );
    await expect(c.getAllByText('Apartamento Vista Parque')[0]).toBeVisible();
    await expect(c.queryByRole('button', { name: /Atribuir/ })).toBeNull();
  },
};

/** A primeira carga: o indicador no lugar da lista. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { leads: [], total: 0, loading: true, contagens: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando os leads...')).toBeVisible();
  },
};

/** O corretor ainda não tem leads. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { leads: [], total: 0, contagens: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum lead encontrado.')).toBeVisible();
  },
};

/** A lista não pôde ser lida: o erro com “Tentar novamente”, não a lista vazia. */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { leads: [], total: 0, loadFailed: true, contagens: undefined },
  play: verFalhaAoCarregar({
    erro: 'Não foi possível carregar os leads',
    emAlerta: false,
    vazio: 'Nenhum lead encontrado.',
    umaVez: true,
  }),
};

/** Um lead aberto há mais tempo que o alerta sem atividade: “Sem atendimento há 30 h” no cartão dele. */
export const ComLeadParado: Story = {
  name: 'Com lead parado',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sem atendimento há 30 h')).toBeVisible();
  },
};

/** Escolher “Perdido” no funil mostra só os leads perdidos; “Todas” volta à lista inteira. */
export const FiltrarPorEtapa: Story = {
  name: 'Filtrar por etapa',
  render: ListaFiltravel,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: nomeDoChip('perdido', 1) }));
    await expect(args.onEtapaChange).toHaveBeenCalledWith('perdido');
    await expect(c.getByRole('button', { name: nomeDoChip('perdido', 1) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(c.getByText('Ricardo Gomes')).toBeVisible();
    await expect(c.queryByText('Mariana Alves')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Todas (3)' }));
    await expect(c.getByText('Mariana Alves')).toBeVisible();
  },
};

/** O estado “Carregado” na largura de um celular (375 px), a largura de trabalho do corretor. */
export const Celular: Story = { ...noCelularDe(Carregado), name: 'Celular' };
/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };

/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet', tags: ['quadro-proprio'] };
