import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API (and the backoffice, a different app) live on the server; dev keeps one origin (DESIGN §3).
const servidor = process.env.MORADA_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': servidor,
      '/uploads': servidor,
      '/admin': servidor,
    },
  },
  build: {
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
});
