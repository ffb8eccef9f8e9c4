import type { Server } from 'node:net';
import {
  linkAcessoSchema,
  loginRespostaSchema,
  MSG,
  MSG_ACESSO,
  mensagemContatoSchema,
} from '@morada/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEXTO_OCULTO } from '../emails/mailer';
import { contar, copiaDeImovelParaAlugar, esperarErro } from '../../test/http-helpers';
import { servidorSmtp } from '../../test/smtp-server';
import { DEMO, type TestContext } from '../../test/test-app';
import { contextoComLinks, encerrar } from './acesso.fixture';
import { LOGIN_MAX_FALHAS } from './controle-login';
import { lerColuna } from '../../test/banco';

let ctx: TestContext;
let smtp: Server | undefined;
afterEach(async () => {
  await encerrar(ctx, smtp);
  smtp = undefined;
});

const DIA = 24 * 60 * 60 * 1000;
const NOVO = { nome: 'Paula Nova', email: 'paula.nova@teste.com', telefone: '(11) 97777-1234' };

const iniciar = async (env: Record<string, string> = {}) => {
  ctx = await contextoComLinks(env);
};

/** A new free rental property, copied from one of the demo seed. */
const imovelLivre = async () => (await copiaDeImovelParaAlugar(ctx)).id;

const criarContrato = async (admin: string, inquilino: { nome: string; email: string; telefone: string }) =>
  ctx.request('/api/contratos', {
    method: 'POST',
    token: admin,
    json: {
      numero: `CT-${Math.random().toString(36).slice(2, 8)}`,
      inquilino: { ...inquilino, cpf: '123.456.789-09', rg: '12.345.678-9' },
      imovelId: await imovelLivre(),
      dataInicio: '2026-12-01',
      dataFim: '2027-11-30',
      valorAluguel: 2000,
      valorCondominio: 0,
      valorIPTU: 0,
      diaVencimento: 10,
    },
  });

const tokenDe = (link: string | null) => new URL(link!).searchParams.values().next().value as string;
const post = (path: string, json: unknown, token?: string) =>
  ctx.request(path, { method: 'POST', json, token });
const idDe = async (email: string) => (await lerColuna(ctx.db, 'usuarios', 'id', { email })).id;
const emitir = (id: string, token: string) => post(`/api/usuarios/${id}/link-acesso`, undefined, token);

describe('invitation of a tenant created by a contract', () => {
  it('answers the invite once, stores only its hash, and the tenant sets a password and is signed in', async () => {
    await iniciar();
    // The demo seed may leave its own e-mails (the vistoria's laudo notice); this invite adds none.
    const emailsAntes = await contar(ctx, 'emails');
    const admin = await ctx.adminToken();
    const res = await criarContrato(admin, NOVO);
    expect(res.status, await res.clone().text()).toBe(201);
    const corpo = (await res.json()) as { convite: unknown; inquilino: { status: string } };
    expect(corpo.inquilino.status).toBe('pendente');
    const convite = linkAcessoSchema.parse(corpo.convite);
    expect(convite).toMatchObject({
      tipo: 'convite',
      enviadoPorEmail: false,
      usuario: { nome: NOVO.nome, email: NOVO.email, telefone: '11977771234', status: 'pendente' },
    });
    expect(convite.link).toMatch(/^https:\/\/morada\.test\/login\?convite=[\w-]{40,}$/);
    expect(new Date(convite.expiraEm).getTime() - Date.now()).toBeGreaterThan(6.9 * DIA);
    const token = tokenDe(convite.link);
    const guardados = await ctx.db.selectFrom('redefinicoes_senha').selectAll().execute();
    expect(JSON.stringify(guardados)).not.toContain(token);
    // Without SMTP nothing is written to the outbox.
    expect(await contar(ctx, 'emails')).toBe(emailsAntes);

    // The page greets the tenant; looking does not use the link.
    expect(await (await post('/api/auth/convite', { token })).json()).toEqual({
      nome: NOVO.nome,
      email: NOVO.email,
    });
    await esperarErro(
      await post('/api/auth/aceitar-convite', { token, senha: '123' }),
      400,
      MSG.usuarioForm.senhaMinimo,
      [{ senha: MSG.usuarioForm.senhaMinimo }],
    );
    const aceito = await post('/api/auth/aceitar-convite', { token, senha: 'Paula@2026' });
    expect(aceito.status).toBe(200);
    const sessao = loginRespostaSchema.parse(await aceito.json());
    expect(sessao.usuario).toMatchObject({ email: NOVO.email, perfil: 'inquilino', status: 'ativo' });
    expect((await ctx.request('/api/locatario/resumo', { token: sessao.token })).status).toBe(200);

    // Single use: the same link is refused, also for looking up.
    await esperarErro(
      await post('/api/auth/aceitar-convite', { token, senha: 'Outra@2026' }),
      400,
      MSG_ACESSO.conviteInvalido,
    );
    await esperarErro(await post('/api/auth/convite', { token }), 400, MSG_ACESSO.conviteInvalido);
    expect((await ctx.login(NOVO.email, 'Paula@2026')).length).toBeGreaterThan(10);
  });

  it('an existing tenant gets no invitation; self-registration cannot claim a pending account', async () => {
    await iniciar();
    const admin = await ctx.adminToken();
    const existente = await criarContrato(admin, {
      nome: 'Inquilina',
      email: DEMO.inquilina.email,
      telefone: '11988887777',
    });
    expect(existente.status).toBe(201);
    expect(await existente.json()).not.toHaveProperty('convite');

    await criarContrato(admin, NOVO);
    const antes = await ctx.db.selectFrom('usuarios').selectAll().where('email', '=', NOVO.email).execute();
    const registro = await post('/api/auth/register', {
      nome: 'Intruso',
      email: NOVO.email,
      senha: 'segredo1',
    });
    // Answered like any registration (issue 31); the pending account stays as the agency made it.
    expect(registro.status).toBe(202);
    expect(await ctx.db.selectFrom('usuarios').selectAll().where('email', '=', NOVO.email).execute()).toEqual(
      antes,
    );
  });

  it('with SMTP the invitation is only e-mailed (not in the answer); the outbox keeps it redacted', async () => {
    const recebido: string[] = [];
    const { server, porta } = await servidorSmtp(recebido);
    smtp = server;
    await iniciar({ SMTP_URL: `smtp://127.0.0.1:${porta}` });
    const res = await criarContrato(await ctx.adminToken(), NOVO);
    const convite = linkAcessoSchema.parse(((await res.json()) as { convite: unknown }).convite);
    expect(convite).toMatchObject({ enviadoPorEmail: true, link: null });
    await vi.waitFor(() => expect(recebido.join('')).toMatch(/login\?convite=[\w-]{40,}/), { timeout: 5000 });
    const token = /login\?convite=([\w-]{40,})/.exec(recebido.join(''))![1]!;
    const outbox = await ctx.db.selectFrom('emails').selectAll().where('para', '=', NOVO.email).execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.assunto).toBe(MSG_ACESSO.emailConviteAssunto('Morada Imóveis'));
    expect(outbox[0]!.corpo).toContain(TEXTO_OCULTO);
    expect(outbox[0]!.corpo).not.toContain(token);
  });
});

