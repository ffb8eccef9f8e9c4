// The load bench-api.mjs drives: wrk when installed, else a Node keep-alive client.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';

const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** wrk's duration ("1.23ms", "850.00us", "1.02s") in ms. */
const emMs = (v) => {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(v);
  if (!m) throw new Error(`duração do wrk ilegível: ${v}`);
  return Number(m[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2]];
};

/** C keep-alive connections for SECONDS each scenario; wrk's Lua script goes in dataDir. */
export const criarCarga = ({ C, SECONDS, dataDir }) => {
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

  return { agent, load, loadWrk, aquecer };
};
