import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { motivoSemPostgres } from './apps/server/src/test/postgres';

// The workspace packages resolve to their TypeScript sources (the "source" export condition), so
// no suite needs a build of @morada/domain or @morada/ui.
const fontes = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // Without Vite's 'module' condition: node suites load dependencies as Node does (the AWS SDK's
  // 'module' build imports files without extensions, which only a bundler resolves).
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions.filter((c) => c !== 'module')] } },
};

const server = {
  root: 'apps/server',
  environment: 'node' as const,
  testTimeout: 20_000,
  hookTimeout: 60_000,
  // Seeded test contexts copy a template built once per run (src/test/modelo-semeado.ts).
  globalSetup: ['src/test/modelos-global-setup.ts'],
};

// PostgreSQL (Debian's, started by the test setup) runs the whole server suite a second time.
const semPostgres = motivoSemPostgres();
if (semPostgres) console.warn(`! PostgreSQL: projeto server-pg ignorado — ${semPostgres}`);

// One Vitest run covers every node suite; the Storybook browser suite is its own project in
// .storybook/vitest.config.ts so a machine without Chromium can still run these.
export default defineConfig({
  test: {
    projects: [
      {
        ...fontes,
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      { ...fontes, test: { name: 'server', include: ['src/**/*.test.ts'], ...server } },
      ...(semPostgres
        ? []
        : [
            {
              ...fontes,
              test: {
                name: 'server-pg',
                // The module suites (HTTP + repositories) again, each context on a fresh PostgreSQL
                // database; the *.pg.test.ts files start clusters of their own and run above.
                include: ['src/modules/**/*.test.ts', 'src/db/**/*.test.ts', 'src/app.test.ts'],
                exclude: ['src/**/*.pg.test.ts'],
                ...server,
                globalSetup: [...server.globalSetup, 'src/test/pg-global-setup.ts'],
              },
            },
          ]),
      {
        ...fontes,
        // The design system's own checks (its stories render in the Storybook suite).
        test: { name: 'ui', root: 'packages/ui', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        ...fontes,
        test: {
          name: 'api-client',
          root: 'packages/api-client',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          // Its harness runs the real server in-process: same seeded templates as the server suites.
          globalSetup: ['../../apps/server/src/test/modelos-global-setup.ts'],
        },
      },
    ],
  },
});