describe('POST /api/usuarios/:id/link-acesso', () => {
  it('anonymous 401, tenant 403, unknown 404', async () => {
    await iniciar();
    const id = await idDe(DEMO.inquilina.email);
    await esperarErro(await emitir(id, ''), 401, MSG.auth.naoAutenticado);
    await esperarErro(await emitir(id, await ctx.tenantToken()), 403, MSG.auth.semPermissao);
    await esperarErro(await emitir('nao-existe', await ctx.adminToken()), 404, MSG.api.usuarioNaoEncontrado);
  });

  it('gives an active account a 24 h reset link; a new link voids the previous one', async () => {
    await iniciar();
    const admin = await ctx.adminToken();
    const id = await idDe(DEMO.inquilina.email);
    const primeiro = linkAcessoSchema.parse(await (await emitir(id, admin)).json());
    expect(primeiro.tipo).toBe('redefinicao');
    expect(primeiro.link).toMatch(/\/login\?reset=/);
    const res = await emitir(id, admin);
    expect(res.status).toBe(201);
    const segundo = linkAcessoSchema.parse(await res.json());
    const redefinir = (link: string | null, senha: string) =>
      post('/api/auth/redefinir-senha', { token: tokenDe(link), senha });
    await esperarErro(await redefinir(primeiro.link, 'Nova@2026'), 400, MSG.api.tokenRedefinicaoInvalido);
    // A reset link is not an invitation, and an invitation is not a reset link.
    await esperarErro(
      await post('/api/auth/aceitar-convite', { token: tokenDe(segundo.link), senha: 'Nova@2026' }),
      400,
      MSG_ACESSO.conviteInvalido,
    );
    const base = Date.now();
    ctx.deps.now = () => new Date(base + DIA + 60_000);
    await esperarErro(await redefinir(segundo.link, 'Nova@2026'), 400, MSG.api.tokenRedefinicaoInvalido);
    ctx.deps.now = () => new Date();
    const terceiro = linkAcessoSchema.parse(await (await emitir(id, admin)).json());
    expect((await redefinir(terceiro.link, 'Nova@2026')).status).toBe(200);
    expect((await ctx.login(DEMO.inquilina.email, 'Nova@2026')).length).toBeGreaterThan(10);
  });

  it('re-issues an invitation for a pending account; a deactivated account gets none and its links stop working', async () => {
    await iniciar();
    const admin = await ctx.adminToken();
    const convite = linkAcessoSchema.parse(
      ((await (await criarContrato(admin, NOVO)).json()) as { convite: unknown }).convite,
    );
    const id = convite.usuario.id;
    const novo = linkAcessoSchema.parse(await (await emitir(id, admin)).json());
    expect(novo.tipo).toBe('convite');
    await esperarErro(
      await post('/api/auth/aceitar-convite', { token: tokenDe(convite.link), senha: 'Paula@2026' }),
      400,
      MSG_ACESSO.conviteInvalido,
    );
    const usuario = (await (await ctx.request(`/api/usuarios/${id}`, { token: admin })).json()) as Record<
      string,
      unknown
    >;
    const desativar = await ctx.request(`/api/usuarios/${id}`, {
      method: 'PUT',
      token: admin,
      json: { ...usuario, status: 'inativo' },
    });
    expect(desativar.status).toBe(200);
    await esperarErro(await emitir(id, admin), 409, MSG_ACESSO.inativoSemLink, [
      { status: MSG_ACESSO.inativoSemLink },
    ]);
    await esperarErro(
      await post('/api/auth/aceitar-convite', { token: tokenDe(novo.link), senha: 'Paula@2026' }),
      400,
      MSG_ACESSO.conviteInvalido,
    );
  });
});

