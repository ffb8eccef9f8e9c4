import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The back office lives under /admin on the same origin as the site and the API (DESIGN §3).
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  // The workspace packages resolve to their TypeScript sources through the "source" export
  // condition (their published "import" condition points at dist/, which needs a build).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5174,
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/uploads': 'http://127.0.0.1:3000',
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 700 },
});
