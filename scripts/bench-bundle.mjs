#!/usr/bin/env node
/**
 * Site bundle budgets, per route, in gzip KB:
 *  - before interaction (issue 12, ≤ 100 KB): a server-rendered public page runs only its two
 *    inline scripts (the theme and the loader, SCRIPT_TEMA and SCRIPT_CARREGAR_APP) until the
 *    visitor interacts; a client-rendered page (the tenant and owner areas) loads its app at once;
 *  - the app (DESIGN §9, issue 38): the entry, its static imports and the page's chunk, read from
 *    apps/site/dist/.vite/manifest.json (build.manifest), what a public page loads on the first
 *    interaction (≤ 100 KB) and a client-rendered page at once (the tenant and owner areas, the
 *    favourites: ≤ 150 KB). What a page imports dynamically (a dialog on its first opening, a form's
 *    schema on its first submit) is not counted: it loads later, if ever.
 * It also reads the CONTENTS of those chunks: no chart library and no admin code (admin API
 * calls, the property form builder, admin screens) may reach a public route.
 * `e2e/journeys/site-antes-da-interacao.spec.ts` checks in Chromium that a public page asks for no
 * script before the visitor interacts; `bench:site` counts what Lighthouse saw load.
 * Usage: npm run build && npm run bench:bundle  (exit 1 when over budget or when admin/chart code
 * is found)
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SCRIPT_CARREGAR_APP, SCRIPT_TEMA } from '@morada/domain';

const DIST = process.env.MORADA_SITE_DIST ?? join(import.meta.dirname, '..', 'apps', 'site', 'dist');
// Issue 12: at most 100 KB gzip of JavaScript before interaction on each public route; DESIGN §9
// and issue 38: at most 100 KB for the app a public route loads on the first interaction, 150 KB
// for the client-rendered areas (tenant, owner).
const ORCAMENTO_KB = { antes: 100, publica: 100, area: 150 };
const manifestPath = join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`Sem manifest em ${manifestPath}. Rode: npm run build -w @morada/site`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** The chunk plus everything it statically imports (what the browser fetches before running it). */
const fechamento = (chave, vistos = new Set()) => {
  if (vistos.has(chave)) return vistos;
  vistos.add(chave);
  for (const imp of manifest[chave]?.imports ?? []) fechamento(imp, vistos);
  return vistos;
};
const tamanhos = new Map();
/** Each file is compressed once (most chunks are shared by every route): the check stays cheap for CI. */
const gzipKB = (arquivo) => {
  if (!tamanhos.has(arquivo))
    tamanhos.set(arquivo, gzipSync(readFileSync(join(DIST, arquivo)), { level: 9 }).length / 1024);
  return tamanhos.get(arquivo);
};
/** The figure beside its budget: "126.5 / 100 (+26.5)", the sign saying over (+) or under (−). */
const contraOrcamento = (kb, orcamento) => {
  const folga = kb - orcamento;
  return `${kb.toFixed(1)} / ${orcamento} (${folga > 0 ? '+' : '−'}${Math.abs(folga).toFixed(1)})`;
};
/** What a server-rendered page runs before interaction: its inline scripts, nothing fetched. */
const inlineKB = gzipSync(SCRIPT_TEMA + SCRIPT_CARREGAR_APP, { level: 9 }).length / 1024;

const entrada = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entrada) throw new Error('manifest sem entrada');
const inicial = fechamento(entrada);

/**
 * Each route's page chunk and how it starts (PAGINAS in apps/site/src/app/paginas.tsx): 'servidor'
 * pages (the public pages and the login) are server-rendered, hydrated on the first interaction,
 * and held to the before-interaction budget and the public app's; 'cliente' pages (the tenant and
 * owner areas, behind the login, and the visitor's favourites) are the client app, rendered in the
 * browser at once, held to the areas' budget. `area`: a signed-in area, which may read the whole
 * message catalogue.
 */
const ROTAS = {
  '/': { modulo: 'src/app/routes/home.tsx', inicio: 'servidor' },
  '/sobre': { modulo: 'src/app/routes/sobre.tsx', inicio: 'servidor' },
  '/imoveis': { modulo: 'src/app/routes/imoveis.tsx', inicio: 'servidor' },
  '/imoveis/:id': { modulo: 'src/app/routes/imovel.tsx', inicio: 'servidor' },
  '/contato': { modulo: 'src/app/routes/contato.tsx', inicio: 'servidor' },
  '/login': { modulo: 'src/app/routes/login.tsx', inicio: 'servidor' },
  '/favoritos': { modulo: 'src/app/routes/favoritos.tsx', inicio: 'cliente' },
  '/locatario': { modulo: 'src/app/routes/locatario.tsx', inicio: 'cliente', area: true },
  '/proprietario': { modulo: 'src/app/routes/proprietario.tsx', inicio: 'cliente', area: true },
};

