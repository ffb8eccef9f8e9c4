import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { Espacador, RateLimiter } from './rate-limit';
import { purgarLimitesVencidos } from './rate-limit.repository';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext({ seed: false });
});
afterEach(() => ctx.close());

describe('RateLimiter (in the database)', () => {
  it('blocks after the maximum within the window and frees the key when the window passes', async () => {
    let agora = 1000;
    const l = new RateLimiter(ctx.db, 't', 3, 60_000, () => agora);
    for (let i = 0; i < 3; i++) {
      expect(await l.bloqueado('a')).toBe(false);
      expect(await l.registrar('a')).toBe(i + 1);
    }
    expect(await l.bloqueado('a')).toBe(true);
    expect(await l.bloqueado('b')).toBe(false);
    agora += 60_000;
    expect(await l.bloqueado('a')).toBe(false);
    expect(await l.registrar('a')).toBe(1);
    await l.limpar('a');
    expect(await l.contagem('a')).toBe(0);
  });

  it('devolver gives one attempt back within the window and never goes below zero', async () => {
    const l = new RateLimiter(ctx.db, 't', 2, 60_000, () => 0);
    await l.registrar('a');
    await l.registrar('a');
    expect(await l.bloqueado('a')).toBe(true);
    await l.devolver('a');
    expect(await l.bloqueado('a')).toBe(false);
    await l.devolver('a');
    await l.devolver('a');
    await l.devolver('b');
    await l.registrar('a');
    expect(await l.contagem('a')).toBe(1);
  });

  it('admitir lets exactly the maximum through a parallel burst and counts nothing it refuses', async () => {
    const l = new RateLimiter(ctx.db, 't', 5, 60_000, () => 0);
    const r = await Promise.all(Array.from({ length: 12 }, () => l.admitir('ip')));
    expect(r.filter(Boolean)).toHaveLength(5);
    expect(await l.contagem('ip')).toBe(5);
  });

  it('two limiters (two processes) on one database share the window; names keep limiters apart', async () => {
    const a = new RateLimiter(ctx.db, 'login', 3, 60_000, () => 0);
    const b = new RateLimiter(ctx.db, 'login', 3, 60_000, () => 0);
    const outro = new RateLimiter(ctx.db, 'contato', 3, 60_000, () => 0);
    await a.registrar('ip');
    await b.registrar('ip');
    await a.registrar('ip');
    expect(await b.bloqueado('ip')).toBe(true);
    expect(await outro.bloqueado('ip')).toBe(false);
  });

  it('limparPrefixo forgets only the keys that start with it (e-mails with _ and % included)', async () => {
    const l = new RateLimiter(ctx.db, 't', 1, 60_000, () => 0);
    for (const k of ['a_b@x.com\n1', 'a_b@x.com\n2', 'axb@x.com\n1', 'a%b@x.com\n1']) await l.registrar(k);
    await l.limparPrefixo('a_b@x.com\n');
    expect(await l.contagem('a_b@x.com\n1')).toBe(0);
    expect(await l.contagem('a_b@x.com\n2')).toBe(0);
    expect(await l.contagem('axb@x.com\n1')).toBe(1);
    expect(await l.contagem('a%b@x.com\n1')).toBe(1);
  });

  it('expired windows are purged', async () => {
    const l = new RateLimiter(ctx.db, 't', 1, 1000, () => 0);
    await l.registrar('velha');
    await purgarLimitesVencidos(ctx.db, 1001);
    expect(await ctx.db.selectFrom('limites_taxa').select('chave').execute()).toEqual([]);
  });
});

describe('Espacador', () => {
  it('gives one turn per interval, shared, and refuses a wait past the maximum', async () => {
    let agora = 10_000;
    const e = new Espacador(ctx.db, 'lenta', 5_000, 10_000, 60_000, () => agora);
    expect(await e.reservar('conta')).toBe(0);
    expect(await e.reservar('conta')).toBe(5_000);
    expect(await e.reservar('conta')).toBe(10_000);
    expect(await e.reservar('conta')).toBeUndefined();
    expect(await e.reservar('outra')).toBe(0);
    agora += 20_000;
    expect(await e.reservar('conta')).toBe(0);
    await e.limpar('conta');
    expect(await e.reservar('conta')).toBe(0);
  });
});
