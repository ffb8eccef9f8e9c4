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
  },
});
