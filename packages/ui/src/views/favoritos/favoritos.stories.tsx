import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Imovel } from '@morada/domain';
import { imoveisLista } from '../../lib/fixtures/site';
import { noCelular } from '../../stories/play-helpers';
import { FavoritosView } from './favoritos';
import { noEscuroDe, noTabletDe } from '../../stories/gemeas';

const tres = imoveisLista.slice(0, 3);
const ocupado: Imovel = { ...imoveisLista[4]!, status: 'Ocupado' };
const idsDe = (lista: readonly Imovel[]) => new Set(lista.map((i) => i.id));

const meta = {
  title: 'Telas/Site/Favoritos',
  component: FavoritosView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop' } },
  args: { imoveis: tres, favoritos: idsDe(tres), onToggleFavorito: fn() },
} satisfies Meta<typeof FavoritosView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Os imóveis favoritados, em cartões. */
export const ComFavoritos: Story = {
  name: 'Com favoritos',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
    await expect(c.getByText('3 imóveis favoritos')).toBeVisible();
    await expect(c.getAllByRole('article')).toHaveLength(3);
    await expect(c.getAllByRole('button', { name: 'Remover dos favoritos' })).toHaveLength(3);
    await expect(c.queryByText('Não está mais disponível')).toBeNull();
  },
};

/** Um único favorito: a contagem concorda (“1 imóvel favorito”). */
export const UmFavorito: Story = {
  name: 'Um favorito',
  args: { imoveis: tres.slice(0, 1), favoritos: idsDe(tres.slice(0, 1)) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('1 imóvel favorito')).toBeVisible();
    await expect(c.getAllByRole('article')).toHaveLength(1);
  },
};

/** Um favorito que ficou ocupado continua na página, marcado, com o seu status. */
export const ComIndisponivel: Story = {
  name: 'Com indisponível',
  args: { imoveis: [...tres.slice(0, 2), ocupado], favoritos: idsDe([...tres.slice(0, 2), ocupado]) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('3 imóveis favoritos')).toBeVisible();
    await expect(c.getAllByText('Não está mais disponível')).toHaveLength(1);
    await expect(c.getByText('Ocupado')).toBeVisible();
    await expect(c.getByRole('article', { name: ocupado.titulo })).toBeVisible();
  },
};

/** Nenhum favorito: a mensagem de vazio e “Ver imóveis”. */
export const Vazio: Story = {
  name: 'Vazio',
  args: { imoveis: undefined, favoritos: new Set<string>() },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Você ainda não tem imóveis favoritos.')).toBeVisible();
    await expect(c.getByText('Toque no coração de um imóvel para guardá-lo aqui.')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Ver imóveis' })).toHaveAttribute('href', '/imoveis');
    await expect(c.queryByRole('article')).toBeNull();
  },
};

/** Também o que o servidor renderiza: os favoritos ficam no navegador, então a página espera por eles. */
export const Carregando: Story = {
  name: 'Carregando',
  args: { imoveis: undefined, favoritos: new Set<string>(), isLoading: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('region', { name: 'Favoritos' })).toHaveAttribute('aria-busy', 'true');
    await expect(c.getByText('Carregando favoritos...')).toBeInTheDocument();
    await expect(c.queryByText('Você ainda não tem imóveis favoritos.')).toBeNull();
  },
};

/** Os favoritos não carregaram: a mensagem do erro no lugar dos cartões. */
export const Erro: Story = {
  name: 'Erro ao carregar',
  args: { imoveis: undefined, erro: 'Erro de comunicação (500) ao listar os imóveis.' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Erro de comunicação (500)'),
};

/** Desmarcar o coração de um cartão o tira da página; o último deixa o estado vazio. */
export const Desfavoritar: Story = {
  name: 'Desfavoritar',
  args: { imoveis: tres.slice(0, 2), favoritos: idsDe(tres.slice(0, 2)) },
  render: function Render(args) {
    const [favs, setFavs] = useState<ReadonlySet<string>>(args.favoritos);
    return (
      <FavoritosView
        {...args}
        favoritos={favs}
        onToggleFavorito={(id) =>
          setFavs((s) => {
            const novo = new Set(s);
            novo.delete(id);
            return novo;
          })
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('2 imóveis favoritos')).toBeVisible();
    await userEvent.click(c.getAllByRole('button', { name: 'Remover dos favoritos' })[0]!);
    await expect(c.getByText('1 imóvel favorito')).toBeVisible();
    await expect(c.getAllByRole('article')).toHaveLength(1);
    await userEvent.click(c.getByRole('button', { name: 'Remover dos favoritos' }));
    await expect(c.getByText('Você ainda não tem imóveis favoritos.')).toBeVisible();
  },
};

/** O estado “Com indisponível” na largura de um celular (375 px). */
export const Mobile: Story = {
  ...ComIndisponivel,
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: noCelular(async (ctx) => {
    await ComIndisponivel.play!(ctx);
    const cards = within(ctx.canvasElement).getAllByRole('article');
    await expect(cards[1]!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      cards[0]!.getBoundingClientRect().bottom,
    );
  }),
};

/** O estado “Com indisponível” no tema escuro. */
export const Dark: Story = { ...noEscuroDe(ComIndisponivel), name: 'Escuro' };

/** O estado “Vazio” no tema escuro. */
export const VazioDark: Story = { ...noEscuroDe(Vazio), name: 'Vazio — escuro' };

/** O estado “Com favoritos” na largura de um tablet (768 px); na página de documentação, num quadro dessa largura. */
export const Tablet: Story = { ...noTabletDe(ComFavoritos), name: 'Tablet', tags: ['quadro-proprio'] };
