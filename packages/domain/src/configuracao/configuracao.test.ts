import { describe, expect, it } from 'vitest';
import { linkTelefone, linkWhatsapp, telefoneInternacional } from './telefone';

describe('links de telefone da agência', () => {
  it('acrescenta o código do Brasil (55) a celulares e fixos com DDD', () => {
    expect(linkWhatsapp('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(linkTelefone('(11) 3456-7890')).toBe('tel:+551134567890');
    expect(linkTelefone('(11) 98765-4321')).toBe('tel:+5511987654321');
    expect(linkWhatsapp('1134567890')).toBe('https://wa.me/551134567890');
  });

  it('mantém números que já trazem o 55', () => {
    expect(linkWhatsapp('+55 (11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(linkTelefone('55 11 3456-7890')).toBe('tel:+551134567890');
  });

  it('descarta o zero de longa distância antes do DDD', () => {
    expect(telefoneInternacional('(011) 3456-7890')).toBe('551134567890');
    expect(telefoneInternacional('011 98765-4321')).toBe('5511987654321');
  });

  it('não inventa DDI para o que não é um número nacional completo', () => {
    expect(telefoneInternacional('3456-7890')).toBe('34567890');
    expect(telefoneInternacional('')).toBe('');
  });
});
