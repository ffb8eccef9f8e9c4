import type { Server } from 'node:net';
import { linkAcessoSchema, MSG, MSG_ACESSO, type Usuario } from '@morada/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXTO_OCULTO } from '../emails/mailer';
import { contar, esperarErro } from '../../test/http-helpers';
import { servidorSmtp } from '../../test/smtp-server';
import { DEMO, type TestContext } from '../../test/test-app';
import { contextoComLinks, encerrar } from './acesso.fixture';
import { lerColuna } from '../../test/banco';

/**
 * Issue 31 (B): a staff account's link reaches only its owner, by e-mail; a link is shown in the
 * answer only without SMTP and only for tenant and owner accounts; every issued link is audited.
 */
let ctx: TestContext;
let smtp: Server | undefined;
afterEach(async () => {
  await encerrar(ctx, smtp);
  smtp = undefined;
});

const iniciar = async (env: Record<string, string> = {}) => {
  ctx = await contextoComLinks(env);
  return ctx.adminToken();
};
const idDe = async (email: string) => (await lerColuna(ctx.db, 'usuarios', 'id', { email })).id;
const emitir = (id: string, token: string) =>
  ctx.request(`/api/usuarios/${id}/link-acesso`, { method: 'POST', token });
/** A second admin, so one admin asks a link for another. */
const outroAdmin = async (token: string) => {
  const res = await ctx.request('/api/usuarios', {
    method: 'POST',
    token,
    json: {
      nome: 'Beatriz Admin',
      email: 'beatriz.admin@morada.com.br',
      telefone: '(11) 96666-1234',
      perfil: 'admin',
      senha: 'Beatriz@2026',
      status: 'ativo',
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as Usuario).id;
};
/** The audit rows that mention a link, as [who, what, for whom] (sorted: rows of one ms tie on data). */
const linhasDaAuditoria = async () =>
  (await ctx.db.selectFrom('auditoria').selectAll().where('acao', 'like', '%link-acesso%').execute())
    .map((r) => [r.usuario_id, r.acao, r.entidade, r.entidade_id])
    .sort((a, b) => String(a[3]).localeCompare(String(b[3])));
const ordenar = (linhas: unknown[][]) => [...linhas].sort((a, b) => String(a[3]).localeCompare(String(b[3])));

describe('access links of staff accounts (admin, corretor)', () => {
  it('without SMTP: refused for an admin or a corretor (409, nothing issued); shown for a tenant or an owner', async () => {
    const admin = await iniciar();
    const adminId = await idDe(DEMO.admin.email);
    for (const id of [await outroAdmin(admin), await idDe('corretor@morada.com.br')]) {
      await esperarErro(await emitir(id, admin), 409, MSG_ACESSO.linkEquipeSemEmail);
      expect(
        await ctx.db.selectFrom('redefinicoes_senha').selectAll().where('usuario_id', '=', id).execute(),
      ).toEqual([]);
    }
    const inquilinaId = await idDe(DEMO.inquilina.email);
    const proprietarioId = await idDe('proprietario@morada.com.br');
    const links = [];
    for (const id of [inquilinaId, proprietarioId]) {
      const res = await emitir(id, admin);
      expect(res.status).toBe(201);
      const link = linkAcessoSchema.parse(await res.json());
      expect(link).toMatchObject({ tipo: 'redefinicao', enviadoPorEmail: false });
      expect(link.link).toMatch(/^https:\/\/morada\.test\/login\?reset=[\w-]{40,}$/);
      links.push(link.link!);
    }
    expect(await contar(ctx, 'emails')).toBe(0);

    // One audit row per issued link: who, for whom, tipo, shown; never the token.
    expect(await linhasDaAuditoria()).toEqual(
      ordenar([
        [adminId, 'link-acesso redefinicao exibido', 'usuarios', inquilinaId],
        [adminId, 'link-acesso redefinicao exibido', 'usuarios', proprietarioId],
      ]),
    );
    const todaAuditoria = JSON.stringify(await ctx.db.selectFrom('auditoria').selectAll().execute());
    for (const link of links) {
      expect(todaAuditoria).not.toContain(new URL(link).searchParams.get('reset'));
    }
  });

  it('with SMTP: a link for another admin, a corretor or a tenant is only e-mailed, never in the answer', async () => {
    const recebido: string[] = [];
    const { server, porta } = await servidorSmtp(recebido);
    smtp = server;
    const admin = await iniciar({ SMTP_URL: `smtp://127.0.0.1:${porta}` });
    const adminId = await idDe(DEMO.admin.email);
    const beatriz = await outroAdmin(admin);
    const alvos = [beatriz, await idDe('corretor@morada.com.br'), await idDe(DEMO.inquilina.email)];
    for (const id of alvos) {
      const res = await emitir(id, admin);
      expect(res.status).toBe(201);
      const corpo = await res.clone().text();
      expect(corpo).not.toMatch(/reset=/);
      expect(linkAcessoSchema.parse(JSON.parse(corpo))).toMatchObject({
        tipo: 'redefinicao',
        link: null,
        enviadoPorEmail: true,
        usuario: { id },
      });
    }
    // The owner of each account got the link; the outbox keeps it redacted.
    await vi.waitFor(
      async () => {
        expect(recebido.join('\n').match(/login\?reset=[\w-]{40,}/g)).toHaveLength(3);
        const situacao = await ctx.db.selectFrom('emails').select('status').execute();
        expect(situacao.map((e) => e.status)).toEqual(['enviado', 'enviado', 'enviado']);
      },
      { timeout: 5000 },
    );
    const outbox = await ctx.db.selectFrom('emails').selectAll().execute();
    expect(outbox.map((e) => e.para).sort()).toEqual(
      ['beatriz.admin@morada.com.br', 'corretor@morada.com.br', DEMO.inquilina.email].sort(),
    );
    for (const e of outbox) {
      expect(e.assunto).toBe(MSG.api.redefinicaoAssunto);
      expect(e.corpo).toContain(TEXTO_OCULTO);
      expect(e.corpo).not.toMatch(/reset=[\w-]{10,}/);
    }

    expect(await linhasDaAuditoria()).toEqual(
      ordenar(alvos.map((id) => [adminId, 'link-acesso redefinicao email', 'usuarios', id])),
    );
    const tokensEnviados = recebido.join('\n').match(/(?<=reset=)[\w-]{40,}/g) ?? [];
    const todaAuditoria = JSON.stringify(await ctx.db.selectFrom('auditoria').selectAll().execute());
    for (const t of tokensEnviados) expect(todaAuditoria).not.toContain(t);
  });

  it('with SMTP a forgotten-password link is audited too, with no issuer (no session asked for it)', async () => {
    const recebido: string[] = [];
    const { server, porta } = await servidorSmtp(recebido);
    smtp = server;
    await iniciar({ SMTP_URL: `smtp://127.0.0.1:${porta}` });
    const res = await ctx.request('/api/auth/esqueci-senha', {
      method: 'POST',
      json: { email: DEMO.admin.email },
    });
    expect(res.status).toBe(202);
    const adminId = await idDe(DEMO.admin.email);
    await vi.waitFor(async () =>
      expect(await linhasDaAuditoria()).toEqual([
        [null, 'link-acesso redefinicao email', 'usuarios', adminId],
      ]),
    );
    // The request's background work ends with the delivery recorded (before the database closes).
    await vi.waitFor(
      async () =>
        expect((await ctx.db.selectFrom('emails').select('status').execute()).map((e) => e.status)).toEqual([
          'enviado',
        ]),
      { timeout: 5000 },
    );
  });
});