describe('forgotten password without SMTP', () => {
  it('reaches the staff inbox once per account, bound to it; unknown and inactive e-mails leave nothing', async () => {
    await iniciar();
    const emailsAntes = await contar(ctx, 'emails');
    const pedir = (email: string) => post('/api/auth/esqueci-senha', { email });
    for (const email of [DEMO.inquilina.email, DEMO.inquilina.email, 'ninguem@teste.com']) {
      const res = await pedir(email);
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({ ok: true, canal: 'equipe' });
    }
    const admin = await ctx.adminToken();
    const lista = async () =>
      mensagemContatoSchema
        .array()
        .parse(await (await ctx.request('/api/contato', { token: admin })).json())
        .filter((m) => m.origem === MSG_ACESSO.pedidoOrigem);
    await vi.waitFor(async () => expect(await lista()).toHaveLength(1));
    const [pedido] = await lista();
    expect(pedido).toMatchObject({
      assunto: MSG_ACESSO.pedidoAssunto,
      mensagem: MSG_ACESSO.pedidoMensagem(DEMO.inquilina.email),
      email: DEMO.inquilina.email,
      usuarioId: await idDe(DEMO.inquilina.email),
      tratada: false,
    });
    expect(await contar(ctx, 'emails')).toBe(emailsAntes);
    // Once treated, a new request opens a new one.
    await ctx.request(`/api/contato/${pedido!.id}`, {
      method: 'PATCH',
      token: admin,
      json: { tratada: true },
    });
    await pedir(DEMO.inquilina.email);
    await vi.waitFor(async () => expect(await lista()).toHaveLength(2));
  });
});

describe('POST /api/auth/alterar-senha', () => {
  const alterar = (token: string, senhaAtual: string, novaSenha: string) =>
    post('/api/auth/alterar-senha', { senhaAtual, novaSenha }, token);

  it('requires a session and the right current password', async () => {
    await iniciar();
    await esperarErro(await alterar('', DEMO.inquilina.senha, 'Nova@2026'), 401, MSG.auth.naoAutenticado);
    const token = await ctx.tenantToken();
    await esperarErro(await alterar(token, 'errada', 'Nova@2026'), 400, MSG_ACESSO.senhaAtualIncorreta, [
      { senhaAtual: MSG_ACESSO.senhaAtualIncorreta },
    ]);
    await esperarErro(
      await alterar(token, DEMO.inquilina.senha, DEMO.inquilina.senha),
      400,
      MSG_ACESSO.novaSenhaIgual,
      [{ novaSenha: MSG_ACESSO.novaSenhaIgual }],
    );
    await esperarErro(await alterar(token, DEMO.inquilina.senha, '123'), 400, MSG.usuarioForm.senhaMinimo, [
      { novaSenha: MSG.usuarioForm.senhaMinimo },
    ]);
  });

  it('changes the password, ends the other sessions and answers a new one', async () => {
    await iniciar();
    const outraSessao = await ctx.adminToken();
    const token = await ctx.adminToken();
    const res = await alterar(token, DEMO.admin.senha, 'Trocada@2026');
    expect(res.status).toBe(200);
    const sessao = loginRespostaSchema.parse(await res.json());
    expect((await ctx.request('/api/auth/verify-token', { token: sessao.token })).status).toBe(200);
    await esperarErro(
      await ctx.request('/api/auth/verify-token', { token: outraSessao }),
      401,
      MSG.auth.naoAutenticado,
    );
    await esperarErro(
      await post('/api/auth/login', { email: DEMO.admin.email, senha: DEMO.admin.senha }),
      401,
      MSG.auth.credenciaisInvalidas,
    );
    expect((await ctx.login(DEMO.admin.email, 'Trocada@2026')).length).toBeGreaterThan(10);
  });

  it('guessing the current password with a stolen session hits the sign-in limit', async () => {
    await iniciar();
    const token = await ctx.tenantToken();
    for (let i = 0; i < LOGIN_MAX_FALHAS; i++)
      expect((await alterar(token, `errada${i}`, 'Nova@2026')).status).toBe(400);
    await esperarErro(
      await alterar(token, DEMO.inquilina.senha, 'Nova@2026'),
      429,
      MSG.auth.muitasTentativas,
    );
  });
});
