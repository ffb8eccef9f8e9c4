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
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';

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
const distServidor = join(root, 'apps/server/dist/index.js');
if (!existsSync(distServidor)) {
  console.error('Falta o build: npx turbo run build --output-logs=errors-only');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'morada-bench-'));
const ADMIN = { email: 'bench@morada.com.br', senha: 'Bench-Morada-2026!' };
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const freePort = () =>
  new Promise((res) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });

const esperarNoAr = async (child, port) => {
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error('servidor saiu ao iniciar');
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

const envServidor = (port) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  NODE_ENV: 'production',
});

let saidaServidor = '';
const startServer = async (port) => {
  saidaServidor = '';
  const child = spawn(
    'node',
    [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), distServidor],
    {
      env: envServidor(port),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  child.stdout.on('data', (d) => (saidaServidor += d));
  return esperarNoAr(child, port);
};

/** The smallest Hono app: what the framework and node-server cost by themselves. */
const BARE = `
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
const app = new Hono();
app.get('/health', (c) => c.json({ status: 'ok' }));
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.env.PORT) });
`;
const startBare = async (port) => {
  const child = spawn('node', ['--input-type=module', '-e', BARE], {
    cwd: join(root, 'apps/server'),
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/health`);
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error('Hono puro não iniciou');
};

const parar = async (child) => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
};

const TIPOS = ['Apartamento', 'Casa', 'Comercial', 'Terreno'];
const OPS = ['Venda', 'Aluguel'];
const CIDADES = ['São Paulo', 'Campinas', 'Santos', 'Rio de Janeiro', 'Curitiba', 'Belo Horizonte'];
const BAIRROS = ['Centro', 'Moema', 'Pinheiros', 'Jardins', 'Copacabana', 'Batel', 'Savassi', 'Gonzaga'];

/**
 * Broad searches the cache has not seen: every piece of 3+ letters of a bairro's or city's name
 * ('cent', 'entro', 'o pau'… each matches 12,500 or more of 100k properties), in each order, on
 * the three pages given. Some 2,900 paths: more than a process's 1,000 cached listings come between
 * two asks of one path, so every request does a broad term's whole work (the search's tail).
 */
const buscasAmplas = (paginas) => {
  const pedacos = new Set();
  for (const nome of [...BAIRROS, ...CIDADES]) {
    const texto = nome.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (let i = 0; i < texto.length; i++)
      for (let j = i + 3; j <= texto.length; j++) {
        const pedaco = texto.slice(i, j);
        if (pedaco.trim() === pedaco) pedacos.add(pedaco);
      }
  }
  const caminhos = [];
  for (const pagina of paginas)
    for (const ordem of ['', '&ordem=menor-preco', '&ordem=maior-preco'])
      for (const pedaco of pedacos)
        caminhos.push(
          `/api/imoveis?localizacao=${encodeURIComponent(pedaco)}${ordem}&pagina=${pagina}&limite=12`,
        );
  return caminhos;
};

const seed = () => {
  const db = new Database(join(dataDir, 'morada.db'));
  const insert =
    db.prepare(`INSERT INTO imoveis (id,titulo,tipo,operacao,preco_centavos,condominio_centavos,endereco,bairro,cidade,estado,area_util,quartos,suites,banheiros,vagas,andar,descricao,destaque,status,data_cadastro,fotos,caracteristicas,busca)
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
        preco: (1000 + (i % 5000)) * 100,
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

/** The first admin, as an operator makes it on a SEED_DEMO=false install. */
const criarAdmin = (port) => {
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
};

const login = async (port) => {
  const r = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify(ADMIN),
  });
  if (!r.ok) throw new Error(`login falhou: HTTP ${r.status} ${await r.text()}`);
  return `Bearer ${(await r.json()).token}`;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: C });
const get = (port, path, auth, via = agent) =>
  new Promise((res, rej) => {
    const t = process.hrtime.bigint();
    const headers = { 'Accept-Encoding': ACCEPT_ENCODING, Accept: 'application/json' };
    if (auth) headers.Authorization = auth;
    http
      .get({ host: '127.0.0.1', port, path, agent: via, headers }, (r) => {
        r.resume();
        r.on('end', () =>
          r.statusCode === 200
            ? res(Number(process.hrtime.bigint() - t) / 1e6)
            : rej(new Error(`HTTP ${r.statusCode} ${path}`)),
        );
      })
      .on('error', rej);
  });

/** C connections, each sending its next request as soon as the last one answered, for SECONDS. */
const load = async (port, caminho, auth, conexoes = C) => {
  const lat = [];
  const end = Date.now() + SECONDS * 1000;
  const worker = async () => {
    while (Date.now() < end) lat.push(await get(port, caminho(), auth));
  };
  const t0 = Date.now();
  await Promise.all(Array.from({ length: conexoes }, worker));
  const secs = (Date.now() - t0) / 1000;
  lat.sort((a, b) => a - b);
  const p = (q) => lat[Math.min(lat.length - 1, Math.floor(q * lat.length))];
  return { rps: lat.length / secs, p50: p(0.5), p99: p(0.99), n: lat.length };
};

/** wrk's duration ("1.23ms", "850.00us", "1.02s") in ms. */
const emMs = (v) => {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(v);
  if (!m) throw new Error(`duração do wrk ilegível: ${v}`);
  return Number(m[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2]];
};

/**
 * The same load from wrk: `caminhos` is the rotation of paths (one each request, in turn), or
 * `prefixo` makes every path new (prefixo + counter, for the cache misses).
 */
const loadWrk = (port, { caminhos, prefixo, sufixo = '' }, auth, conexoes = C) => {
  const lua = join(dataDir, 'cenario.lua');
  const cabecalhos = [
    `wrk.headers["Accept-Encoding"] = "${ACCEPT_ENCODING}"`,
    'wrk.headers["Accept"] = "application/json"',
    ...(auth ? [`wrk.headers["Authorization"] = "${auth}"`] : []),
  ];
  // Each wrk thread starts its counter elsewhere (setup runs once per thread; a rotation's second
  // thread half-way through it): two threads counting from 0 would ask the same new path at once,
  // and the second would share the first's read.
  const desvio = caminhos ? Math.floor(caminhos.length / 2) : 1_000_003;
  const fios = `n = 0\nlocal fios = 0\nfunction setup(thread)\n  thread:set("n", fios * ${desvio})\n  fios = fios + 1\nend`;
  const corpo = prefixo
    ? `request = function()\n  n = n + 1\n  return wrk.format("GET", "${prefixo}" .. n .. "${sufixo}")\nend`
    : `local p = {${caminhos.map((c) => JSON.stringify(c)).join(',')}}\nrequest = function()\n  n = n + 1\n  return wrk.format("GET", p[(n % #p) + 1])\nend`;
  writeFileSync(lua, `${cabecalhos.join('\n')}\n${fios}\n${corpo}\n`);
  const r = spawnSync(
    'wrk',
    [
      `-t${Math.min(2, conexoes)}`,
      `-c${conexoes}`,
      `-d${SECONDS}s`,
      '--latency',
      '-s',
      lua,
      `http://127.0.0.1:${port}`,
    ],
    { encoding: 'utf8' },
  );
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(r.stdout)?.[1];
  const p50 = /^\s+50%\s+(\S+)/m.exec(r.stdout)?.[1];
  const p99 = /^\s+99%\s+(\S+)/m.exec(r.stdout)?.[1];
  const falhas = /Non-2xx or 3xx responses: (\d+)/.exec(r.stdout)?.[1];
  if (!rps || !p50 || !p99) throw new Error(`wrk falhou: ${r.stdout}${r.stderr}`);
  if (falhas) throw new Error(`${falhas} respostas não 2xx em ${caminhos?.[0] ?? prefixo}`);
  return { rps: Number(rps), p50: emMs(p50), p99: emMs(p99) };
};

/**
 * Warm-up on connections of its own, closed after (an idle keep-alive socket outlives the server's
 * keep-alive timeout while wrk runs, and reusing it would fail). Four at once, so every worker
 * process gets some (the primary hands connections out in turn): each keeps its own caches.
 */
const aquecer = async (port, caminho, auth, vezes = 200) => {
  const CONEXOES = 4;
  const proprio = new http.Agent({ keepAlive: true, maxSockets: CONEXOES });
  try {
    for (let i = 0; i < vezes; i += CONEXOES)
      await Promise.all(Array.from({ length: CONEXOES }, () => get(port, caminho(), auth, proprio)));
  } finally {
    proprio.destroy();
  }
};

const servidores = [];
try {
  const port = await freePort();
  let server = await startServer(port); // migrates the empty database
  await parar(server);
  console.log(`Semeando ${N} imóveis…`);
  const ids = seed();
  criarAdmin(port);
  server = await startServer(port);
  servidores.push(server);
  const processos = /\((\d+) processos\)/.exec(saidaServidor)?.[1] ?? '1';
  const auth = await login(port);

  const barePort = await freePort();
  const bare = await startBare(barePort);
  servidores.push(bare);

  let n = 0;
  const sempre = (p) => () => p;
  const paginasListagem = ['/imoveis', '/imoveis?operacao=Aluguel', '/imoveis?tipo=Casa&pagina=2'];
  // A property's canonical page (its slug): where /imoveis/{id} redirects to.
  const paginasImovel = [];
  for (const id of ids.slice(0, 50)) {
    const res = await fetch(`http://127.0.0.1:${port}/imoveis/${id}`, { redirect: 'manual' });
    paginasImovel.push(res.headers.get('location') ?? `/imoveis/${id}`);
  }
  const amplas1 = buscasAmplas([1, 2, 3]);
  const amplasC = buscasAmplas([4, 5, 6]);
  const emCache = [
    '/api/imoveis?limite=12',
    '/api/imoveis?operacao=Aluguel&tipo=Casa&limite=12',
    '/api/imoveis?localizacao=moema&limite=12',
  ];
  const cenarios = [
    { nome: 'Hono puro GET /health', port: barePort, caminho: sempre('/health') },
    { nome: 'GET /api/health', caminho: sempre('/api/health'), alvo: 0.5 },
    {
      nome: 'listagem em cache',
      caminho: () => emCache[n++ % emCache.length],
      wrk: { caminhos: emCache },
      alvo: 0.25,
    },
    {
      // A new location text each request: every one misses the cache and searches the table.
      // Its p99 target is the search's own latency, so it runs on CS connections (1 by default):
      // C connections queueing for two cores would measure the queue, not the request.
      nome: `listagem sem cache (${CS} con.)`,
      conexoes: CS,
      aquecimento: 10,
      caminho: () => `/api/imoveis?localizacao=${encodeURIComponent(`rua ${n++}`)}&limite=12`,
      wrk: { prefixo: '/api/imoveis?localizacao=rua%20w', sufixo: '&limite=12' },
      p99Max: 50,
    },
    // Issue 38: the broad location terms (a bairro or a city: 12,500 or more of 100k each) are the
    // search's tail; the rung above ('rua w<n>': no match at all) never reaches them. Each request
    // is a broad search the cache has not seen (buscasAmplas): pages 1–3 on one connection, 4–6 on
    // C, so the second rung finds nothing the first one left in the cache.
    {
      nome: `busca ampla sem cache (1 con.)`,
      conexoes: 1,
      aquecimento: 10,
      caminho: () => amplas1[n++ % amplas1.length],
      wrk: { caminhos: amplas1 },
      p99Max: 50,
    },
    {
      nome: `busca ampla sem cache (${C} con.)`,
      aquecimento: 10,
      caminho: () => amplasC[n++ % amplasC.length],
      wrk: { caminhos: amplasC },
      p99Max: 50,
    },
    {
      nome: 'detalhe GET /api/imoveis/{id}',
      caminho: () => `/api/imoveis/${ids[n++ % ids.length]}`,
      wrk: { caminhos: ids.map((id) => `/api/imoveis/${id}`) },
      alvo: 0.25,
    },
    { nome: 'dashboard (admin)', caminho: sempre('/api/dashboard'), auth },
    // The server-rendered public pages (issue 38): rendered once per URL and kept until a write.
    {
      nome: 'SSR /imoveis',
      caminho: () => paginasListagem[n++ % paginasListagem.length],
      wrk: { caminhos: paginasListagem },
      alvo: 0.2,
      p99Max: 25,
    },
    {
      nome: 'SSR página do imóvel',
      caminho: () => paginasImovel[n++ % paginasImovel.length],
      wrk: { caminhos: paginasImovel },
      alvo: 0.2,
      p99Max: 25,
    },
    {
      // A URL never asked before on each request (a campaign link's tag: the listing's API read
      // stays cached), so each is a cold render: React and compression. One connection, so the
      // latency is the render's own time, not a queue.
      nome: 'SSR frio (1 con.)',
      conexoes: 1,
      aquecimento: 10,
      caminho: () => `/imoveis?utm_source=${n++}`,
      wrk: { prefixo: '/imoveis?utm_source=', sufixo: '' },
      p50Max: 5,
    },
  ];

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
