import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Imovel } from '@morada/domain';
import { imoveisLista } from '../../lib/fixtures/site';
import { noCelular, noEscuro } from '../../stories/play-helpers';
import { FavoritosView } from './favoritos';

const tres = imoveisLista.slice(0, 3);
const ocupado: Imovel = { ...imoveisLista[4]!, status: 'Ocupado' };
const idsDe = (lista: readonly Imovel[]) => new Set(lista.map((i) => i.id));

const meta = {
  title: 'Telas/Site/Favoritos',
  component: FavoritosView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { imoveis: tres, favoritos: idsDe(tres), onToggleFavorito: fn() },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof FavoritosView>;
export default meta;
type Story = StoryObj<typeof meta>;

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

/** A single favourite: the count agrees ('1 imóvel favorito'). */
export const UmFavorito: Story = {
  name: 'Um favorito',
  args: { imoveis: tres.slice(0, 1), favoritos: idsDe(tres.slice(0, 1)) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('1 imóvel favorito')).toBeVisible();
    await expect(c.getAllByRole('article')).toHaveLength(1);
  },
};

/** A favourite that became occupied stays on the page, marked, with its status. */
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

/** Also what the server renders: the hearts live in the browser, so it waits for them. */
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

export const Erro: Story = {
  name: 'Erro',
  args: { imoveis: undefined, erro: 'Erro de comunicação (500) ao listar os imóveis.' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Erro de comunicação (500)'),
};

/** Un-hearting a card takes it off the page; the last one leaves the empty state. */
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

export const Dark: Story = {
  ...ComIndisponivel,
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(ComIndisponivel.play),
};

export const VazioDark: Story = {
  ...Vazio,
  name: 'Vazio (escuro)',
  globals: { theme: 'dark' },
  play: noEscuro(Vazio.play),
};
