import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { imoveisLista } from '../../lib/fixtures/site';
import { FILTROS_VAZIOS } from '../../components/property-search-form';
import { ImoveisView } from './imoveis';
import { noCelularDe, noEscuroDe, noTabletDe } from '../../stories/gemeas';

/**
 * Tela /imoveis: a busca com filtros, a contagem de resultados, a ordem e os imóveis em grade ou em lista,
 * com paginação; sem resultados, oferece “Limpar filtros”.
 */
const meta = {
  title: 'Telas/Site/Imóveis',
  component: ImoveisView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  args: {
    imoveis: imoveisLista,
    total: 6,
    filtros: {},
    onSearch: fn(),
    pagina: 1,
    totalPaginas: 1,
    onPageChange: fn(),
    favoritos: new Set<string>(),
    onToggleFavorito: fn(),
    onOrdemChange: fn(),
    onLimparFiltros: fn(),
    favoritosHref: '/favoritos',
  },
} satisfies Meta<typeof ImoveisView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Os imóveis em grade, com a contagem de resultados; o botão “Grid” aparece pressionado. */
export const Grid: Story = {
  name: 'Grade',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('6 imóveis encontrados')).toBeVisible();
    await expect(c.getAllByRole('article')).toHaveLength(6);
    // The cards' titles come right under the page's h1: h2, no level skipped.
    await expect(c.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    await expect(c.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
    // Grid cards do not show the '+N' features line.
    await expect(c.queryByText('+3')).toBeNull();
  },
};

/** “Lista” troca para os cartões grandes de destaque. */
export const Lista: Story = {
  name: 'Lista',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Lista' }));
    await expect(c.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getAllByText('+3').length).toBeGreaterThan(0);
  },
};

/** “Filtros” mostra e esconde o formulário de busca vertical. */
export const FiltrosAbertos: Story = {
  name: 'Filtros abertos',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const filtros = c.getByRole('button', { name: 'Filtros' });
    await expect(c.queryByRole('search')).toBeNull();
    await userEvent.click(filtros);
    await expect(filtros).toHaveAttribute('aria-expanded', 'true');
    await userEvent.selectOptions(c.getByLabelText('Operação'), 'Comprar');
    await userEvent.click(c.getByRole('button', { name: 'Buscar Imóveis' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ ...FILTROS_VAZIOS, operacao: 'Venda' });
    await userEvent.click(filtros);
    await expect(c.queryByRole('search')).toBeNull();
  },
};

/** O primeiro carregamento: a região dos imóveis fica marcada como ocupada enquanto os cartões não chegam. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { imoveis: undefined, total: 0, isLoading: true },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('region', { name: 'Imóveis' })).toHaveAttribute(
      'aria-busy',
      'true',
    ),
};

/** Nenhum imóvel encontrado, sem filtros: a mensagem de vazio. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { imoveis: [], total: 0 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('0 imóveis encontrados')).toBeVisible();
    await expect(c.getByText('Nenhum imóvel encontrado')).toBeVisible();
    // Nothing to clear: no filter is set.
    await expect(c.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  },
};

/** Filtros que não encontram nada: “Limpar filtros” limpa todos. */
export const VazioComFiltros: Story = {
  name: 'Vazio com filtros',
  args: {
    imoveis: [],
    total: 0,
    temFiltros: true,
    filtros: { operacao: 'Aluguel', precoMax: '500', quartos: '4' },
    defaultFiltrosAbertos: true,
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('0 imóveis encontrados')).toBeVisible();
    await expect(c.getByText('Nenhum imóvel encontrado')).toBeVisible();
    await expect(c.getByLabelText('Preço máximo')).toHaveValue(500);
    await expect(c.getByLabelText('Quartos')).toHaveValue('4');
    await userEvent.click(c.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onLimparFiltros).toHaveBeenCalledTimes(1);
  },
};

/** O estado “Vazio com filtros” na largura de um celular (375 px). */
export const VazioComFiltrosMobile: Story = {
  ...noCelularDe(VazioComFiltros),
  name: 'Vazio com filtros — celular',
};

/** O estado “Vazio com filtros” no tema escuro. */
export const VazioComFiltrosDark: Story = {
  ...noEscuroDe(VazioComFiltros),
  name: 'Vazio com filtros — escuro',
};

/** Um resultado: a contagem concorda (“1 imóvel encontrado”). */
export const UmResultado: Story = {
  name: 'Um resultado',
  args: { imoveis: imoveisLista.slice(0, 1), total: 1 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('1 imóvel encontrado')).toBeVisible();
    await expect(c.getAllByRole('article')).toHaveLength(1);
  },
};

