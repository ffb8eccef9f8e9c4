import { describe, expect, it } from 'vitest';
import { desenharFoto } from '../db/seed/fotos';
import { detectarImagem } from './fotos';

const b = (...x: number[]) => new Uint8Array(x);

describe('detectarImagem', () => {
  it('recognises the four formats by their bytes and nothing else', () => {
    expect(detectarImagem(b(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
    expect(detectarImagem(new Uint8Array(Buffer.from('RIFF\0\0\0\0WEBPVP8 ')))).toBe('webp');
    expect(detectarImagem(new Uint8Array(Buffer.from('GIF89a....')))).toBe('gif');
    expect(detectarImagem(new Uint8Array(Buffer.from('<svg xmlns=...>')))).toBeUndefined();
    expect(detectarImagem(b())).toBeUndefined();
  });

  it('the seed illustrations are valid PNGs', () => {
    for (const tipo of ['Casa', 'Apartamento', 'Comercial', 'Terreno'] as const) {
      const png = desenharFoto(tipo, 1);
      expect(detectarImagem(png)).toBe('png');
      expect(png.readUInt32BE(16)).toBe(320);
    }
  });
});
