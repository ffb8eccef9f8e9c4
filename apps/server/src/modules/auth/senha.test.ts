import type { Server } from 'node:net';
import { MSG } from '@morada/domain';
import type { KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXTO_OCULTO } from '../emails/mailer';
import { contar, esperarErro } from '../../test/http-helpers';
import { servidorSmtp } from '../../test/smtp-server';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app';
import { contextoComLinks, encerrar } from './acesso.fixture';

let ctx: TestContext;
let smtp: Server | undefined;
afterEach(async () => {
  await encerrar(ctx, smtp);
  smtp = undefined;
});

/** A context whose e-mails go to a local SMTP server; answers what that server received. */
const comSmtp = async () => {
  const recebido: string[] = [];
  const { server, porta } = await servidorSmtp(recebido);
  smtp = server;
  ctx = await contextoComLinks({ SMTP_URL: `smtp://127.0.0.1:${porta}` });
  return recebido;
};

const pedir = (email: string) => ctx.request('/api/auth/esqueci-senha', { method: 'POST', json: { email } });

/** The token of the reset link as the recipient's mail server got it. */
const tokenRecebido = (recebido: string[], timeout = 5000) =>
  vi.waitFor(
    () => {
      const token = recebido.join('').match(/https:\/\/morada\.test\/login\?reset=([\w-]{20,})/)?.[1];
      if (!token) throw new Error('link ainda não recebido');
      return token;
    },
    { timeout },
  );

describe('password reset', () => {
  it('without SMTP: 202 for the staff channel, no e-mail and no link made (staff issue it)', async () => {
    ctx = await createTestContext();
    const antes = await contar(ctx, 'emails');
    const mensagens = await contar(ctx, 'mensagens_contato');
    const res = await ctx.request('/api/auth/esqueci-senha', {
      method: 'POST',
      json: { email: DEMO.admin.email },
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true, canal: 'equipe' });
    await vi.waitFor(async () => expect(await contar(ctx, 'mensagens_contato')).toBe(mensagens + 1));
    expect(await contar(ctx, 'emails')).toBe(antes);
    expect(await ctx.db.selectFrom('redefinicoes_senha').selectAll().execute()).toEqual([]);
  });

  it('with SMTP: e-mails a single-use link that sets the password and revokes old tokens', async () => {
    const recebido = await comSmtp();
    const velho = await ctx.tenantToken();
    const pedido = await pedir(DEMO.inquilina.email);
    expect(pedido.status).toBe(202);
    expect(await pedido.json()).toEqual({ ok: true, canal: 'email' });
    const token = await tokenRecebido(recebido);
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
    const recebido = await comSmtp();
    const antes = await contar(ctx, 'emails');
    expect((await pedir('nao@existe.com')).status).toBe(202);
    expect((await pedir(DEMO.admin.email)).status).toBe(202);
    const token = await tokenRecebido(recebido);
    expect(await contar(ctx, 'emails')).toBe(antes + 1);
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

  it('delivers the link to the recipient only: the outbox row, readable by any admin, is redacted', async () => {
    const recebido = await comSmtp();
    await pedir(DEMO.inquilina.email);
    const token = await tokenRecebido(recebido);
    await vi.waitFor(async () => {
      const row = await ctx.db
        .selectFrom('emails')
        .selectAll()
        .where('para', '=', DEMO.inquilina.email)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('enviado');
    });
    const admin = await ctx.adminToken();
    const lista = await (await ctx.request('/api/notificacoes/emails', { token: admin })).text();
    expect(lista).toContain(DEMO.inquilina.email);
    expect(lista).toContain(TEXTO_OCULTO);
    expect(lista).not.toContain(token);
    const linhas = await ctx.db.selectFrom('emails').select('corpo').execute();
    expect(linhas.map((l) => l.corpo).join('\n')).not.toContain(token);
  });

  it('answers before looking the account up, so known and unknown e-mails take the same time', async () => {
    const recebido = await comSmtp();
    // Every query takes 1 s: an answer that waited for the lookup, the token or the outbox could not be fast.
    const lento: KyselyPlugin = {
      transformQuery: (a) => a.node,
      transformResult: async (a) => {
        await new Promise((r) => setTimeout(r, 1000));
        return a.result;
      },
    };
    ctx.deps.db = ctx.db.withPlugin(lento);
    for (const email of [DEMO.inquilina.email, 'nao@existe.com']) {
      const inicio = performance.now();
      expect((await pedir(email)).status).toBe(202);
      expect(performance.now() - inicio).toBeLessThan(700);
    }
    expect(await tokenRecebido(recebido, 15_000)).toBeTruthy();
  }, 30_000);
});
