import { MSG } from '@morada/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { servidorSmtp } from '../../test/smtp-server';
import { loadEnv } from '../../env';
import { contar, esperarErro } from '../../test/http-helpers';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app';

let ctx: TestContext;
afterEach(() => ctx.close());

const comSmtp = async () => {
  ctx = await createTestContext();
  ctx.deps.env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: ctx.dataDir,
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PUBLIC_URL: 'https://morada.test',
  });
};

describe('password reset', () => {
  it('without SMTP: not available, 202 and nothing stored or sent', async () => {
    ctx = await createTestContext();
    expect(await (await ctx.request('/api/auth/recuperacao-disponivel')).json()).toEqual({
      disponivel: false,
    });
    const antes = await contar(ctx, 'emails');
    const res = await ctx.request('/api/auth/esqueci-senha', {
      method: 'POST',
      json: { email: DEMO.admin.email },
    });
    expect(res.status).toBe(202);
    expect(await contar(ctx, 'emails')).toBe(antes);
  });

  it('with SMTP: e-mails a single-use link that sets the password and revokes old tokens', async () => {
    await comSmtp();
    expect(await (await ctx.request('/api/auth/recuperacao-disponivel')).json()).toEqual({
      disponivel: true,
    });
    const velho = await ctx.tenantToken();
    const res = await ctx.request('/api/auth/esqueci-senha', {
      method: 'POST',
      json: { email: DEMO.inquilina.email },
    });
    expect(res.status).toBe(202);
    const email = await ctx.db
      .selectFrom('emails')
      .selectAll()
      .where('para', '=', DEMO.inquilina.email)
      .executeTakeFirstOrThrow();
    const token = email.corpo.match(/https:\/\/morada\.test\/login\?reset=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const stored = await ctx.db.selectFrom('redefinicoes_senha').selectAll().executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token!);

    const ok = await ctx.request('/api/auth/redefinir-senha', {
      method: 'POST',
      json: { token, senha: 'NovaSenha1' },
    });
    expect(ok.status).toBe(200);
    await esperarErro(
      await ctx.request('/api/auth/verify-token', { token: velho }),
      401,
      MSG.auth.naoAutenticado,
    );
    expect((await ctx.login(DEMO.inquilina.email, 'NovaSenha1')).length).toBeGreaterThan(10);
    const de_novo = await ctx.request('/api/auth/redefinir-senha', {
      method: 'POST',
      json: { token, senha: 'Outra123' },
    });
    await esperarErro(de_novo, 400, MSG.api.tokenRedefinicaoInvalido);
  });

  it('unknown e-mail: same 202, no e-mail; expired token refused', async () => {
    await comSmtp();
    const antes = await contar(ctx, 'emails');
    expect(
      (await ctx.request('/api/auth/esqueci-senha', { method: 'POST', json: { email: 'nao@existe.com' } }))
        .status,
    ).toBe(202);
    expect(await contar(ctx, 'emails')).toBe(antes);
    await ctx.request('/api/auth/esqueci-senha', { method: 'POST', json: { email: DEMO.admin.email } });
    const email = await ctx.db
      .selectFrom('emails')
      .selectAll()
      .where('para', '=', DEMO.admin.email)
      .executeTakeFirstOrThrow();
    const token = email.corpo.match(/reset=([\w-]+)/)![1];
    const base = Date.now();
    ctx.deps.now = () => new Date(base + 61 * 60 * 1000);
    await esperarErro(
      await ctx.request('/api/auth/redefinir-senha', {
        method: 'POST',
        json: { token, senha: 'NovaSenha1' },
      }),
      400,
      MSG.api.tokenRedefinicaoInvalido,
    );
  });

  it('delivers the e-mail through the configured SMTP relay and marks the outbox row sent', async () => {
    const recebido: string[] = [];
    const { server, porta } = await servidorSmtp(recebido);
    try {
      ctx = await createTestContext();
      ctx.deps.env = loadEnv({
        NODE_ENV: 'test',
        DATA_DIR: ctx.dataDir,
        SMTP_URL: `smtp://127.0.0.1:${porta}`,
      });
      await ctx.request('/api/auth/esqueci-senha', { method: 'POST', json: { email: DEMO.admin.email } });
      await vi.waitFor(async () => {
        const row = await ctx.db
          .selectFrom('emails')
          .selectAll()
          .where('para', '=', DEMO.admin.email)
          .executeTakeFirstOrThrow();
        expect(row.status).toBe('enviado');
      });
      expect(recebido.join('')).toMatch(/login\?reset=[\w-]{20,}/);
    } finally {
      server.close();
    }
  });
});
