import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FOTOS } from '../../lib/fixtures/site';
import { registrarImagens } from '../property-card/imagens-inseridas';
import { PropertyGallery } from './property-gallery';
import { mostraOTexto, noEscuro } from '../../stories/play-helpers';

const meta = {
  title: 'Site/Galeria de fotos',
  id: 'site-propertygallery',
  component: PropertyGallery,
  tags: ['autodocs'],
  args: { fotos: FOTOS, titulo: 'Apartamento no Jardins' },
} satisfies Meta<typeof PropertyGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sete fotos, cinco miniaturas; clicar numa a mostra grande e a destaca. */
export const SeteFotos: Story = {
  name: 'Sete fotos',
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const miniaturas = c.getAllByRole('button', { name: /^Foto \d$/ });
    await expect(miniaturas).toHaveLength(5);
    await expect(miniaturas[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(miniaturas[2]!);
    await expect(miniaturas[2]).toHaveAttribute('aria-pressed', 'true');
    await expect(miniaturas[2]).toHaveAttribute('aria-current', 'true');
    await expect(miniaturas[0]).toHaveAttribute('aria-pressed', 'false');
    await expect(c.getByRole('img', { name: 'Apartamento no Jardins' })).toHaveAttribute('src', FOTOS[2]);
  },
};

const OUTRAS_FOTOS = FOTOS.slice(4);

/** The gallery as the detail screen uses it: the same instance receives another property's photos. */
function TrocaDeImovel() {
  const [outro, setOutro] = useState(false);
  return (
    <div className="grid gap-3">
      <button type="button" onClick={() => setOutro(true)}>
        Próximo imóvel
      </button>
      <PropertyGallery
        fotos={outro ? OUTRAS_FOTOS : FOTOS}
        titulo={outro ? 'Casa em Moema' : 'Apartamento no Jardins'}
      />
    </div>
  );
}

/** Escolher uma foto e depois passar para outro imóvel começa esse imóvel pela primeira foto. */
export const TrocaDeImovelVoltaParaPrimeiraFoto: Story = {
  name: 'Troca de imóvel volta para primeira foto',
  render: () => <TrocaDeImovel />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Foto 3' }));
    await expect(c.getByRole('img', { name: 'Apartamento no Jardins' })).toHaveAttribute('src', FOTOS[2]);
    await userEvent.click(c.getByRole('button', { name: 'Próximo imóvel' }));
    await expect(c.getByRole('img', { name: 'Casa em Moema' })).toHaveAttribute('src', OUTRAS_FOTOS[0]);
    await expect(c.getByRole('button', { name: 'Foto 1' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: 'Foto 3' })).toHaveAttribute('aria-pressed', 'false');
  },
};

const ENVIADAS = [1, 2, 3].map((n) => `/uploads/fotos/00000000-0000-4000-8000-00000000000${n}`);
let imagens: ReturnType<typeof registrarImagens>;

/**
 * Fotos enviadas: a principal com o srcset das variantes WebP e os tamanhos da coluna da página de detalhe,
 * buscada primeiro e de imediato (a maior pintura da página); cada miniatura só com a variante de 320 px, sob
 * demanda. As fotos de exemplo vêm com o Storybook.
 */
export const FotosEnviadas: Story = {
  name: 'Fotos enviadas',
  args: { fotos: ENVIADAS.map((u) => `${u}.jpg`) },
  beforeEach: () => {
    imagens = registrarImagens();
    return imagens.parar;
  },
  play: async ({ canvasElement }) => {
    const [principal, ...miniaturas] = imagens.inseridas;
    await expect(principal).toEqual({
      alt: 'Apartamento no Jardins',
      src: `${ENVIADAS[0]}.jpg`,
      srcset: [320, 640, 1280].map((w) => `${ENVIADAS[0]}-${w}w.webp ${w}w`).join(', '),
      sizes: '(min-width: 1280px) 876px, (min-width: 1024px) calc(100vw - 404px), calc(100vw - 32px)',
      loading: 'eager',
      fetchpriority: 'high',
    });
    await expect(miniaturas).toEqual(
      ENVIADAS.map((u) => ({
        alt: '',
        src: `${u}-320w.webp`,
        srcset: null,
        sizes: null,
        loading: 'lazy',
        fetchpriority: null,
      })),
    );
    // Every photo is drawn, so the screenshot never catches one half-way.
    for (const img of canvasElement.querySelectorAll('img')) {
      await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
    }
  },
};

/** Sem fotos: a imagem padrão no lugar da galeria. */
export const SemImagens: Story = {
  name: 'Sem imagens',
  args: { fotos: [] },
  play: mostraOTexto('Sem imagens disponíveis'),
};

/** Em 375 px a foto principal ocupa a largura e as cinco miniaturas cabem numa linha. */
export const Mobile: Story = {
  name: 'Celular',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(window.innerWidth).toBe(375);
    const principal = c.getByRole('img', { name: 'Apartamento no Jardins' });
    await expect(principal).toBeVisible();
    const miniaturas = c.getAllByRole('button', { name: /^Foto \d$/ });
    await expect(miniaturas).toHaveLength(5);
    const topo = miniaturas[0]!.getBoundingClientRect().top;
    for (const m of miniaturas) {
      await expect(m).toBeVisible();
      await expect(Math.abs(m.getBoundingClientRect().top - topo)).toBeLessThan(1);
      await expect(m.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
    await userEvent.click(miniaturas[4]!);
    await expect(miniaturas[4]).toHaveAttribute('aria-pressed', 'true');
    await expect(principal).toHaveAttribute('src', FOTOS[4]);
  },
};

/** O estado padrão no tema escuro. */
export const Dark: Story = {
  name: 'Escuro',
  globals: { theme: 'dark' },
  play: noEscuro(async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: 'Apartamento no Jardins' })).toBeVisible();
    const segunda = c.getByRole('button', { name: 'Foto 2' });
    await userEvent.click(segunda);
    await expect(segunda).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('img', { name: 'Apartamento no Jardins' })).toHaveAttribute('src', FOTOS[1]);
  }),
};

/** O estado “Sem imagens” no tema escuro. */
export const SemImagensDark: Story = {
  ...SemImagens,
  name: 'Sem imagens — escuro',
  globals: { theme: 'dark' },
};
