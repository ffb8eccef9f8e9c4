import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IMAGEM_PADRAO } from '@morada/domain';
import { imovelAluguel, imovelVenda } from '../../lib/fixtures/site';
import { PropertyCard } from './property-card';

const meta = {
  title: 'Site/PropertyCard',
  component: PropertyCard,
  tags: ['autodocs'],
  args: { imovel: imovelAluguel, href: '/imoveis/im-1', onToggleFavorito: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PropertyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GridAluguelDestaque: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Destaque')).toBeVisible();
    await expect(c.getByText('/mês')).toBeVisible();
    await expect(c.getByRole('link', { name: imovelAluguel.titulo })).toHaveAttribute(
      'href',
      '/imoveis/im-1',
    );
    // The grid card does not list características.
    await expect(c.queryByText('+3')).toBeNull();
  },
};

export const VendaSemFoto: Story = {
  args: { imovel: imovelVenda, href: '/imoveis/im-2' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByText('Destaque')).toBeNull();
    await expect(c.queryByText('/mês')).toBeNull();
    await expect(c.getByRole('img', { name: imovelVenda.titulo })).toHaveAttribute('src', IMAGEM_PADRAO);
  },
};

/** A photo URL that cannot be loaded is replaced by the stock image. */
export const FotoQuebrada: Story = {
  // A data URL that is not an image fails to decode offline, like a deleted upload would 404.
  args: { imovel: { ...imovelAluguel, fotos: ['data:image/jpeg;base64,AAAA'] } },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: imovelAluguel.titulo });
    await waitFor(() => expect(img).toHaveAttribute('src', IMAGEM_PADRAO));
  },
};

/** The large card of the list mode: first two características, then '+N'. */
export const Featured: Story = {
  args: { variant: 'featured' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Piscina')).toBeVisible();
    await expect(c.getByText('Academia')).toBeVisible();
    await expect(c.queryByText('Varanda gourmet')).toBeNull();
    await expect(c.getByText('+3')).toBeVisible();
  },
};

export const FavoritoAlternado: Story = {
  render: function Render(args) {
    const [fav, setFav] = useState(false);
    return (
      <PropertyCard
        {...args}
        favorito={fav}
        onToggleFavorito={(id) => {
          args.onToggleFavorito?.(id);
          setFav((f) => !f);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const coracao = c.getByRole('button', { name: 'Favoritar' });
    await expect(coracao).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(coracao);
    await expect(args.onToggleFavorito).toHaveBeenCalledWith('im-1');
    await expect(c.getByRole('button', { name: 'Remover dos favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(document.documentElement).toHaveClass('dark');
    await expect(c.getByRole('link', { name: imovelAluguel.titulo })).toBeVisible();
    await expect(c.getByText('Destaque')).toBeVisible();
    await expect(c.getByText('/mês')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Favoritar' })).toBeVisible();
  },
};

/** 375 px: the grid card fills the phone width; photo on top, then title and price. */
export const MobileGrid: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(window.innerWidth).toBe(375);
    const card = c.getByRole('article', { name: imovelAluguel.titulo });
    const foto = c.getByRole('img', { name: imovelAluguel.titulo });
    const titulo = c.getByRole('link', { name: imovelAluguel.titulo });
    await expect(titulo).toBeVisible();
    await expect(c.getByText('/mês')).toBeVisible();
    await expect(foto.getBoundingClientRect().bottom).toBeLessThanOrEqual(titulo.getBoundingClientRect().top);
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(c.queryByText('+3')).toBeNull();
  },
};

/** 375 px: the featured (list) card stacks the photo above the text instead of beside it. */
export const MobileFeatured: Story = {
  args: { variant: 'featured' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(window.innerWidth).toBe(375);
    const foto = c.getByRole('img', { name: imovelAluguel.titulo });
    const titulo = c.getByRole('link', { name: imovelAluguel.titulo });
    await expect(foto.getBoundingClientRect().bottom).toBeLessThanOrEqual(titulo.getBoundingClientRect().top);
    await expect(c.getByText('Piscina')).toBeVisible();
    await expect(c.getByText('Academia')).toBeVisible();
    await expect(c.getByText('+3')).toBeVisible();
  },
};
