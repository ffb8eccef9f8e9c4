/**
 * Story helper: the attributes every <img> had when it entered the page. Storybook has no server
 * behind /uploads/fotos/, so a photo with variants fails and falls back right after it is shown;
 * a play function reads here what the browser was first asked to load (srcset, sizes, priority).
 */
export type ImagemInserida = Record<
  'alt' | 'src' | 'srcset' | 'sizes' | 'loading' | 'fetchpriority',
  string | null
>;

export const registrarImagens = () => {
  const inseridas: ImagemInserida[] = [];
  const atributos = (img: HTMLImageElement): ImagemInserida => ({
    alt: img.getAttribute('alt'),
    src: img.getAttribute('src'),
    srcset: img.getAttribute('srcset'),
    sizes: img.getAttribute('sizes'),
    loading: img.getAttribute('loading'),
    fetchpriority: img.getAttribute('fetchpriority'),
  });
  // Mutation records are delivered before any load or error event of the inserted images.
  const observador = new MutationObserver((mutacoes) => {
    for (const m of mutacoes)
      for (const no of m.addedNodes)
        if (no instanceof HTMLElement)
          for (const img of no instanceof HTMLImageElement ? [no] : no.querySelectorAll('img'))
            inseridas.push(atributos(img));
  });
  observador.observe(document.body, { childList: true, subtree: true });
  return { inseridas, parar: () => observador.disconnect() };
};
