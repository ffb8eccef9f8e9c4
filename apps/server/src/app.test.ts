import { MSG } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from './test/http-helpers';
import { createTestContext, type TestContext } from './test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(() => ctx.close());

describe('app shell', () => {
  it('GET /api/health', async () => {
    const res = await ctx.request('/api/health');
    expect([res.status, await res.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('unknown API routes answer JSON 404 with security headers and no cache', async () => {
    const res = await ctx.request('/api/nao-existe');
    expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    await esperarErro(res, 404, MSG.api.rotaNaoEncontrada);
  });
});
