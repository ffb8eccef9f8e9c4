import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { SCRIPT_TEMA } from '../../packages/domain/src/shared/tema';

const resolverLocal = (caminho: string) => fileURLToPath(new URL(caminho, import.meta.url));

/** The theme script inline in <head> (no extra request before the first paint). */
const scriptTema = (): Plugin => ({
  name: 'morada-script-tema',
  transformIndexHtml: (html) => html.replace('<!--script-tema-->', `<script>${SCRIPT_TEMA}</script>`),
});

/**
 * Marks the zod methods that derive a schema from another one (`notificacaoSchema.extend({…})`,
 * `contratoSchema.nullable()`) as pure in the domain's sources, as `manualPureFunctions: ['z']`
 * does for `z.object(…)`: building a schema has no side effect, so an unused one may go. Without
 * it one derived schema keeps its base and all of zod (~26 KB gzip) in the chunk of a page that
 * only needs a helper or a message next to it.
 */
const METODOS_DE_ESQUEMA =
  'optional|nullable|nullish|default|extend|pick|omit|partial|required|array|refine|superRefine|transform|pipe|meta|describe|and|or';
const esquemasPuros = (): Plugin => ({
  name: 'morada-esquemas-puros',
  transform(code, id) {
    if (!/packages[\\/]domain[\\/]src[\\/].*\.ts$/.test(id)) return;
    const re = new RegExp(`(?<![.\\w$])([A-Za-z_$][\\w$]*Schema)\\.(${METODOS_DE_ESQUEMA})\\(`, 'g');
    if (!re.test(code)) return;
    return { code: code.replace(re, '/* @__PURE__ */ $1.$2('), map: null };
  },
});

// The API (and the backoffice, a different app) live on the server; dev keeps one origin (DESIGN §3).
const servidor = process.env.MORADA_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), scriptTema(), esquemasPuros()],
  server: {
    port: 5173,
    proxy: {
      '/api': servidor,
      '/uploads': servidor,
      '/admin': servidor,
    },
  },
  // The server-rendering bundle (entry-server.tsx): the workspace packages are TypeScript sources,
  // so they are bundled; npm dependencies stay imports that Node resolves from node_modules.
  // The workspace packages resolve to their TypeScript sources through the "source" export
  // condition (their published "import" condition points at dist/, which needs a build).
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // SWR imports useSyncExternalStore through the shim for React < 18; React 19 has it.
    alias: isSsrBuild
      ? []
      : [
          {
            find: /^use-sync-external-store\/shim(\/index\.js)?$/,
            replacement: resolverLocal('./src/lib/use-sync-external-store.ts'),
          },
        ],
  },
  ssr: {
    noExternal: [/^@morada\//],
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  build: {
    // The server bundle needs no copy of public/ (the client's dist/ serves it).
    copyPublicDir: !isSsrBuild,
    manifest: true,
    // <link rel="modulepreload"> (which the loader of a server-rendered page adds) is in every
    // current browser (Safari since 17); where it is missing the modules still load, only without
    // the early fetch. No polyfill in the entry (~0.5 KB gzip).
    modulePreload: { polyfill: false },
    target: 'es2022',
    rolldownOptions: {
      // The libraries every page runs (React, the router, SWR, tailwind-merge) in one chunk of
      // their own: one file instead of their share of the entry and of a shared chunk (less gzip
      // per file), cached across deploys that change only the app, and its size is the floor of
      // every route's budget (docs/decisions/036).
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                {
                  name: 'nucleo',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|swr|tailwind-merge|clsx|use-sync-external-store|@radix-ui[\\/]react-(slot|compose-refs|primitive))[\\/]/,
                  priority: 2,
                },
                {
                  // The tabs (the sign-in page, the tenant's and owner's areas) and the Radix parts
                  // under them, in one file instead of five.
                  name: 'abas',
                  test: /node_modules[\\/]@radix-ui[\\/](react-tabs|react-roving-focus|react-collection)[\\/]/,
                  priority: 1,
                },
              ],
            },
          },
      treeshake: {
        // Domain modules define zod schemas at top level next to plain constants and helpers
        // (e.g. erro.schema.ts holds errosPorCampo). Building a schema has no side effect, so an
        // unused one may go; otherwise any helper import drags all of zod (~24 KB gzip) into the
        // site's first chunk, over the public JS budget (DESIGN §9).
        manualPureFunctions: ['z'],
      },
    },
  },
}));
