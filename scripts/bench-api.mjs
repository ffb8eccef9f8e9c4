#!/usr/bin/env node
// Benchmark of the listing and detail reads (DESIGN §9 budgets): seeds N properties into a
// throwaway SQLite database, starts the production server on a free loopback port, and drives it
// with C keep-alive connections for a bounded time. Prints p50/p95/p99 latency and throughput.
// Usage: npm run bench:api [-- --imoveis 100000 --conexoes 50 --segundos 10]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';

const { values: opt } = parseArgs({
  options: {
    imoveis: { type: 'string', default: '100000' },
    conexoes: { type: 'string', default: '50' },
    segundos: { type: 'string', default: '10' },
  },
});
const N = Number(opt.imoveis);
const C = Number(opt.conexoes);
const SECONDS = Math.min(Number(opt.segundos), 60);
const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'morada-bench-'));

const freePort = () =>
  new Promise((res) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });

const startServer = async (port) => {
  const child = spawn('node', [join(root, 'apps/server/dist/index.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error('servidor não iniciou');
};

const TIPOS = ['Apartamento', 'Casa', 'Comercial', 'Terreno'];
const OPS = ['Venda', 'Aluguel'];
const CIDADES = ['São Paulo', 'Campinas', 'Santos', 'Rio de Janeiro', 'Curitiba', 'Belo Horizonte'];
const BAIRROS = ['Centro', 'Moema', 'Pinheiros', 'Jardins', 'Copacabana', 'Batel', 'Savassi', 'Gonzaga'];

const seed = () => {
  const db = new Database(join(dataDir, 'morada.db'));
  const insert =
    db.prepare(`INSERT INTO imoveis (id,titulo,tipo,operacao,preco,preco_condominio,endereco,bairro,cidade,estado,area_util,quartos,suites,banheiros,vagas,andar,descricao,destaque,status,data_cadastro,fotos,caracteristicas,busca)
    VALUES (@id,@titulo,@tipo,@operacao,@preco,NULL,@endereco,@bairro,@cidade,'SP',@area,2,1,2,1,NULL,'Imóvel de teste',0,'Disponível',@data,'[]','[]',@busca)`);
  const ids = [];
  db.transaction(() => {
    for (let i = 0; i < N; i++) {
      const id = randomUUID();
      const bairro = BAIRROS[i % BAIRROS.length];
      const cidade = CIDADES[i % CIDADES.length];
      const titulo = `Imóvel ${i}`;
      const endereco = `Rua ${i % 997}, ${i}`;
      insert.run({
        id,
        titulo,
        tipo: TIPOS[i % 4],
        operacao: OPS[i % 2],
        preco: 1000 + (i % 5000),
        endereco,
        bairro,
        cidade,
        area: 50 + (i % 200),
        data: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
        busca: `${titulo} ${endereco} ${bairro} ${cidade} sp`
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .toLowerCase(),
      });
      if (i % 1000 === 0) ids.push(id);
    }
  })();
  db.close();
  return ids;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: C });
const get = (port, path) =>
  new Promise((res, rej) => {
    const t = process.hrtime.bigint();
    http
      .get({ host: '127.0.0.1', port, path, agent }, (r) => {
        r.resume();
        r.on('end', () =>
          r.statusCode === 200
            ? res(Number(process.hrtime.bigint() - t) / 1e6)
            : rej(new Error(`HTTP ${r.statusCode} ${path}`)),
        );
      })
      .on('error', rej);
  });

const load = async (port, label, paths) => {
  const lat = [];
  const end = Date.now() + SECONDS * 1000;
  let i = 0;
  const worker = async () => {
    while (Date.now() < end) lat.push(await get(port, paths[i++ % paths.length]));
  };
  const t0 = Date.now();
  await Promise.all(Array.from({ length: C }, worker));
  const secs = (Date.now() - t0) / 1000;
  lat.sort((a, b) => a - b);
  const p = (q) => lat[Math.min(lat.length - 1, Math.floor(q * lat.length))].toFixed(1);
  console.log(
    `${label.padEnd(34)} ${String(lat.length).padStart(7)} req  ${(lat.length / secs).toFixed(0).padStart(6)} req/s  p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  p99 ${p(0.99)} ms`,
  );
};

try {
  const port = await freePort();
  let server = await startServer(port); // migrates the empty database
  server.kill();
  await new Promise((r) => server.on('exit', r));
  console.log(`Semeando ${N} imóveis…`);
  const ids = seed();
  server = await startServer(port);
  console.log(`${C} conexões, ${SECONDS} s por cenário, servidor em 127.0.0.1:${port}\n`);
  const filtros = [
    '/api/imoveis?operacao=Aluguel&tipo=Casa&limite=12',
    '/api/imoveis?operacao=Venda&localizacao=moema&limite=12',
    '/api/imoveis?tipo=Apartamento&localizacao=s%C3%A3o%20paulo&pagina=3&limite=12',
    '/api/imoveis?limite=12',
  ];
  await load(port, 'GET /api/imoveis (filtros + total)', filtros);
  await load(
    port,
    'GET /api/imoveis/{id}',
    ids.map((id) => `/api/imoveis/${id}`),
  );
  server.kill();
} finally {
  agent.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
