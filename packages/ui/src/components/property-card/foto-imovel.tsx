import { useState, type ComponentProps } from 'react';
import { IMAGEM_PADRAO, srcSetFoto, urlVarianteFoto } from '@morada/domain';

/** What is shown: the variants, the original file alone, or the stock image. */
type Fonte = 'variantes' | 'original' | 'padrao';

type FotoImovelProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'onError'> & {
  /** The stored photo URL; none shows the stock image. */
  foto: string | undefined;
  /** Only the thumbnail variant (gallery thumbnails) instead of the whole srcset. */
  miniatura?: boolean;
};

/**
 * A property photo served through its WebP variants (srcset + the caller's `sizes`, or only the
 * thumbnail). A photo without variants (foreign URL) is shown as is. When a source fails to load,
 * the next one is tried: the original file (variants not made yet), then the stock image (deleted
 * upload, broken link). The failure is remembered per URL, so another photo starts over.
 */
function FotoImovel({ foto, miniatura = false, sizes, ...props }: FotoImovelProps) {
  const [falha, setFalha] = useState<{ foto?: string; fonte: Fonte }>({ fonte: 'variantes' });
  const fonte: Fonte = !foto ? 'padrao' : falha.foto === foto ? falha.fonte : 'variantes';
  const variantes =
    foto && fonte === 'variantes'
      ? miniatura
        ? urlVarianteFoto(foto, 'miniatura')
        : srcSetFoto(foto)
      : undefined;
  const src = fonte === 'padrao' || !foto ? IMAGEM_PADRAO : miniatura && variantes ? variantes : foto;
  const srcSet = miniatura ? undefined : variantes;
  return (
    <img
      {...props}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      onError={() => {
        if (fonte !== 'padrao') setFalha({ foto, fonte: variantes ? 'original' : 'padrao' });
      }}
    />
  );
}

export { FotoImovel };
export type { FotoImovelProps };
