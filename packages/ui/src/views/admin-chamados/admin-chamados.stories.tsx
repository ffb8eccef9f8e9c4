import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';
import { verFalhaAoCarregar } from '../../stories/lista-estados';
import { escolherNoCombobox } from '../../components/combobox/combobox.play';
import { AdminChamadosView } from './admin-chamados-view';
import { chamadosAdmin, imoveisDoFiltro } from './admin-chamados.fixtures';

const meta = {
  title: 'Telas/Admin/Chamados',
  id: 'admin-views-chamados',
  component: AdminChamadosView,
  tags: ['autodocs'],
  args: {
    chamados: chamadosAdmin,
    total: chamadosAdmin.length,
    status: 'todos',
    onStatusChange: fn(),
    urgencia: 'todas',
    onUrgenciaChange: fn(),
    imoveis: imoveisDoFiltro,
    imovelId: 'todos',
    onImovelChange: fn(),
    busca: '',
    onBuscaChange: fn(),
    pagina: 1,
    totalPaginas: 1,
    onPaginaChange: fn(),
    hrefChamado: (id: string) => `/admin/chamados/${id}`,
    loading: false,
    onRetry: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof AdminChamadosView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Os chamados de todos os imóveis: a emergência em aberto primeiro, depois os mais novos, com o
 * imóvel e o inquilino, a categoria, a urgência e o status; o número abre o chamado. Escolher um
 * status pede ao app a lista filtrada.
 */
export const Carregado: Story = {
  name: 'Carregado',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Chamados' })).toBeVisible();
    await expect(c.getByText('4 chamados')).toBeVisible();
    const links = c.getAllByRole('link', { name: /Abrir o chamado nº/ });
    await expect(links[0]).toHaveAccessibleName('Abrir o chamado nº 14');
    await expect(links[0]).toHaveAttribute('href', '/admin/chamados/ch-4');
    await expect(c.getAllByText('Urgência: Emergência')[0]).toBeVisible();
    await expect(c.getAllByText('Aguardando aprovação do proprietário')[0]).toBeVisible();
    await userEvent.selectOptions(c.getByRole('combobox', { name: 'Status' }), 'concluido');
    await expect(args.onStatusChange).toHaveBeenCalledWith('concluido');
    await userEvent.selectOptions(c.getByRole('combobox', { name: 'Urgência' }), 'emergencia');
    await expect(args.onUrgenciaChange).toHaveBeenCalledWith('emergencia');
  },
};

/**
 * O filtro de imóvel busca no servidor (não carrega todos os imóveis): escolher um pede a lista dele;
 * um link aberto com o filtro mostra o título do imóvel, e limpar o campo volta a “Todos”.
 */
export const FiltroImovel: Story = {
  name: 'Filtro de imóvel',
  args: { imovelId: 'im-9', imovelTitulo: 'Cobertura no Itaim' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const campo = c.getByRole('combobox', { name: 'Imóvel' });
    await expect(campo).toHaveValue('Cobertura no Itaim');
    await userEvent.clear(campo);
    await userEvent.tab();
    await expect(args.onImovelChange).toHaveBeenLastCalledWith('todos');
    await escolherNoCombobox(c, 'Imóvel', 'Casa com quintal na Vila Mariana');
    await expect(args.onImovelChange).toHaveBeenLastCalledWith('im-2');
  },
};

/** A primeira carga: o indicador no lugar da lista. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { chamados: [], total: 0, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando os chamados...')).toBeVisible();
  },
};

/** Nenhum chamado aberto ainda. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { chamados: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum chamado aberto.')).toBeVisible();
  },
};

/** Filtros que não encontram nada dizem isso, não “nenhum chamado aberto”. */
export const VazioComFiltro: Story = {
  name: 'Vazio com filtro',
  args: { chamados: [], total: 0, status: 'cancelado' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum chamado atende aos filtros.')).toBeVisible();
  },
};

/** A lista não pôde ser lida: o erro com “Tentar novamente”, não a lista vazia. */
export const FalhaAoCarregar: Story = {
  name: 'Erro ao carregar',
  args: { chamados: [], total: 0, loadFailed: true },
  play: verFalhaAoCarregar({
    erro: 'Não foi possível carregar os chamados',
    emAlerta: false,
    vazio: 'Nenhum chamado aberto.',
    umaVez: true,
  }),
};

/** O estado “Carregado” na largura de um celular (375 px): um cartão por chamado. */
export const Celular: Story = { ...noCelularDe(Carregado), name: 'Celular' };
/** O estado “Carregado” no tema escuro. */
export const Escuro: Story = { ...noEscuroDe(Carregado), name: 'Escuro' };
/** O estado “Carregado” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Carregado), name: 'Tablet', tags: ['quadro-proprio'] };