/**
 * What public chunks must not contain, by content (file names say nothing after minification): no
 * admin code, and no text of the back office's catalogue (the public pages read MSG_PUBLICO only).
 */
/** A call to an API path, as a bare path ('/contratos…') or a contract route key ('GET /api/contratos…'). */
const api = (caminho) => new RegExp(`[\`'"](?:[A-Z]+ /api)?/${caminho}`);
const PROIBIDOS = [
  ['recharts', /recharts/],
  ['tela admin (data-slot)', /data-slot["'`]?\s*[:=]\s*["'`]admin-/],
  ['API /dashboard', api('dashboard')],
  // The tenant area downloads its own contract's PDF; every other contract route is the back office's.
  ['API /contratos', api('contratos(?!/\\{id\\}/documento\\.pdf)')],
  ['API /juridico', api('juridico')],
  ['API /relatorios', api('relatorios')],
  ['API /usuarios', api('usuarios')],
  ['API /anuncios', api('anuncios')],
  ['API /pagamentos', api('pagamentos/')],
  // The signed-in areas may read the whole catalogue; the public routes may not.
  ['catálogo do back office (MSG)', /Gestão de Imóveis/, 'só nas públicas'],
  ['formulário multipart de imóveis', /fotosParaRemover|caracteristicas\[\]/],
];
const conteudo = new Map();
const ler = (arquivo) => {
  if (!conteudo.has(arquivo)) conteudo.set(arquivo, readFileSync(join(DIST, arquivo), 'utf8'));
  return conteudo.get(arquivo);
};
/** "chunk: what" for every forbidden pattern found in the files. */
const proibidosEm = (arquivos, publica) =>
  arquivos.flatMap((f) =>
    PROIBIDOS.filter(
      ([, re, so]) => (publica || !so) && (re.test(ler(f)) || /recharts|backoffice|admin/i.test(f)),
    ).map(([nome]) => `${f.replace(/^assets\//, '')}: ${nome}`),
  );

let excedeu = false;
const linhas = [];
for (const [rota, { modulo, inicio, area }] of Object.entries(ROTAS)) {
  const chunks = new Set(inicial);
  if (manifest[modulo]) for (const c of fechamento(modulo)) chunks.add(c);
  const arquivos = [...chunks].map((c) => manifest[c]?.file).filter((f) => f?.endsWith('.js'));
  const app = arquivos.reduce((s, f) => s + gzipKB(f), 0);
  const antes = inicio === 'servidor' ? inlineKB : app;
  // Admin code has no business in the signed-in areas either.
  const proibido = [...new Set(proibidosEm(arquivos, !area))];
  const orcamento = inicio === 'servidor' ? ORCAMENTO_KB.publica : ORCAMENTO_KB.area;
  const acima = (inicio === 'servidor' && antes > ORCAMENTO_KB.antes) || app > orcamento;
  if (acima || proibido.length) excedeu = true;
  linhas.push({
    rota,
    início: inicio,
    // A client-rendered page loads its app at once: its figure before interaction is the app's.
    'antes da interação / orçamento':
      inicio === 'servidor' ? contraOrcamento(antes, ORCAMENTO_KB.antes) : '= app',
    'app / orçamento': contraOrcamento(app, orcamento),
    chunks: arquivos.length,
    proibidos: proibido.join('; ') || '-',
    ok: acima || proibido.length ? 'NÃO' : 'sim',
  });
}
console.log(`Entrada: ${manifest[entrada].file} (${gzipKB(manifest[entrada].file).toFixed(1)} KB gzip)`);
// The libraries every route runs (apps/site/vite.config.ts, group 'nucleo'): the floor under each
// route's figure, which no change to the app's own code lowers (docs/decisions/036).
const nucleo = Object.values(manifest).find((c) => c.name === 'nucleo');
if (nucleo)
  console.log(
    `Núcleo (React, react-router, SWR, tailwind-merge), em toda rota: ${nucleo.file} (${gzipKB(nucleo.file).toFixed(1)} KB gzip)`,
  );
console.table(linhas);
const css = [...inicial].flatMap((c) => manifest[c]?.css ?? []);
for (const f of new Set(css)) console.log(`CSS ${f}: ${gzipKB(f).toFixed(1)} KB gzip`);
if (excedeu) {
  console.error(
    `Acima do orçamento (${ORCAMENTO_KB.antes} KB antes da interação; app ≤ ${ORCAMENTO_KB.publica} KB nas rotas públicas, ≤ ${ORCAMENTO_KB.area} KB nas áreas), ou código admin/gráficos em algum chunk do site.`,
  );
  process.exit(1);
}
