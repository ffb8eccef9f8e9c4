import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { SCRIPT_TEMA } from '../../packages/domain/src/shared/tema';

/** The theme script inline in <head> (no extra request before the first paint). */
const scriptTema = (): Plugin => ({
  name: 'morada-script-tema',
  transformIndexHtml: (html) => html.replace('<!--script-tema-->', `<script>${SCRIPT_TEMA}</script>`),
});

// The API (and the backoffice, a different app) live on the server; dev keeps one origin (DESIGN §3).
const servidor = process.env.MORADA_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), scriptTema()],
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
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    noExternal: [/^@morada\//],
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  build: {
    // The server bundle needs no copy of public/ (the client's dist/ serves it).
    copyPublicDir: !isSsrBuild,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
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
