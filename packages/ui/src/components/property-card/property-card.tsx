import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Bath, BedDouble, Car, Heart, MapPin, Ruler } from 'lucide-react';
import { MSG_PUBLICO, MSG_SITE, resumoCaracteristicas, type Imovel } from '@morada/domain';
import { cn } from '../../lib/cn';
import { FotoImovel } from './foto-imovel';
import { AppLink } from '../link';
import { Badge } from '../badge';
import { Price } from '../price';

const propertyCardVariants = cva(
  'group relative flex overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md',
  {
    variants: {
      /** Formato do cartão: `grid` (foto em cima) ou `featured` (foto ao lado, a partir de md). */
      variant: {
        grid: 'flex-col',
        featured: 'flex-col md:flex-row',
      },
    },
    defaultVariants: { variant: 'grid' },
  },
);

/**
 * How wide the card photo is drawn, for the browser to pick a variant: the listing is max-w-7xl
 * (1280 px) with px-4 and gap-6; the grid has 3 columns from lg, 2 from sm, 1 on a phone; the
 * featured (list) card puts the photo in 2/5 of the row from md, above the text below md.
 */
const FOTO_SIZES = {
  grid: '(min-width: 1280px) 400px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)',
  featured: '(min-width: 1280px) 500px, (min-width: 768px) calc((100vw - 32px) * 0.4), calc(100vw - 32px)',
} as const;

type PropertyCardProps = Omit<ComponentProps<'article'>, 'children'> &
  VariantProps<typeof propertyCardVariants> & {
    /** O imóvel mostrado no cartão. */
    imovel: Imovel;
    /** Endereço da página do imóvel. */
    href: string;
    /** O imóvel está nos favoritos (coração preenchido). */
    favorito?: boolean;
    /** O coração foi clicado. Sem ela, o coração não aparece. */
    onToggleFavorito?: (id: string) => void;
    /**
     * O primeiro cartão da página: a foto pode ser a maior pintura (LCP), então carrega logo e antes das
     * outras; os demais cartões carregam sob demanda.
     */
    eager?: boolean;
    /**
     * Nível do título: 3 sob o h2 de uma seção (destaques da página inicial), 2 quando os cartões vêm logo
     * após o h1 da página (listagem, favoritos), para não pular níveis.
     */
    nivelTitulo?: 2 | 3;
  };

function PropertyCard({
  imovel,
  href,
  favorito = false,
  onToggleFavorito,
  eager = false,
  nivelTitulo = 3,
  variant,
  className,
  ...props
}: PropertyCardProps) {
  const isFeatured = variant === 'featured';
  const { visiveis, restantes } = resumoCaracteristicas(imovel.caracteristicas);
  const Titulo = nivelTitulo === 2 ? 'h2' : 'h3';
  return (
    <article
      data-slot="property-card"
      aria-label={imovel.titulo}
      className={cn(propertyCardVariants({ variant }), className)}
      {...props}
    >
      <div
        data-slot="property-card-media"
        className={cn(
          'relative shrink-0 overflow-hidden bg-muted',
          isFeatured ? 'aspect-[4/3] md:w-2/5' : 'aspect-[4/3]',
        )}
      >
        {/* A photo that fails to load falls back to its original, then to the stock image. */}
        <FotoImovel
          data-slot="property-card-photo"
          foto={imovel.fotos[0]}
          sizes={FOTO_SIZES[isFeatured ? 'featured' : 'grid']}
          alt={imovel.titulo}
          width={640}
          height={480}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        {imovel.destaque && (
          <Badge className="absolute top-3 left-3" variant="default">
            {MSG_PUBLICO.listagem.destaque}
          </Badge>
        )}
        <button
          type="button"
          data-slot="property-card-favorite"
          aria-pressed={favorito}
          aria-label={favorito ? MSG_SITE.removerFavorito : MSG_PUBLICO.listagem.favoritar}
          onClick={() => onToggleFavorito?.(imovel.id)}
          className="absolute top-3 right-3 z-10 inline-flex size-9 items-center justify-center rounded-full bg-background/90 text-foreground shadow focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Heart className={cn('size-5', favorito && 'fill-red-500 text-red-500')} aria-hidden />
        </button>
      </div>
      <div data-slot="property-card-body" className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <span>{imovel.tipo}</span>
          <span aria-hidden>•</span>
          <span>{imovel.operacao}</span>
        </div>
        <Titulo className="text-lg leading-snug font-semibold">
          <AppLink
            href={href}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
          >
            {imovel.titulo}
          </AppLink>
        </Titulo>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden />
          {imovel.bairro}, {imovel.cidade} - {imovel.estado}
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-1">
            <Ruler className="size-4" aria-hidden /> {imovel.areaUtil} m²
          </li>
          {imovel.quartos != null && (
            <li className="flex items-center gap-1">
              <BedDouble className="size-4" aria-hidden /> {MSG_PUBLICO.detalhe.quartos(imovel.quartos)}
            </li>
          )}
          {imovel.banheiros != null && (
            <li className="flex items-center gap-1">
              <Bath className="size-4" aria-hidden /> {MSG_PUBLICO.detalhe.banheiros(imovel.banheiros)}
            </li>
          )}
          {imovel.vagas != null && (
            <li className="flex items-center gap-1">
              <Car className="size-4" aria-hidden /> {MSG_PUBLICO.detalhe.vagas(imovel.vagas)}
            </li>
          )}
        </ul>
        {isFeatured && imovel.caracteristicas.length > 0 && (
          <ul data-slot="property-card-features" className="flex flex-wrap gap-2">
            {visiveis.map((c) => (
              <li key={c}>
                <Badge variant="secondary">{c}</Badge>
              </li>
            ))}
            {restantes > 0 && (
              <li>
                <Badge variant="outline">+{restantes}</Badge>
              </li>
            )}
          </ul>
        )}
        <Price className="mt-auto pt-2" valor={imovel.preco} operacao={imovel.operacao} />
      </div>
    </article>
  );
}

export { PropertyCard, propertyCardVariants };
export type { PropertyCardProps };
