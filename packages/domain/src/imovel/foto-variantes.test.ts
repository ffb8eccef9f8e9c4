import { describe, expect, it } from 'vitest';
import { FOTO_LARGURAS, srcSetFoto, urlVarianteFoto } from './foto-variantes';

const UUID = '0b6f7c4e-1d2a-4f3b-9c8d-7e6f5a4b3c2d';

describe('photo variants', () => {
  it('an uploaded photo has a srcset of its three WebP widths, narrowest first', () => {
    expect(srcSetFoto(`/uploads/fotos/${UUID}.jpg`)).toBe(
      `/uploads/fotos/${UUID}-320w.webp 320w, /uploads/fotos/${UUID}-640w.webp 640w, /uploads/fotos/${UUID}-1280w.webp 1280w`,
    );
    expect(Object.values(FOTO_LARGURAS)).toEqual([320, 640, 1280]);
  });

  it('every stored format (an animated GIF too) names WebP variants', () => {
    for (const ext of ['jpg', 'png', 'webp', 'gif']) {
      expect(urlVarianteFoto(`/uploads/fotos/${UUID}.${ext}`, 'miniatura')).toBe(
        `/uploads/fotos/${UUID}-320w.webp`,
      );
    }
    expect(urlVarianteFoto(`/uploads/fotos/${UUID}.png`, 'completa')).toBe(
      `/uploads/fotos/${UUID}-1280w.webp`,
    );
  });

  it('foreign, legacy, data and variant URLs get no srcset', () => {
    for (const url of [
      `https://exemplo.com/uploads/fotos/${UUID}.jpg`,
      `/uploads/fotos/casa-1.jpg`,
      `/uploads/fotos/${UUID}.svg`,
      `/uploads/fotos/${UUID}-640w.webp`,
      `/uploads/fotos/../fotos/${UUID}.jpg`,
      `/uploads/fotos/${UUID}.jpg?v=2`,
      `/uploads/${UUID}.jpg`,
      '/imagens/sem-foto.svg',
      'data:image/svg+xml;utf8,<svg/>',
      '',
    ]) {
      expect(srcSetFoto(url), url).toBeUndefined();
      expect(urlVarianteFoto(url, 'card'), url).toBeUndefined();
    }
  });
});
