#!/usr/bin/env node
// The public site's budgets (issue 12), measured and printed side by side with the budget:
//  - Lighthouse mobile (simulated slow 4G, 4× CPU) performance on /, /imoveis and a property page:
//    3 runs per route, the median; budget 100;
//  - LCP on the same profile (median), budget < 1.5 s;
//  - JavaScript before interaction: every script the page loads until Lighthouse's trace ends,
//    counted gzip (level 9) from the served files; budget ≤ 100 KB per route;
//  - beside it, what the first interaction costs (the page's app loads then): the scripts a
//    key press brings, gzip, and the time from the press to React owning the page (Chromium
//    driven by Playwright, no throttling: this machine's own speed);
//  - a WhatsApp-style fetch of a property URL (no JavaScript) finds title, description, image and
//    price in the HTML.
// Starts the production build on a free loopback port with a throwaway demo agency and runs
// Lighthouse 12 (fetched by npx) with Debian's Chromium.
// Usage: npm run build && npm run bench:site  [--runs=N] [--detalhes]
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium as playwrightChromium } from '@playwright/test';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const DETALHES = args.includes('--detalhes');
const ORCAMENTO = { performance: 100, lcpMs: 1500, jsKB: 100 };

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
    PUBLIC_URL: base,
    SGS_URL: 'http://127.0.0.1:9',
    CEP_URL: 'http://127.0.0.1:9',
  },
  // The server's own errors reach the console (a crash would otherwise read as a network error).
  stdio: ['ignore', 'ignore', 'inherit'],
});

/**
 * fetch with one retry: between Lighthouse runs the server closes idle keep-alive sockets, and
 * Node's fetch may reuse one just as it closes ('other side closed').
 */
const buscar = async (url, init) => {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
};

const mediana = (xs) => {
  const o = [...xs].sort((a, b) => a - b);
  return o[Math.floor(o.length / 2)];
};

/** One Lighthouse run (mobile defaults) → the report; a run that fails (Chrome did not start) is repeated once. */
const lighthouse = (url, tentativa = 1) => {
  const out = join(dataDir, 'lh.json');
  try {
    executarLighthouse(url, out);
  } catch (e) {
    if (tentativa > 1) throw e;
    return lighthouse(url, tentativa + 1);
  }
  return JSON.parse(readFileSync(out, 'utf8'));
};

const executarLighthouse = (url, out) =>
  execFileSync(
    'npx',
    [
      '-y',
      'lighthouse@12',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking',
    ],
    { env: { ...process.env, CHROME_PATH: chromium }, stdio: 'ignore' },
  );

/** gzip -9 KB of the served files at these URLs (what a browser without brotli downloads). */
const gzipKB = async (urls) => {
  let bytes = 0;
  for (const url of urls)
    bytes += gzipSync(Buffer.from(await (await buscar(url)).arrayBuffer()), { level: 9 }).length;
  return bytes / 1024;
};

/** Every script the page loaded in Lighthouse's trace. */
const jsDaPagina = async (relatorio) => {
  const scripts = relatorio.audits['network-requests'].details.items.filter(
    (i) => i.resourceType === 'Script' && i.url.startsWith(base),
  );
  if (DETALHES) console.log(scripts.map((s) => `  ${s.url.slice(base.length)}`).join('\n'));
  return { kb: await gzipKB(scripts.map((s) => s.url)), arquivos: scripts.length };
};

/** The first interaction on the page: the scripts it loads (gzip KB) and ms until hydrated. */
const primeiraInteracao = async (navegador, url) => {
  const pagina = await navegador.newPage();
  const scripts = [];
  pagina.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await pagina.goto(url, { waitUntil: 'networkidle' });
  const inicio = performance.now();
  await pagina.keyboard.press('Shift');
  await pagina.waitForFunction(() => document.documentElement.hasAttribute('data-hidratado'));
  const ms = performance.now() - inicio;
  await pagina.close();
  return { kb: await gzipKB(scripts), ms };
};

