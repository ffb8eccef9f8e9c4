import { useState, type ComponentProps } from 'react';
import { ImageOff } from 'lucide-react';
import { MSG_PUBLICO, MSG_SITE, miniaturas } from '@morada/domain';
import { cn } from '../../lib/cn';
import { FotoImovel } from '../property-card/foto-imovel';

/**
 * The main photo spans the detail page's left column: max-w-7xl with px-4, beside a 340 px aside
 * (gap-8) from lg; the whole width below.
 */
const PRINCIPAL_SIZES =
  '(min-width: 1280px) 876px, (min-width: 1024px) calc(100vw - 404px), calc(100vw - 32px)';

type PropertyGalleryProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Endereços das fotos, a primeira como principal. */
  fotos: readonly string[];
  /** Título do imóvel, usado no texto alternativo das fotos. */
  titulo: string;
};

/**
 * Galeria do imóvel: uma foto principal grande e até cinco miniaturas clicáveis; a selecionada fica
 * destacada.
 */
function PropertyGallery({ fotos, titulo, className, ...props }: PropertyGalleryProps) {
  // The selection belongs to one photo list: when the list changes (another property) it starts
  // over at the first photo, derived during render so no stale photo flashes.
  const chaveFotos = fotos.join('\n');
  const [selecao, setSelecao] = useState({ chave: chaveFotos, indice: 0 });
  const selecionada = selecao.chave === chaveFotos ? selecao.indice : 0;
  const thumbs = miniaturas(fotos);
  const principal = fotos[selecionada] ?? fotos[0];

  if (!principal) {
    return (
      <section
        data-slot="property-gallery"
        className={cn(
          'flex aspect-[16/9] flex-col items-center justify-center gap-2 rounded-xl bg-muted text-muted-foreground',
          className,
        )}
        {...props}
      >
        <ImageOff className="size-10" aria-hidden />
        <p>{MSG_PUBLICO.detalhe.semImagens}</p>
      </section>
    );
  }

  return (
    <section data-slot="property-gallery" className={cn('flex flex-col gap-3', className)} {...props}>
      {/* The detail page's largest paint (LCP): fetched first, never lazily. */}
      <FotoImovel
        data-slot="property-gallery-main"
        foto={principal}
        sizes={PRINCIPAL_SIZES}
        alt={titulo}
        width={1200}
        height={675}
        loading="eager"
        fetchPriority="high"
        className="aspect-[16/9] w-full rounded-xl bg-muted object-cover"
      />
      {thumbs.length > 1 && (
        <ul data-slot="property-gallery-thumbs" className="grid grid-cols-5 gap-2">
          {thumbs.map((foto, i) => (
            <li key={`${foto}-${i}`}>
              <button
                type="button"
                aria-label={MSG_SITE.fotoDe(i + 1)}
                aria-pressed={i === selecionada}
                aria-current={i === selecionada ? 'true' : undefined}
                onClick={() => setSelecao({ chave: chaveFotos, indice: i })}
                className={cn(
                  'block w-full overflow-hidden rounded-md ring-offset-2 ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  i === selecionada ? 'ring-2 ring-primary' : 'opacity-70 hover:opacity-100',
                )}
              >
                <FotoImovel
                  foto={foto}
                  miniatura
                  alt=""
                  width={240}
                  height={180}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export { PropertyGallery };
export type { PropertyGalleryProps };
