import { describe, expect, it, vi } from 'vitest';
import { CachePorGeracao } from './cache-por-geracao';

describe('CachePorGeracao', () => {
  it('serves a read from memory until the TTL, then renews it once while serving the old answer', async () => {
    let agora = 0;
    const cache = new CachePorGeracao(() => agora, 1000, 10);
    let versao = 1;
    let liberar = () => undefined as void;
    const carregar = vi.fn(async () => {
      if (versao > 1) await new Promise<void>((r) => (liberar = r));
      return `lista ${versao}`;
    });
    expect(await cache.obter('a', carregar)).toBe('lista 1');
    agora = 999;
    expect(await cache.obter('a', carregar)).toBe('lista 1');
    expect(carregar).toHaveBeenCalledTimes(1);
    // Expired: the callers get the old answer at once, and only one renewal runs.
    versao = 2;
    agora = 1000;
    expect(await Promise.all([cache.obter('a', carregar), cache.obter('a', carregar)])).toEqual([
      'lista 1',
      'lista 1',
    ]);
    expect(carregar).toHaveBeenCalledTimes(2);
    liberar();
    await vi.waitFor(async () => expect(await cache.obter('a', carregar)).toBe('lista 2'));
    expect(carregar).toHaveBeenCalledTimes(2);
  });

  it('with a byte bound, keeps the most recently used values that fit, and never those weighing nothing', async () => {
    let agora = 0;
    const cache = new CachePorGeracao<string>(() => agora, 1000, 100, undefined, 100, undefined, {
      max: 10,
      pesar: (v) => (v.startsWith('privada') ? undefined : v.length),
    });
    const ler = (v: string) => vi.fn(async () => v);
    await cache.obter('a', ler('aaaa'));
    await cache.obter('b', ler('bbbb'));
    expect(cache.bytesGuardados).toBe(8);
    await cache.obter('a', ler('outra')); // a becomes the most recently used
    await cache.obter('c', ler('cccc')); // 12 bytes: b, the least recently used, leaves
    expect(cache.bytesGuardados).toBe(8);
    const relida = ler('bbbb');
    await cache.obter('b', relida);
    expect(relida).toHaveBeenCalledTimes(1);
    const privada = ler('privada');
    await cache.obter('p', privada);
    await cache.obter('p', privada);
    expect(privada).toHaveBeenCalledTimes(2);
    // A value heavier than the bound is answered, not kept.
    expect(await cache.obter('g', ler('g'.repeat(11)))).toBe('g'.repeat(11));
    expect(cache.bytesGuardados).toBe(0);
    // A renewal replaces the old weight with the new one.
    await cache.obter('r', ler('rr'));
    agora = 1000;
    await cache.obter('r', ler('rrrrrr'));
    await vi.waitFor(() => expect(cache.bytesGuardados).toBe(6));
    await cache.invalidar();
    expect(cache.bytesGuardados).toBe(0);
  });

  it('a failed renewal is not kept: the next caller reads afresh', async () => {
    let agora = 0;
    const cache = new CachePorGeracao(() => agora, 1000, 10);
    await cache.obter('a', async () => 'velha');
    agora = 1000;
    expect(await cache.obter('a', async () => Promise.reject(new Error('banco fora')))).toBe('velha');
    await vi.waitFor(async () => expect(await cache.obter('a', async () => 'nova')).toBe('nova'));
  });

  it('concurrent callers share one read; invalidar drops everything', async () => {
    const cache = new CachePorGeracao(() => 0, 1000, 10);
    const carregar = vi.fn(async () => 1);
    await Promise.all([cache.obter('a', carregar), cache.obter('a', carregar)]);
    expect(carregar).toHaveBeenCalledTimes(1);
    await cache.invalidar();
    await cache.obter('a', carregar);
    expect(carregar).toHaveBeenCalledTimes(2);
  });

  it('a failed read is not kept', async () => {
    const cache = new CachePorGeracao(() => 0, 1000, 10);
    await expect(cache.obter('a', async () => Promise.reject(new Error('banco fora')))).rejects.toThrow(
      'banco fora',
    );
    expect(await cache.obter('a', async () => 'ok')).toBe('ok');
  });

  it('keeps at most `max` entries, dropping the least recently used', async () => {
    const cache = new CachePorGeracao(() => 0, 1000, 2);
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
    const cache = new CachePorGeracao(() => agora, 10_000, 10, fonte, 100);
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
