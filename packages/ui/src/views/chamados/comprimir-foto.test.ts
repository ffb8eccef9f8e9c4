import { describe, expect, it } from 'vitest';
import { comprimirFoto, dimensoesReduzidas, nomeJpeg } from './comprimir-foto';

describe('dimensoesReduzidas', () => {
  it('brings the longest side down to 1600 px keeping the proportion', () => {
    // A 12 MP phone photo, 4000 × 3000: scale 1600/4000 = 0,4 → 1600 × 1200.
    expect(dimensoesReduzidas(4000, 3000)).toEqual({ largura: 1600, altura: 1200 });
    // Portrait 3024 × 4032: scale 1600/4032 → 3024 × 0,396825… = 1200 → 1200 × 1600.
    expect(dimensoesReduzidas(3024, 4032)).toEqual({ largura: 1200, altura: 1600 });
    // 4000 × 2250 (16:9): 2250 × 0,4 = 900.
    expect(dimensoesReduzidas(4000, 2250)).toEqual({ largura: 1600, altura: 900 });
  });

  it('rounds to whole pixels and never below 1', () => {
    // 3000 × 1999: 1999 × 1600/3000 = 1066,13 → 1066.
    expect(dimensoesReduzidas(3000, 1999)).toEqual({ largura: 1600, altura: 1066 });
    // A 10000 × 2 strip: 2 × 0,16 = 0,32 → 1 (not 0).
    expect(dimensoesReduzidas(10_000, 2)).toEqual({ largura: 1600, altura: 1 });
  });

  it('keeps a photo already within the limit (1600 exactly included), and takes another limit', () => {
    expect(dimensoesReduzidas(1600, 1200)).toEqual({ largura: 1600, altura: 1200 });
    expect(dimensoesReduzidas(800, 600)).toEqual({ largura: 800, altura: 600 });
    expect(dimensoesReduzidas(2000, 1000, 1000)).toEqual({ largura: 1000, altura: 500 });
  });
});

describe('nomeJpeg and comprimirFoto', () => {
  it('names the copy .jpg', () => {
    expect(nomeJpeg('IMG_2041.HEIC')).toBe('IMG_2041.jpg');
    expect(nomeJpeg('pia.vazando.png')).toBe('pia.vazando.jpg');
    expect(nomeJpeg('sem-extensao')).toBe('sem-extensao.jpg');
  });

  it('sends the photo as it was where there is no canvas (here, Node)', async () => {
    const foto = new File([new Uint8Array([1, 2, 3])], 'pia.png', { type: 'image/png' });
    await expect(comprimirFoto(foto)).resolves.toBe(foto);
  });
});
