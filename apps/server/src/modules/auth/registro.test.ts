import { MSG_ACESSO } from '@morada/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as senha from '../../lib/password';
import { contar } from '../../test/http-helpers';
import { createTestContext, DEMO, type TestContext } from '../../test/test-app';
import { inserirUsuario } from '../usuarios/usuarios.repository';

// The real scrypt, watched: both registration paths must spend one hash at the app's cost.
vi.mock('../../lib/password', async (original) => {
  const real = await original<typeof import('../../lib/password')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

/**
 * Issue 31 (C): registration answers the same, in the same time, whether or not the e-mail has an
 * account; an existing address gets nothing created and its owner gets an e-mail instead.
 */
let ctx: TestContext;
let ip = 0;
beforeEach(async () => {
  ctx = await createTestContext();
  ctx.deps.env.TRUST_PROXY = true;
  vi.mocked(senha.hashPassword).mockClear();
});
afterEach(() => ctx.close());

/** Each call from its own address: the per-IP limit is not what these tests look at. */
const registrar = (email: string, nome = 'Alguém') =>
  ctx.request('/api/auth/register', {
    method: 'POST',
    headers: { 'X-Forwarded-For': `198.51.100.${++ip % 250}` },
    json: { nome, email, senha: 'segredo1', perfil: 'inquilino' },
  });
const resposta = async (res: Response) => ({ status: res.status, corpo: await res.text() });
const linhaDe = (email: string) =>
  ctx.db.selectFrom('usuarios').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
const emailsPara = (email: string) =>
  ctx.db.selectFrom('emails').selectAll().where('para', '=', email).execute();

/** An account the agency made: pending (a contract's tenant, not yet invited in) or deactivated. */
const contaDaAgencia = (email: string, status: 'pendente' | 'inativo') =>
  inserirUsuario(
    ctx.db,
    { nome: 'Conta da Agência', email, telefone: '', perfil: 'inquilino', status, senhaHash: 'x' },
    new Date(),
  );

describe('POST /api/auth/register does not tell which e-mails exist', () => {
  it('same status and body for a new, an active, a pending and an inactive address', async () => {
    await contaDaAgencia('pendente@teste.com', 'pendente');
    await contaDaAgencia('inativa@teste.com', 'inativo');
    const antes = await contar(ctx, 'usuarios');
    const existentes = [DEMO.inquilina.email, 'pendente@teste.com', 'inativa@teste.com'];
    const linhasAntes = await Promise.all(existentes.map(linhaDe));

    const novo = await resposta(await registrar('novo.cliente@teste.com', 'Novo Cliente'));
    expect(novo).toEqual({
      status: 202,
      corpo: JSON.stringify({ ok: true, mensagem: MSG_ACESSO.registroRecebido }),
    });
    for (const email of existentes) expect(await resposta(await registrar(email))).toEqual(novo);

    // Only the new address became an account, an active tenant who can sign in.
    expect(await contar(ctx, 'usuarios')).toBe(antes + 1);
    expect(await linhaDe('novo.cliente@teste.com')).toMatchObject({ perfil: 'inquilino', status: 'ativo' });
    const login = await ctx.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'novo.cliente@teste.com', senha: 'segredo1' },
    });
    expect(login.status).toBe(200);
    expect(await emailsPara('novo.cliente@teste.com')).toEqual([]);

    // Existing accounts are untouched (same name, password, status) and each owner got an e-mail,
    // in the outbox since no SMTP is configured.
    expect(await Promise.all(existentes.map(linhaDe))).toEqual(linhasAntes);
    for (const [email, status] of [
      [DEMO.inquilina.email, 'ativo'],
      ['pendente@teste.com', 'pendente'],
      ['inativa@teste.com', 'inativo'],
    ] as const) {
      const emails = await emailsPara(email);
      expect(emails).toHaveLength(1);
      expect(emails[0]).toMatchObject({
        assunto: MSG_ACESSO.cadastroExistenteAssunto('Morada Imóveis'),
        status: 'caixa-de-saida',
      });
      const dono = linhasAntes[existentes.indexOf(email)]!;
      expect(emails[0]!.corpo).toBe(
        MSG_ACESSO.cadastroExistente(status, {
          nome: dono.nome,
          agencia: 'Morada Imóveis',
          login: `${ctx.deps.env.PUBLIC_URL.replace(/\/+$/, '')}/login`,
        }),
      );
    }
    // The pending owner is pointed to the invitation, the active one to sign in or recover.
    expect((await emailsPara('pendente@teste.com'))[0]!.corpo).toContain('link de convite');
    expect((await emailsPara(DEMO.inquilina.email))[0]!.corpo).toContain('Esqueceu a senha?');
  });

  it('concurrent sign-ups with one new e-mail: both answered alike, one account, the owner told of the other', async () => {
    const respostas = await Promise.all([registrar('corrida@teste.com'), registrar('corrida@teste.com')]);
    const [a, b] = await Promise.all(respostas.map(resposta));
    expect(a).toEqual(b);
    expect(a!.status).toBe(202);
    expect(
      await ctx.db.selectFrom('usuarios').select('id').where('email', '=', 'corrida@teste.com').execute(),
    ).toHaveLength(1);
    expect(await emailsPara('corrida@teste.com')).toHaveLength(1);
  });

  it('both paths spend one scrypt at the app cost, so they take the same time', async () => {
    const hash = vi.mocked(senha.hashPassword);
    await registrar('tempo.novo@teste.com');
    expect(hash.mock.calls).toEqual([['segredo1', ctx.deps.passwordCost]]);
    hash.mockClear();
    await registrar(DEMO.inquilina.email);
    expect(hash.mock.calls).toEqual([['segredo1', ctx.deps.passwordCost]]);

    // And measured, with a cost where the hash dominates: medians of alternated runs, compared with
    // a generous ratio (a 4 ms answer against a 300 ms one is what this catches, not jitter).
    ctx.deps.passwordCost = { N: 2 ** 14, r: 8, p: 1 };
    const tempo = async (email: string) => {
      const t0 = performance.now();
      expect((await registrar(email)).status).toBe(202);
      return performance.now() - t0;
    };
    const novos: number[] = [];
    const existentes: number[] = [];
    for (let i = 0; i < 5; i++) {
      novos.push(await tempo(`tempo${i}@teste.com`));
      existentes.push(await tempo(DEMO.inquilina.email));
    }
    const mediana = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const razao = mediana(existentes) / mediana(novos);
    expect(
      razao,
      `novos ${novos.map(Math.round)} ms, existentes ${existentes.map(Math.round)} ms`,
    ).toBeGreaterThan(0.5);
    expect(razao).toBeLessThan(2);
  });
});
