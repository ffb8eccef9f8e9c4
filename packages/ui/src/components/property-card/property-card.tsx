import { useState, type ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Bath, BedDouble, Car, Heart, MapPin, Ruler } from 'lucide-react';
import { IMAGEM_PADRAO, MSG, MSG_SITE, resumoCaracteristicas, type Imovel } from '@morada/domain';
import { cn } from '../../lib/cn';
import { AppLink } from '../link';
import { Badge } from '../badge';
import { Price } from '../price';

const propertyCardVariants = cva(
  'group relative flex overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md',
  {
    variants: {
      variant: {
        grid: 'flex-col',
        featured: 'flex-col md:flex-row',
      },
    },
    defaultVariants: { variant: 'grid' },
  },
);

type PropertyCardProps = Omit<ComponentProps<'article'>, 'children'> &
  VariantProps<typeof propertyCardVariants> & {
    imovel: Imovel;
    href: string;
    favorito?: boolean;
    onToggleFavorito?: (id: string) => void;
    /** The first card of a page loads its photo eagerly; the others lazily. */
    eager?: boolean;
  };

function PropertyCard({
  imovel,
  href,
  favorito = false,
  onToggleFavorito,
  eager = false,
  variant,
  className,
  ...props
}: PropertyCardProps) {
  const isFeatured = variant === 'featured';
  // A photo URL that fails to load (deleted upload, broken link) falls back to the stock image;
  // remembering which URL failed lets a card that gets another property try its photo again.
  const [fotoComFalha, setFotoComFalha] = useState<string>();
  const primeira = imovel.fotos[0];
  const foto = primeira && primeira !== fotoComFalha ? primeira : IMAGEM_PADRAO;
  const { visiveis, restantes } = resumoCaracteristicas(imovel.caracteristicas);
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
        <img
          src={foto}
          alt={imovel.titulo}
          width={640}
          height={480}
          loading={eager ? 'eager' : 'lazy'}
          // The first card's photo is the listing's largest paint: fetch it before the others.
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          onError={() => {
            if (foto !== IMAGEM_PADRAO) setFotoComFalha(foto);
          }}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        {imovel.destaque && (
          <Badge className="absolute top-3 left-3" variant="default">
            {MSG.listagem.destaque}
          </Badge>
        )}
        <button
          type="button"
          data-slot="property-card-favorite"
          aria-pressed={favorito}
          aria-label={favorito ? MSG_SITE.removerFavorito : MSG.listagem.favoritar}
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
        <h3 className="text-lg leading-snug font-semibold">
          <AppLink
            href={href}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
          >
            {imovel.titulo}
          </AppLink>
        </h3>
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
              <BedDouble className="size-4" aria-hidden /> {MSG.detalhe.quartos(imovel.quartos)}
            </li>
          )}
          {imovel.banheiros != null && (
            <li className="flex items-center gap-1">
              <Bath className="size-4" aria-hidden /> {MSG.detalhe.banheiros(imovel.banheiros)}
            </li>
          )}
          {imovel.vagas != null && (
            <li className="flex items-center gap-1">
              <Car className="size-4" aria-hidden /> {MSG.detalhe.vagas(imovel.vagas)}
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
