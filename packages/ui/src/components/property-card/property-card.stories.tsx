import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IMAGEM_PADRAO } from '@morada/domain';
import { imovelAluguel, imovelVenda } from '../../lib/fixtures/site';
import { registrarImagens } from './imagens-inseridas';
import { PropertyCard } from './property-card';
import { larguraMaxima } from '../../stories/componentes-largura';
import { noEscuro } from '../../stories/play-helpers';

/**
 * Cartão de imóvel da listagem e da página inicial: foto, título, endereço, características principais, preço
 * e o coração de favorito. Em grade (um cartão por coluna) ou em lista (o cartão grande de destaque); uma
 * foto que não carrega dá lugar à imagem padrão.
 */
const meta = {
  title: 'Site/Cartão de imóvel',
  id: 'site-propertycard',
  component: PropertyCard,
  tags: ['autodocs'],
  args: { imovel: imovelAluguel, href: '/imoveis/im-1', onToggleFavorito: fn() },
  decorators: [larguraMaxima(380)],
} satisfies Meta<typeof PropertyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cartão de aluguel em destaque, na grade. */
export const GridAluguelDestaque: Story = {
  name: 'Grade de aluguel em destaque',
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
    // Not the first card of a page: its photo waits until it is near the viewport.
    await expect(c.getByRole('img', { name: imovelAluguel.titulo })).toHaveAttribute('loading', 'lazy');
  },
};

const ENVIADA = '/uploads/fotos/5f0c2a1e-8b7d-4c3a-9e6f-1a2b3c4d5e6f';
const SRCSET_ENVIADA = [320, 640, 1280].map((w) => `${ENVIADA}-${w}w.webp ${w}w`).join(', ');
let imagens: ReturnType<typeof registrarImagens>;
const registrar = () => {
  imagens = registrarImagens();
  return imagens.parar;
};
/** True once the browser drew the photo (a WebP variant from the fixture uploads). */
const carregada = (img: HTMLElement) =>
  img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0;
/** What the browser was first asked to load for the card photo (see imagens-inseridas). */
const fotoInserida = () => imagens.inseridas.find((i) => i.alt === imovelAluguel.titulo);

/**
 * O primeiro cartão da listagem, com foto enviada: o srcset das variantes WebP, os tamanhos da grade (400 px
 * em três colunas, metade ou toda a largura abaixo disso) e carregamento imediato e prioritário, por ser a
 * maior pintura da listagem. As fotos de exemplo vêm com o Storybook: a variante WebP carrega.
 */
export const PrimeiroCardComFotoEnviada: Story = {
  name: 'Primeiro cartão com foto enviada',
  args: { imovel: { ...imovelAluguel, fotos: [`${ENVIADA}.jpg`] }, eager: true },
  beforeEach: registrar,
  play: async ({ canvasElement }) => {
    await expect(fotoInserida()).toEqual({
      alt: imovelAluguel.titulo,
      src: `${ENVIADA}.jpg`,
      srcset: SRCSET_ENVIADA,
      sizes:
        '(min-width: 1280px) 400px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)',
      loading: 'eager',
      fetchpriority: 'high',
    });
    const img = within(canvasElement).getByRole('img', { name: imovelAluguel.titulo });
    await expect(img).toHaveAttribute('width', '640');
    await expect(img).toHaveAttribute('height', '480');
    await waitFor(() => expect(carregada(img)).toBe(true));
    await expect(img).toHaveAttribute('src', `${ENVIADA}.jpg`);
    await expect(img).toHaveAttribute('srcset', SRCSET_ENVIADA);
  },
};

/** Imóvel à venda sem foto: a imagem padrão no lugar da foto. */
export const VendaSemFoto: Story = {
  name: 'Venda sem foto',
  args: { imovel: imovelVenda, href: '/imoveis/im-2' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByText('Destaque')).toBeNull();
    await expect(c.queryByText('/mês')).toBeNull();
    await expect(c.getByRole('img', { name: imovelVenda.titulo })).toHaveAttribute('src', IMAGEM_PADRAO);
  },
};

/** Uma foto cujo endereço não carrega é substituída pela imagem padrão. */
export const FotoQuebrada: Story = {
  name: 'Foto quebrada',
  // A data URL that is not an image fails to decode offline, like a deleted upload would 404.
  args: { imovel: { ...imovelAluguel, fotos: ['data:image/jpeg;base64,AAAA'] } },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: imovelAluguel.titulo });
    await waitFor(() => expect(img).toHaveAttribute('src', IMAGEM_PADRAO));
  },
};

/**
 * O cartão de lista desenha a foto em 2/5 da linha a partir de md (cerca de 500 px) e em toda a largura
 * abaixo disso.
 */
export const FeaturedComFotoEnviada: Story = {
  name: 'Destaque com foto enviada',
  args: { variant: 'featured', imovel: { ...imovelAluguel, fotos: [`${ENVIADA}.png`] } },
  decorators: [larguraMaxima(900)],
  beforeEach: registrar,
  play: async ({ canvasElement }) => {
    await expect(fotoInserida()).toMatchObject({
      srcset: SRCSET_ENVIADA,
      sizes: '(min-width: 1280px) 500px, (min-width: 768px) calc((100vw - 32px) * 0.4), calc(100vw - 32px)',
      loading: 'lazy',
      fetchpriority: 'auto',
    });
    const img = within(canvasElement).getByRole('img', { name: imovelAluguel.titulo });
    await waitFor(() => expect(carregada(img)).toBe(true));
  },
};

/** O cartão grande do modo lista: as duas primeiras características e depois “+N”. */
export const Featured: Story = {
  name: 'Destaque',
  args: { variant: 'featured' },
  decorators: [larguraMaxima(900)],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Piscina')).toBeVisible();
    await expect(c.getByText('Academia')).toBeVisible();
    await expect(c.queryByText('Varanda gourmet')).toBeNull();
    await expect(c.getByText('+3')).toBeVisible();
  },
};

/** O coração alterna entre “Favoritar” e “Remover dos favoritos”. */
export const FavoritoAlternado: Story = {
  name: 'Favorito alternado',
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

/** O estado padrão no tema escuro. */
export const Dark: Story = {
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: imovelAluguel.titulo })).toBeVisible();
    await expect(c.getByText('Destaque')).toBeVisible();
    await expect(c.getByText('/mês')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Favoritar' })).toBeVisible();
  }),
};

/** Em 375 px o cartão da grade ocupa a largura do celular; foto em cima, depois título e preço. */
export const MobileGrid: Story = {
  name: 'Grade — celular',
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

/** Em 375 px o cartão de destaque (lista) empilha a foto acima do texto em vez de ao lado. */
export const MobileFeatured: Story = {
  name: 'Destaque — celular',
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
