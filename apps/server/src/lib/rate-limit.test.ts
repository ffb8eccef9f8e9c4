import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('blocks after the maximum within the window and frees the key when the window passes', () => {
    let agora = 1000;
    const l = new RateLimiter(3, 60_000, () => agora);
    for (let i = 0; i < 3; i++) {
      expect(l.bloqueado('a')).toBe(false);
      l.registrar('a');
    }
    expect(l.bloqueado('a')).toBe(true);
    expect(l.bloqueado('b')).toBe(false);
    agora += 60_000;
    expect(l.bloqueado('a')).toBe(false);
    l.registrar('a');
    l.limpar('a');
    expect(l.bloqueado('a')).toBe(false);
  });

  it('devolver gives one attempt back within the window and never goes below zero', () => {
    const l = new RateLimiter(2, 60_000, () => 0);
    l.registrar('a');
    l.registrar('a');
    expect(l.bloqueado('a')).toBe(true);
    l.devolver('a');
    expect(l.bloqueado('a')).toBe(false);
    l.devolver('a');
    l.devolver('a');
    l.devolver('b');
    l.registrar('a');
    expect(l.bloqueado('a')).toBe(false);
  });
});
