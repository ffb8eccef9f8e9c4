/**
 * Widths (px) of the WebP copies the server makes of every uploaded photo: the gallery's
 * thumbnails, a listing card, and the full-width photo of the detail page.
 */
export const FOTO_LARGURAS = { miniatura: 320, card: 640, completa: 1280 } as const;
export type VarianteFoto = keyof typeof FOTO_LARGURAS;

const PASTA = '/uploads/fotos/';
/** Only server-chosen names (a UUID) have variants; the extensions are those the server stores. */
const FOTO_ENVIADA =
  /^\/uploads\/fotos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(?:jpg|png|webp|gif)$/;

/**
 * The URL of one variant of a photo (`/uploads/fotos/<uuid>-640w.webp`), or undefined for a URL
 * that has none: a foreign or legacy URL, a data URL, a variant itself. Server and client share
 * this naming, so the server writes (and deletes) exactly the files the site asks for.
 */
export const urlVarianteFoto = (url: string, variante: VarianteFoto): string | undefined => {
  const nome = FOTO_ENVIADA.exec(url)?.[1];
  return nome ? `${PASTA}${nome}-${FOTO_LARGURAS[variante]}w.webp` : undefined;
};

/**
 * The link preview WhatsApp, Facebook and LinkedIn show for a shared property: 1200 × 630 (their
 * 1.91:1 card) as JPEG, which every crawler reads, cropped from the photo's centre. The originals
 * are often large PNGs, too heavy or too tall for a preview.
 */
export const FOTO_COMPARTILHAMENTO = { largura: 1200, altura: 630, tipo: 'image/jpeg' } as const;

/** The URL of a photo's preview copy (`/uploads/fotos/<uuid>-og.jpg`), or undefined (see above). */
export const urlFotoCompartilhamento = (url: string): string | undefined => {
  const nome = FOTO_ENVIADA.exec(url)?.[1];
  return nome ? `${PASTA}${nome}-og.jpg` : undefined;
};

/**
 * The `srcset` of a photo (narrowest first), or undefined when the URL has no variants. A variant
 * is never wider than its original, so for a small original the descriptor is an upper bound: the
 * browser then picks a file no larger than it needed.
 */
export const srcSetFoto = (url: string): string | undefined => {
  if (!FOTO_ENVIADA.test(url)) return undefined;
  return (Object.keys(FOTO_LARGURAS) as VarianteFoto[])
    .map((v) => `${urlVarianteFoto(url, v)} ${FOTO_LARGURAS[v]}w`)
    .join(', ');
};
