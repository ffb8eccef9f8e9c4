import { describe, expect, it, vi } from 'vitest';
import { CacheImoveis } from './imoveis.cache';

describe('CacheImoveis', () => {
  it('serves a read from memory until the TTL, then reads again', async () => {
    let agora = 0;
    const cache = new CacheImoveis(() => agora, 1000, 10);
    const carregar = vi.fn(async () => 'lista');
    expect(await cache.obter('a', carregar)).toBe('lista');
    agora = 999;
    expect(await cache.obter('a', carregar)).toBe('lista');
    expect(carregar).toHaveBeenCalledTimes(1);
    agora = 1000;
    await cache.obter('a', carregar);
    expect(carregar).toHaveBeenCalledTimes(2);
  });

  it('concurrent callers share one read; invalidar drops everything', async () => {
    const cache = new CacheImoveis(() => 0, 1000, 10);
    const carregar = vi.fn(async () => 1);
    await Promise.all([cache.obter('a', carregar), cache.obter('a', carregar)]);
    expect(carregar).toHaveBeenCalledTimes(1);
    await cache.invalidar();
    await cache.obter('a', carregar);
    expect(carregar).toHaveBeenCalledTimes(2);
  });

  it('a failed read is not kept', async () => {
    const cache = new CacheImoveis(() => 0, 1000, 10);
    await expect(cache.obter('a', async () => Promise.reject(new Error('banco fora')))).rejects.toThrow(
      'banco fora',
    );
    expect(await cache.obter('a', async () => 'ok')).toBe('ok');
  });

  it('keeps at most `max` entries, dropping the least recently used', async () => {
    const cache = new CacheImoveis(() => 0, 1000, 2);
    const carregar = vi.fn(async (v: string) => v);
    await cache.obter('a', () => carregar('a'));
    await cache.obter('b', () => carregar('b'));
    await cache.obter('a', () => carregar('a')); // a is now the most recent
    await cache.obter('c', () => carregar('c')); // b goes
    await cache.obter('a', () => carregar('a'));
    expect(carregar.mock.calls.map((c) => c[0])).toEqual(['a', 'b', 'c']);
    await cache.obter('b', () => carregar('b'));
    expect(carregar).toHaveBeenCalledTimes(4);
  });

  it('drops its entries when the shared generation moved, reading it at most every conferirMs', async () => {
    let agora = 0;
    let geracao = 0;
    const fonte = { ler: vi.fn(async () => geracao), avancar: vi.fn(async () => ++geracao) };
    const cache = new CacheImoveis(() => agora, 10_000, 10, fonte, 100);
    const carregar = vi.fn(async () => 'lista');
    await Promise.all([cache.obter('a', carregar), cache.obter('a', carregar)]);
    expect(fonte.ler).toHaveBeenCalledTimes(1);
    geracao = 1; // another process wrote
    agora = 99;
    await cache.obter('a', carregar);
    expect(carregar).toHaveBeenCalledTimes(1);
    agora = 100;
    await cache.obter('a', carregar);
    expect(fonte.ler).toHaveBeenCalledTimes(2);
    expect(carregar).toHaveBeenCalledTimes(2);
    // A write here bumps the generation and needs no read to see its own bump.
    await cache.invalidar();
    expect(fonte.avancar).toHaveBeenCalledTimes(1);
    await cache.obter('a', carregar);
    expect(carregar).toHaveBeenCalledTimes(3);
    expect(fonte.ler).toHaveBeenCalledTimes(2);
  });
});
