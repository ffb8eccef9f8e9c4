// Starting and stopping the servers bench-api.mjs measures: Morada's production build and a bare Hono.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ADMIN = { email: 'bench@morada.com.br', senha: 'Bench-Morada-2026!' };

export const freePort = () =>
  new Promise((res) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });

/** Polls url every 100 ms until it answers; gives up after `tentativas` (or when the child exits, if told). */
const esperarNoAr = async (child, url, { tentativas, erro, saiuAoIniciar = false }) => {
  for (let i = 0; i < tentativas; i++) {
    if (saiuAoIniciar && child.exitCode !== null) throw new Error('servidor saiu ao iniciar');
    try {
      await fetch(url);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error(erro);
};

/** Morada's build (`root`/apps/server/dist) on a throwaway data folder, as `npm start` runs it. */
export const criarServidor = (root, dataDir) => {
  const distServidor = join(root, 'apps/server/dist/index.js');
  const envServidor = (port) => ({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    NODE_ENV: 'production',
  });
  const servidor = {
    distServidor,
    /** What the last server started wrote to stdout (its worker count, among others). */
    saida: '',
    start: async (port) => {
      servidor.saida = '';
      const child = spawn(
        'node',
        [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), distServidor],
        {
          env: envServidor(port),
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      child.stdout.on('data', (d) => (servidor.saida += d));
      return esperarNoAr(child, `http://127.0.0.1:${port}/api/health`, {
        tentativas: 900,
        erro: 'servidor não iniciou',
        saiuAoIniciar: true,
      });
    },
    /** The first admin, as an operator makes it on a SEED_DEMO=false install. */
    criarAdmin: (port) => {
      const r = spawnSync(
        'node',
        [
          join(root, 'apps/server/dist/create-admin.js'),
          '--email',
          ADMIN.email,
          '--nome',
          'Bench Admin',
          '--senha',
          ADMIN.senha,
        ],
        { env: envServidor(port), encoding: 'utf8' },
      );
      if (r.status !== 0) throw new Error(`create-admin falhou: ${r.stderr}`);
    },
  };
  return servidor;
};

/** The smallest Hono app: what the framework and node-server cost by themselves. */
const BARE = `
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
const app = new Hono();
app.get('/health', (c) => c.json({ status: 'ok' }));
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.env.PORT) });
`;
export const startBare = async (root, port) => {
  const child = spawn('node', ['--input-type=module', '-e', BARE], {
    cwd: join(root, 'apps/server'),
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return esperarNoAr(child, `http://127.0.0.1:${port}/health`, {
    tentativas: 100,
    erro: 'Hono puro não iniciou',
  });
};

export const parar = async (child) => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
};

export const login = async (port) => {
  const r = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify(ADMIN),
  });
  if (!r.ok) throw new Error(`login falhou: HTTP ${r.status} ${await r.text()}`);
  return `Bearer ${(await r.json()).token}`;
};