/** 'Ordenar por': 'Mais recentes' (default), 'Menor preço', 'Maior preço'. */
export const Ordenacao: Story = {
  name: 'Ordenação',
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const ordem = c.getByLabelText('Ordenar por');
    await expect(ordem).toHaveValue('recentes');
    await expect([...(ordem as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Mais recentes',
      'Menor preço',
      'Maior preço',
    ]);
    await userEvent.selectOptions(ordem, 'Menor preço');
    await expect(args.onOrdemChange).toHaveBeenCalledWith('menor-preco');
  },
};

/** A ordem guardada na URL aparece selecionada. */
export const OrdemMaiorPreco: Story = {
  name: 'Ordem maior preço',
  args: { ordem: 'maior-preco' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByLabelText('Ordenar por')).toHaveValue('maior-preco'),
};

/** Faixa de preço, quartos e vagas mínimos e área útil: entregues como digitados, sem espaços sobrando. */
export const FiltrosAvancados: Story = {
  name: 'Filtros avançados',
  args: { defaultFiltrosAbertos: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('Preço mínimo'), '1500');
    await userEvent.type(c.getByLabelText('Preço máximo'), '5000');
    await userEvent.selectOptions(c.getByLabelText('Quartos'), '2+');
    await userEvent.selectOptions(c.getByLabelText('Vagas'), '1+');
    await userEvent.type(c.getByLabelText('Área mínima'), '60');
    await userEvent.click(c.getByRole('button', { name: 'Buscar Imóveis' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      ...FILTROS_VAZIOS,
      precoMin: '1500',
      precoMax: '5000',
      quartos: '2',
      vagas: '1',
      areaMin: '60',
    });
  },
};

/** O cabeçalho leva à página de favoritos, com a contagem de corações. */
export const LinkFavoritos: Story = {
  name: 'Link favoritos',
  args: { favoritos: new Set(['im-1', 'im-3']) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Favoritos (2)' })).toHaveAttribute('href', '/favoritos');
    await expect(c.getAllByRole('button', { name: 'Remover dos favoritos' })).toHaveLength(2);
  },
};

/** A listagem não carregou: a mensagem do erro no lugar dos cartões. */
export const Erro: Story = {
  name: 'Erro ao carregar',
  args: { imoveis: undefined, total: 0, erro: 'Erro de comunicação (500) ao listar os imóveis.' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Erro de comunicação (500)'),
};

/** Segunda de três páginas: “Anterior” e “Próxima” disponíveis. */
export const Paginacao: Story = {
  name: 'Paginação',
  args: { total: 30, pagina: 2, totalPaginas: 3 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Anterior' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    await userEvent.click(c.getByRole('button', { name: 'Próxima' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** Marcar o coração de um cartão guarda o favorito neste navegador. */
export const FavoritoLocal: Story = {
  name: 'Favorito local',
  render: function Render(args) {
    const [favs, setFavs] = useState<ReadonlySet<string>>(new Set());
    return (
      <ImoveisView
        {...args}
        favoritos={favs}
        onToggleFavorito={(id) => setFavs((s) => new Set(s.has(id) ? [] : [id]))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getAllByRole('button', { name: 'Favoritar' })[0]!);
    await expect(c.getAllByRole('button', { name: 'Remover dos favoritos' })).toHaveLength(1);
  },
};

/** Em 375 px um cartão por linha; o painel de filtros abre acima da lista. */
export const Mobile: Story = {
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(window.innerWidth).toBe(375);
    await expect(c.getByText('6 imóveis encontrados')).toBeVisible();
    const cards = c.getAllByRole('article');
    await expect(cards).toHaveLength(6);
    await expect(cards[1]!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      cards[0]!.getBoundingClientRect().bottom,
    );
    await userEvent.click(c.getByRole('button', { name: 'Filtros' }));
    const busca = c.getByRole('search');
    await expect(busca).toBeVisible();
    await expect(busca.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      cards[0]!.getBoundingClientRect().top,
    );
  },
};

/** O estado padrão no tema escuro. */
export const Dark: Story = {
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(document.documentElement).toHaveClass('dark');
    await expect(c.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(c.getByText('6 imóveis encontrados')).toBeVisible();
    await expect(c.getAllByRole('article')).toHaveLength(6);
    await userEvent.click(c.getByRole('button', { name: 'Lista' }));
    await expect(c.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getAllByText('+3').length).toBeGreaterThan(0);
  },
};

/** O estado “Grade” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(Grid), name: 'Tablet', tags: ['quadro-proprio'] };
