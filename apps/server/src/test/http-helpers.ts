import { randomUUID } from 'node:crypto';
import { MSG_SERVIDOR } from '@morada/domain';
import { expect } from 'vitest';
import { Canvas } from '../lib/png';
import { issueToken } from '../http/auth';
import type { TestContext } from './test-app';

/** A real, tiny PNG (the server checks photo bytes, not names). */
export const pngPequeno = (): Uint8Array => new Canvas(4, 4).toPng();

export const arquivo = (bytes: Uint8Array | string, nome: string, tipo = 'image/png') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], nome, { type: tipo });

/** Exact error JSON of DESIGN §5. */
export const esperarErro = async (
  res: Response,
  status: number,
  erro: string,
  erros?: Record<string, string>[],
) => {
  expect(res.status).toBe(status);
  const corpo = (await res.json()) as Record<string, unknown>;
  expect(corpo.erro).toBe(erro);
  expect(corpo.message).toBe(erro);
  if (erros) expect(corpo.erros).toEqual(expect.arrayContaining(erros));
  return corpo;
};

/** A well-formed id no row has: the 404 of an unknown resource. */
export const ID_INEXISTENTE = '00000000-0000-4000-8000-000000000000';

/** The rows of a table: "nothing written" and "one more" in the tests. */
export const contar = async (
  ctx: TestContext,
  tabela:
    | 'usuarios'
    | 'imoveis'
    | 'mensagens_contato'
    | 'emails'
    | 'leads'
    | 'lead_eventos'
    | 'cliques_whatsapp'
    | 'visitas',
) =>
  Number(
    (
      await ctx.db
        .selectFrom(tabela)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const tokens = async (ctx: TestContext) => ({
  admin: await ctx.adminToken(),
  inquilino: await ctx.tenantToken(),
  corretor: await ctx.login('corretor@morada.com.br', 'Corretor@2026'),
  proprietario: await ctx.login('proprietario@morada.com.br', 'Proprietario@2026'),
});

/**
 * A JSON request body the server can read only after `soltar()`: lets a test hold one request
 * after authentication (the handler is waiting on its body) while another one runs to the end.
 * `lendo` resolves when the handler starts reading. Content-Length is declared so the body limit
 * does not read the stream ahead of the handler.
 */
export const corpoJsonRetido = (json: unknown) => {
  const bytes = new TextEncoder().encode(JSON.stringify(json));
  let avisar!: () => void;
  let soltar!: () => void;
  const lendo = new Promise<void>((r) => (avisar = r));
  const solto = new Promise<void>((r) => (soltar = r));
  // highWaterMark 0: pull runs only when someone reads, not when the stream is built.
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(ctrl) {
        avisar();
        await solto;
        ctrl.enqueue(bytes);
        ctrl.close();
      },
    },
    { highWaterMark: 0 },
  );
  const init = {
    body,
    duplex: 'half',
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.length) },
  } as RequestInit;
  return { init, lendo, soltar };
};

/** The id of the user with this e-mail (it must exist). */
export const idDoUsuario = async (ctx: TestContext, email: string) =>
  (await ctx.db.selectFrom('usuarios').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/**
 * A token for the user with this e-mail, issued on the real clock: hono/jwt checks exp against it,
 * so a context on a fixed day still signs in.
 */
export const tokenNoRelogioReal = async (ctx: TestContext, email: string) => {
  const u = await ctx.db
    .selectFrom('usuarios')
    .select(['id', 'perfil', 'token_versao'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return issueToken({ ...ctx.deps, now: () => new Date() }, u);
};

/**
 * Signs in a new user of `perfil` whom no contract or property names (created by the admin
 * through the API): "another owner" or "another tenant" of the access tests.
 */
export const usuarioAlheio = async (ctx: TestContext, tokenAdmin: string, perfil: string, email: string) => {
  const dados = { nome: 'Pessoa Alheia', email, telefone: '(11) 93333-4444', perfil, senha: 'segredo1' };
  const res = await ctx.request('/api/usuarios', { method: 'POST', token: tokenAdmin, json: dados });
  if (res.status !== 201) throw new Error(`usuário ${email}: ${res.status} ${await res.text()}`);
  return ctx.login(email, dados.senha);
};

/** The `emails` of a notice route's answer when no SMTP server is configured: all `n` e-mails left queued. */
export const emailsNaFilaSemSmtp = (n: number) => ({
  enviados: 0,
  naFila: n,
  falharam: 0,
  motivo: MSG_SERVIDOR.emailNaFila.semSmtp,
});

/** A new free rental (status Disponível), a copy of a demo one, with its own id (and title, if given). */
export const copiaDeImovelParaAlugar = async (ctx: TestContext, titulo?: string) => {
  const modelo = await ctx.db
    .selectFrom('imoveis')
    .selectAll()
    .where('operacao', '=', 'Aluguel')
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  await ctx.db
    .insertInto('imoveis')
    .values({ ...modelo, id, titulo: titulo ?? modelo.titulo, status: 'Disponível' })
    .execute();
  return { id, titulo: titulo ?? modelo.titulo, precoCentavos: Number(modelo.preco_centavos) };
};
