/**
 * Decides a colour pair axe's color-contrast rule leaves "incomplete" (an SVG text, a chart legend,
 * a text over a translucent layer): the element's own colour (`fill` for SVG text) against the first
 * opaque background up its ancestors, translucent layers blended on the way. Returns the ratio and
 * the WCAG AA minimum for its size, or null when no plain colour is behind it (an image, a gradient)
 * or it has no text. Self-contained (no imports, no outer names): the Storybook preview calls it
 * after each story test, and the docs-page test (e2e/docs) passes it to the browser as source.
 */
export function decidirContraste(el: Element): { razao: number; minimo: number } | null {
  // Any CSS colour (Tailwind's are oklch) to sRGB bytes and alpha, through a 1×1 canvas.
  const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const rgba = (cor: string): [number, number, number, number] | null => {
    if (!ctx || !cor || cor === 'none' || cor === 'transparent') return null;
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = '#000';
    ctx.fillStyle = cor;
    ctx.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const lum = ([r = 0, g = 0, b = 0]: number[]) => {
    const c = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
  };
  const texto = (el.textContent ?? '').trim();
  if (!texto) return null;
  const estilo = getComputedStyle(el);
  const svg = el instanceof SVGElement;
  const frente = rgba(svg && estilo.fill.startsWith('rgb') ? estilo.fill : estilo.color);
  if (!frente) return null;
  // Layers from the element up to the first opaque one, then blended back down.
  const camadas: [number, number, number, number][] = [];
  let fundo: [number, number, number] | null = null;
  for (let no: Element | null = el; no; no = no.parentElement) {
    const e = getComputedStyle(no);
    if (e.backgroundImage !== 'none') return null;
    const cor = rgba(e.backgroundColor);
    if (cor && cor[3] > 0) {
      if (cor[3] >= 1) {
        fundo = [cor[0], cor[1], cor[2]];
        break;
      }
      camadas.push(cor);
    }
  }
  fundo ??= [255, 255, 255];
  for (const [r, g, b, a] of camadas.reverse())
    fundo = [r * a + fundo[0] * (1 - a), g * a + fundo[1] * (1 - a), b * a + fundo[2] * (1 - a)];
  const [fr, fg, fb, fa] = frente;
  const cor = [fr * fa + fundo[0] * (1 - fa), fg * fa + fundo[1] * (1 - fa), fb * fa + fundo[2] * (1 - fa)];
  const l1 = Math.max(lum(cor), lum(fundo));
  const l2 = Math.min(lum(cor), lum(fundo));
  const px = parseFloat(estilo.fontSize);
  const negrito = Number(estilo.fontWeight) >= 700 || estilo.fontWeight === 'bold';
  const grande = px >= 24 || (negrito && px >= 18.66);
  return { razao: Math.round(((l1 + 0.05) / (l2 + 0.05)) * 100) / 100, minimo: grande ? 3 : 4.5 };
}
