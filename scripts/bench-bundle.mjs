#!/usr/bin/env node
/**
 * Public site bundle budget (DESIGN §9): gzip size of the JS a visitor downloads before any
 * interaction, per public route. Reads apps/site/dist/.vite/manifest.json (build.manifest) and
 * follows each entry's static imports; lazy route chunks count for the route that loads them.
 * It also reads the CONTENTS of those chunks: no chart library and no admin code (admin API
 * calls, the property form builder, admin screens) may reach a public route.
 * Usage: npm run build -w @morada/site && npm run bench:bundle  (exit 1 when over budget or when
 * admin/chart code is found)
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.env.MORADA_SITE_DIST ?? join(import.meta.dirname, '..', 'apps', 'site', 'dist');
// Issue 12: at most 100 KB gzip of JavaScript before interaction on each public route.
const ORCAMENTO_KB = 100;
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
const gzipKB = (arquivo) => gzipSync(readFileSync(join(DIST, arquivo)), { level: 9 }).length / 1024;

const entrada = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entrada) throw new Error('manifest sem entrada');
const inicial = fechamento(entrada);

const ROTAS = {
  '/': 'src/app/routes/home.tsx',
  '/sobre': 'src/app/routes/sobre.tsx',
  '/imoveis': 'src/app/routes/imoveis.tsx',
  '/imoveis/:id': 'src/app/routes/imovel.tsx',
  '/contato': 'src/app/routes/contato.tsx',
  '/login': 'src/app/routes/login.tsx',
  '/locatario': 'src/app/routes/locatario.tsx',
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
  // The tenant area (no budget) may read the whole catalogue; the public routes may not.
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
for (const [rota, modulo] of Object.entries(ROTAS)) {
  const chunks = new Set(inicial);
  if (manifest[modulo]) for (const c of fechamento(modulo)) chunks.add(c);
  const arquivos = [...chunks].map((c) => manifest[c]?.file).filter((f) => f?.endsWith('.js'));
  const total = arquivos.reduce((s, f) => s + gzipKB(f), 0);
  const publica = rota !== '/locatario';
  const proibido = [...new Set(proibidosEm(arquivos, publica))];
  // The tenant area has no size budget, but admin code has no business there either.
  if ((publica && total > ORCAMENTO_KB) || proibido.length) excedeu = true;
  linhas.push({
    rota,
    chunks: arquivos.length,
    'gzip KB': total.toFixed(1),
    orçamento: publica ? `${ORCAMENTO_KB}` : '-',
    proibidos: proibido.join('; ') || '-',
  });
}
console.log(`Entrada: ${manifest[entrada].file} (${gzipKB(manifest[entrada].file).toFixed(1)} KB gzip)`);
console.table(linhas);
const css = [...inicial].flatMap((c) => manifest[c]?.css ?? []);
for (const f of new Set(css)) console.log(`CSS ${f}: ${gzipKB(f).toFixed(1)} KB gzip`);
if (excedeu) {
  console.error(
    `Acima do orçamento de ${ORCAMENTO_KB} KB gzip em rota pública, ou código admin/gráficos em algum chunk do site.`,
  );
  process.exit(1);
}