/** What WhatsApp's crawler reads: the HTML only, no script run. */
const previaWhatsApp = async (url) => {
  const html = await (await buscar(url, { headers: { 'User-Agent': 'WhatsApp/2.24.1.78 A' } })).text();
  const meta = (p) => new RegExp(`<meta (?:name|property)="${p}" content="([^"]*)"`).exec(html)?.[1];
  const achados = {
    título: meta('og:title'),
    descrição: meta('og:description'),
    imagem: meta('og:image'),
    preço: meta('product:price:amount'),
  };
  // WhatsApp shows no preview for an image above about 300 KB: fetch it as the crawler would.
  const foto = achados.imagem ? await buscar(base + new URL(achados.imagem).pathname) : undefined;
  const kb = foto?.ok ? (await foto.arrayBuffer()).byteLength / 1024 : 0;
  achados['imagem (tipo, tamanho)'] = foto?.ok
    ? `${foto.headers.get('content-type')}, ${meta('og:image:width')}×${meta('og:image:height')}, ${kb.toFixed(0)} KB`
    : undefined;
  return {
    achados,
    ok: Object.values(achados).every(Boolean) && /R\$ [\d.]+,\d{2}/.test(achados.título ?? '') && kb < 300,
  };
};

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (i > 150) throw new Error('servidor não iniciou');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  // A running server is warm: one request of each kind first, so no run pays for the first import.
  for (const rota of ['/', '/imoveis']) await (await buscar(base + rota)).text();
  const [primeiro] = await (await buscar(`${base}/api/imoveis?limite=1`)).json();
  // The property's canonical address (the server redirects the bare id there).
  const detalhe = new URL(
    (await buscar(`${base}/imoveis/${primeiro.id}`, { redirect: 'manual' })).headers.get('location'),
    base,
  ).pathname;
  const linhas = [];
  let falhou = false;
  const navegador = await playwrightChromium.launch({
    executablePath: chromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  for (const rota of ['/', '/imoveis', detalhe]) {
    const relatorios = [];
    for (let n = 0; n < RUNS; n++) relatorios.push(lighthouse(base + rota));
    const perf = mediana(relatorios.map((r) => Math.round(r.categories.performance.score * 100)));
    const lcp = mediana(relatorios.map((r) => r.audits['largest-contentful-paint'].numericValue));
    const tbt = mediana(relatorios.map((r) => r.audits['total-blocking-time'].numericValue));
    const cls = mediana(relatorios.map((r) => r.audits['cumulative-layout-shift'].numericValue));
    const outras = Object.values(relatorios[0].categories)
      .filter((c) => c.id !== 'performance')
      .map((c) => `${c.id} ${Math.round(c.score * 100)}`)
      .join(' · ');
    const js = await jsDaPagina(relatorios[0]);
    const interacao = await primeiraInteracao(navegador, base + rota);
    const ok = perf >= ORCAMENTO.performance && lcp < ORCAMENTO.lcpMs && js.kb <= ORCAMENTO.jsKB;
    if (!ok) falhou = true;
    linhas.push({
      rota: rota.length > 40 ? `${rota.slice(0, 37)}…` : rota,
      'performance (orç. 100)': perf,
      'LCP s (orç. < 1,5)': (lcp / 1000).toFixed(2),
      'JS KB gzip (orç. ≤ 100)': `${js.kb.toFixed(1)} (${js.arquivos})`,
      'TBT ms': Math.round(tbt),
      'JS na 1ª interação KB': interacao.kb.toFixed(1),
      'até hidratar ms': Math.round(interacao.ms),
      CLS: cls.toFixed(3),
      outras,
      ok: ok ? 'sim' : 'NÃO',
    });
    if (DETALHES) {
      const r = relatorios[0];
      const lcpEl = r.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
      console.log(`\n${rota}: elemento LCP ${lcpEl?.nodeLabel ?? '?'} — ${lcpEl?.snippet ?? ''}`);
      for (const a of Object.values(r.audits).filter(
        (a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0,
      ))
        console.log(`  ${a.title}: ${Math.round(a.details.overallSavingsMs)} ms`);
      for (const f of ['first-contentful-paint', 'speed-index', 'interactive'])
        console.log(`  ${f}: ${r.audits[f].displayValue}`);
      // What makes up the Total Blocking Time: the main thread's long tasks, and per script the
      // time spent evaluating and compiling it.
      for (const t of r.audits['long-tasks']?.details?.items ?? [])
        console.log(`  tarefa longa ${Math.round(t.duration)} ms em ${Math.round(t.startTime)} ms: ${t.url}`);
      for (const b of (r.audits['bootup-time']?.details?.items ?? []).slice(0, 5))
        console.log(
          `  ${b.url.replace(base, '')}: execução ${Math.round(b.scripting)} ms, compilação ${Math.round(b.scriptParseCompile)} ms`,
        );
    }
  }
  await navegador.close();
  console.log(`\nLighthouse mobile, ${RUNS} execuções por rota (mediana):`);
  console.table(linhas);
  const previa = await previaWhatsApp(base + detalhe);
  if (!previa.ok) falhou = true;
  console.log(`Prévia do WhatsApp (sem JS) de ${detalhe}: ${previa.ok ? 'completa' : 'INCOMPLETA'}`);
  console.table(previa.achados);
  process.exitCode = falhou ? 1 : 0;
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
