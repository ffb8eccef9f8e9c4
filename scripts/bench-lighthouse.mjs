#!/usr/bin/env node
// Lighthouse (mobile, simulated 4G + 4× CPU) on the public routes of DESIGN §9 (budget: performance
// ≥ 90 on /, /imoveis and /imoveis/{id}). Starts the production build on a free loopback port with a
// throwaway demo agency, runs Lighthouse 12 (fetched by npx) with Debian's Chromium, prints scores.
// Usage: npm run build && npm run bench:lighthouse
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'morada-lh-'));
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const port = await new Promise((res) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => res(p));
  });
});
const base = `http://127.0.0.1:${port}`;
const server = spawn('node', [join(root, 'apps/server/dist/index.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    NODE_ENV: 'production',
  },
  stdio: 'ignore',
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (i > 150) throw new Error('servidor não iniciou');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const [primeiro] = await (await fetch(`${base}/api/imoveis?limite=1`)).json();
  const out = join(dataDir, 'lh.json');
  let falhou = false;
  for (const rota of ['/', '/imoveis', `/imoveis/${primeiro.id}`]) {
    execFileSync(
      'npx',
      [
        '-y',
        'lighthouse@12',
        base + rota,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking',
      ],
      { env: { ...process.env, CHROME_PATH: chromium }, stdio: 'ignore' },
    );
    const r = JSON.parse(readFileSync(out, 'utf8'));
    const notas = Object.values(r.categories)
      .map((c) => `${c.id} ${Math.round(c.score * 100)}`)
      .join(' · ');
    const a = r.audits;
    console.log(
      `${rota.padEnd(48)} ${notas}  LCP ${a['largest-contentful-paint'].displayValue}  TBT ${a['total-blocking-time'].displayValue}  CLS ${a['cumulative-layout-shift'].displayValue}`,
    );
    if (r.categories.performance.score < 0.9) falhou = true;
  }
  process.exitCode = falhou ? 1 : 0;
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
