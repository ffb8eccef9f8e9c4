#!/usr/bin/env node
// API speed benchmark (issue 13, docs/decisions/017): one run compares a bare Hono +
// @hono/node-server JSON health check with Morada's /api/health, the public listing (cached and
// uncached), a property's detail and the admin dashboard. Seeds N properties into a throwaway
// SQLite database, starts the production build (apps/server/dist, as `npm start` runs it, with its
// default worker count) on a free loopback port, and drives each scenario with C keep-alive
// connections for a bounded time, sending a browser's Accept-Encoding. The load comes from wrk when
// it is installed (apt-get install wrk): a Node client on the same 2 cores saturates before a bare
// Hono does, which would flatter every ratio. Without wrk it falls back to a Node keep-alive client.
// Needs the build first: npx turbo run build --output-logs=errors-only
// Usage: npm run bench:api [-- --imoveis 100000 --conexoes 50 --conexoes-sem-cache 1 --segundos 8
//        --gerador wrk|node]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { criarCarga } from './bench-api/carga.mjs';
import { montarCenarios } from './bench-api/cenarios.mjs';
import { seed } from './bench-api/dados.mjs';
import { criarServidor, freePort, login, parar, startBare } from './bench-api/servidor.mjs';

const { values: opt } = parseArgs({
  options: {
    imoveis: { type: 'string', default: '100000' },
    conexoes: { type: 'string', default: '50' },
    'conexoes-sem-cache': { type: 'string', default: '1' },
    segundos: { type: 'string', default: '8' },
    gerador: { type: 'string' },
  },
});
const temWrk = spawnSync('wrk', ['--version']).error === undefined;
const GERADOR = opt.gerador ?? (temWrk ? 'wrk' : 'node');
if (GERADOR === 'wrk' && !temWrk) {
  console.error('wrk não encontrado: apt-get install wrk, ou --gerador node');
  process.exit(1);
}
const N = Number(opt.imoveis);
const C = Number(opt.conexoes);
const CS = Number(opt['conexoes-sem-cache']);
const SECONDS = Math.min(Number(opt.segundos), 60);
const root = new URL('..', import.meta.url).pathname;
if (!existsSync(join(root, 'apps/server/dist/index.js'))) {
  console.error('Falta o build: npx turbo run build --output-logs=errors-only');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'morada-bench-'));
const servidor = criarServidor(root, dataDir);
const { agent, load, loadWrk, aquecer } = criarCarga({ C, SECONDS, dataDir });

const servidores = [];
try {
  const port = await freePort();
  let server = await servidor.start(port); // migrates the empty database
  await parar(server);
  console.log(`Semeando ${N} imóveis…`);
  const ids = seed(dataDir, N);
  servidor.criarAdmin(port);
  server = await servidor.start(port);
  servidores.push(server);
  const processos = /\((\d+) processos\)/.exec(servidor.saida)?.[1] ?? '1';
  const auth = await login(port);

  const barePort = await freePort();
  const bare = await startBare(root, barePort);
  servidores.push(bare);

  const cenarios = await montarCenarios({ port, barePort, ids, auth, C, CS });

  console.log(
    `${C} conexões (${GERADOR === 'wrk' ? 'wrk' : 'cliente Node'}), ${SECONDS} s por cenário, Morada com ${processos} processo(s) em 127.0.0.1:${port}, ` +
      `carga da máquina ${loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}\n`,
  );
  console.log(
    `${'cenário'.padEnd(32)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'÷ puro'.padStart(8)}  meta`,
  );
  let base;
  for (const c of cenarios) {
    const p = c.port ?? port;
    await aquecer(p, c.caminho, c.auth, c.aquecimento);
    const r =
      GERADOR === 'wrk'
        ? loadWrk(p, c.wrk ?? { caminhos: [c.caminho()] }, c.auth, c.conexoes)
        : await load(p, c.caminho, c.auth, c.conexoes);
    base ??= r.rps;
    const razao = r.rps / base;
    const metas = [];
    if (c.alvo !== undefined)
      metas.push(
        `≥ ${(c.alvo * 100).toFixed(0)} % do puro: ${razao >= c.alvo ? 'atingida' : 'NÃO atingida'}`,
      );
    if (c.p50Max !== undefined)
      metas.push(`p50 ≤ ${c.p50Max} ms: ${r.p50 <= c.p50Max ? 'atingida' : 'NÃO atingida'}`);
    if (c.p99Max !== undefined)
      metas.push(`p99 ≤ ${c.p99Max} ms: ${r.p99 <= c.p99Max ? 'atingida' : 'NÃO atingida'}`);
    const meta = metas.join('; ');
    console.log(
      `${c.nome.padEnd(32)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${`${(razao * 100).toFixed(1)} %`.padStart(8)}  ${meta}`,
    );
  }
} finally {
  agent.destroy();
  for (const s of servidores) await parar(s);
  rmSync(dataDir, { recursive: true, force: true });
}
