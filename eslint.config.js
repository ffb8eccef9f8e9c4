// One linter for the whole repo (CONVENTIONS "tooling"): recommended JS + TypeScript rules,
// React hooks rules for components and hooks, and the dependency direction of CONVENTIONS:
//   apps/* → packages/api-client → packages/domain;  apps/* → packages/ui;  apps/server → domain.
// domain imports no workspace package; ui imports only @morada/domain (its widgets show the
// catalogue's texts); nothing imports from apps/* — except api-client tests, which drive the real
// server in-process through its test helper.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A relative path that climbs into an app's folder. */
const PARA_APPS = {
  regex: '(^|/)apps/',
  message: 'Nada importa de apps/* (CONVENTIONS: direção das dependências).',
};

const pacote = (nomes, porque) => ({
  group: nomes.flatMap((n) => [n, `${n}/*`]),
  message: porque,
});

/**
 * The config block of one layer's files: no-restricted-imports with the workspace packages it must
 * not reach and (unless `comApps` is false) any path into apps/*.
 */
const camada = (files, proibidos, porque, comApps = true) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [...(proibidos.length ? [pacote(proibidos, porque)] : []), ...(comApps ? [PARA_APPS] : [])],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
      '**/.turbo/**',
      '**/data/**',
      'e2e/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names are deliberate placeholders (e.g. a handler's unused argument).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },

  {
    // The React Compiler diagnostics bundled in react-hooks 7 flag patterns that are correct here
    // (syncing server field errors / controlled props into local state, the theme decorator writing
    // to <html> inside a layout effect, a link component taken from context). Kept visible as
    // warnings so real cases still show up; rules-of-hooks and the rest stay errors.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'react-hooks/set-state-in-effect': 'warn',
      'react-hooks/immutability': 'warn',
      'react-hooks/static-components': 'warn',
    },
  },
  {
    // Plain scripts served as-is before the bundle (e.g. the pre-paint theme script): browser
    // globals, and an empty catch where storage may be unavailable is the intended behaviour.
    files: ['apps/*/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
    rules: {
      'no-empty': ['error', { allowEmptyCatch: true }],
      '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }],
    },
  },
  {
    // CONVENTIONS: migrations are frozen in time and typed `Kysely<any>` on purpose (no app types).
    files: ['apps/server/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  // Dependency direction (CONVENTIONS). In flat config the last matching block wins per rule,
  // so each block states the whole list for its files.
  camada(['packages/domain/**'], ['@morada/*'], 'domain não importa nenhum pacote do workspace.'),
  camada(
    ['packages/ui/**'],
    ['@morada/api-client', '@morada/server', '@morada/site', '@morada/backoffice'],
    'ui não busca dados nem conhece apps: recebe dados e callbacks por props.',
  ),
  camada(
    ['packages/api-client/**'],
    ['@morada/ui', '@morada/server', '@morada/site', '@morada/backoffice'],
    'api-client depende só de @morada/domain.',
  ),
  // The one exception: api-client tests run against the real server in-process.
  camada(
    ['packages/api-client/src/**/*.test.ts', 'packages/api-client/src/test/**'],
    ['@morada/ui', '@morada/site', '@morada/backoffice'],
    'Testes do api-client usam só o servidor.',
    false,
  ),
  camada(
    ['apps/server/**'],
    ['@morada/ui', '@morada/api-client', '@morada/site', '@morada/backoffice'],
    'O servidor depende só de @morada/domain.',
  ),
  camada(
    ['apps/site/**', 'apps/backoffice/**'],
    ['@morada/server', '@morada/site', '@morada/backoffice'],
    'Apps usam api-client, ui e domain; nunca o servidor nem outra app.',
  ),
);
