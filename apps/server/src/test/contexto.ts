import { tokens } from './http-helpers';
import { iniciarPostgres } from './postgres';
import { createTestContext } from './test-app';

/** The demo users' tokens: admin, inquilino, corretor and proprietario. */
export type Tokens = Awaited<ReturnType<typeof tokens>>;

/** A fresh seeded context (see createTestContext) and the demo users already signed in. */
export const contextoComTokens = async (opts?: Parameters<typeof createTestContext>[0]) => {
  const ctx = await createTestContext(opts);
  return { ctx, t: await tokens(ctx) };
};

/** A fresh seeded context on a clock the test moves by assigning `relogio.agora`. */
export const contextoComRelogio = async () => {
  const ctx = await createTestContext();
  const relogio = { agora: new Date() };
  ctx.deps.now = () => relogio.agora;
  return { ctx, relogio };
};

/**
 * A fresh seeded context on a new database of a PostgreSQL cluster of its own; `fechar()` closes
 * the context and stops the cluster.
 */
export const contextoNoPostgres = async () => {
  const cluster = await iniciarPostgres();
  try {
    const ctx = await createTestContext({ databaseUrl: await cluster.novoBanco() });
    const fechar = async () => {
      await ctx.close();
      cluster.parar();
    };
    return { ctx, fechar };
  } catch (e) {
    cluster.parar();
    throw e;
  }
};
