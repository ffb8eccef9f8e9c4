import { randomUUID } from 'node:crypto';
import type { Visita, VisitaSolicitada } from '@morada/domain';
import { expect } from 'vitest';
import { loadEnv } from '../../env';
import { contextoComTokens } from '../../test/contexto';
import { idDoUsuario } from '../../test/http-helpers';
import { servidorSmtp } from '../../test/smtp-server';
import type { TestContext } from '../../test/test-app';

/**
 * The clock of the visits' tests: Tuesday 2026-12-01, 9h in São Paulo. Monday 2026-12-07 is a
 * working day of the default agenda (9h–18h São Paulo = 12:00Z–21:00Z).
 */
export const AGORA = new Date('2026-12-01T12:00:00.000Z');
/** Monday 2026-12-07 at `hora` São Paulo time, as the API writes it (UTC). */
export const SEGUNDA = (hora: number) => `2026-12-07T${String(hora + 3).padStart(2, '0')}:00:00.000Z`;

export const VISITANTE = {
  nome: 'Mariana Souza',
  email: 'mariana.visita@email.com.br',
  telefone: '(11) 96543-2107',
  mensagem: 'Posso levar meu marido?',
};

/** A seeded context on a clock the test moves, the demo tokens, a Disponível property and the corretor. */
export const prepararVisitas = async () => {
  const { ctx, t } = await contextoComTokens();
  // Signed in on the real clock, before the test's clock moves.
  const outroCorretor = await novoCorretor(ctx);
  const relogio = { agora: AGORA };
  ctx.deps.now = () => relogio.agora;
  const imovel = await ctx.db
    .selectFrom('imoveis')
    .select('id')
    .where('status', '=', 'Disponível')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const outro = await ctx.db
    .selectFrom('imoveis')
    .select('id')
    .where('status', '!=', 'Disponível')
    .executeTakeFirstOrThrow();
  const corretorId = await idDoUsuario(ctx, 'corretor@morada.com.br');
  return { ctx, t, relogio, imovelId: imovel.id, imovelIndisponivel: outro.id, corretorId, outroCorretor };
};

export const agendar = (ctx: TestContext, imovelId: string, inicio: string, corpo: object = VISITANTE) =>
  ctx.request(`/api/imoveis/${imovelId}/visitas`, { method: 'POST', json: { ...corpo, inicio } });

/** Books a slot and hands the visit to `corretorId` (as the lead's rotation would), answering its id. */
export const visitaDe = async (
  ctx: TestContext,
  imovelId: string,
  inicio: string,
  corretorId: string | null,
) => {
  // Set-up bookings, not the rate limit's subject: its window starts over for each.
  await ctx.db.deleteFrom('limites_taxa').execute();
  const res = await agendar(ctx, imovelId, inicio);
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as VisitaSolicitada;
  await ctx.db.updateTable('visitas').set({ corretor_id: corretorId }).where('id', '=', id).execute();
  return id;
};

/** A second corretor (who must not see the first one's visits): a copy of the demo one, signed in. */
const novoCorretor = async (ctx: TestContext) => {
  const demo = await ctx.db
    .selectFrom('usuarios')
    .selectAll()
    .where('email', '=', 'corretor@morada.com.br')
    .executeTakeFirstOrThrow();
  const email = 'rafael.teste@x.com';
  await ctx.db
    .insertInto('usuarios')
    .values({ ...demo, id: randomUUID(), email, nome: 'Rafael Teste' })
    .execute();
  return ctx.login(email, 'Corretor@2026');
};

/** A POST of the corretor's actions on a visit. */
export const acao = (ctx: TestContext, token: string | undefined, id: string, nome: string, json?: unknown) =>
  ctx.request(`/api/visitas/${id}/${nome}`, { method: 'POST', token, json });

export const lerVisita = async (ctx: TestContext, token: string, id: string): Promise<Visita | undefined> => {
  const res = await ctx.request('/api/visitas?de=2026-11-30&ate=2026-12-20', { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as Visita[]).find((v) => v.id === id);
};

type EmailDaCaixa = { para: string; assunto: string; corpo: string; anexo_nome: string | null };

/** Runs `fazer` and answers it with the e-mails it wrote in the outbox. */
export const comEmails = async <T>(ctx: TestContext, fazer: () => Promise<T>) => {
  const ids = async () =>
    new Set((await ctx.db.selectFrom('emails').select('id').execute()).map((e) => e.id));
  const antes = await ids();
  const r = await fazer();
  const todos = await ctx.db
    .selectFrom('emails')
    .select(['id', 'para', 'assunto', 'corpo', 'anexo_nome'])
    .execute();
  const emails: EmailDaCaixa[] = todos
    .filter((e) => !antes.has(e.id))
    .map((e) => ({ para: e.para, assunto: e.assunto, corpo: e.corpo, anexo_nome: e.anexo_nome }));
  return { r, emails };
};

/** Runs `fazer` with a test SMTP relay configured; answers what it did and the raw messages received. */
export const comSmtp = async <T>(ctx: TestContext, fazer: () => Promise<T>, esperadas: number) => {
  const { server, porta, mensagens } = await servidorSmtp([]);
  const antes = ctx.deps.env;
  ctx.deps.env = loadEnv({ NODE_ENV: 'test', DATA_DIR: ctx.dataDir, SMTP_URL: `smtp://127.0.0.1:${porta}` });
  try {
    const r = await fazer();
    await expect.poll(() => mensagens.length, { timeout: 5000 }).toBe(esperadas);
    return { r, mensagens };
  } finally {
    ctx.deps.env = antes;
    server.close();
  }
};
