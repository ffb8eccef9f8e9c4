import type { Server } from 'node:net';
import { loadEnv } from '../../env';
import { createTestContext, type TestContext } from '../../test/test-app';

/** A fresh context whose links point at https://morada.test; `env` adds to its settings. */
export const contextoComLinks = async (env: Record<string, string> = {}) => {
  const ctx = await createTestContext();
  ctx.deps.env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: ctx.dataDir,
    PUBLIC_URL: 'https://morada.test',
    ...env,
  });
  return ctx;
};

/** Ends a test: its SMTP server, when it started one, and its context. */
export const encerrar = async (ctx: TestContext, smtp: Server | undefined) => {
  smtp?.close();
  await ctx.close();
};
