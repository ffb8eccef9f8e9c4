#!/usr/bin/env node
// Can an app outside the workspace use the published @morada/ui and @morada/domain?
// Builds both packages, packs them (npm pack) into a temporary folder outside the repository,
// creates a throwaway Vite + React 19 + Tailwind v4 app there, installs the two tarballs plus
// react, react-dom, vite, @vitejs/plugin-react, tailwindcss and @tailwindcss/vite from the npm
// registry (same versions as this repository's node_modules; the registry is the only network
// use), builds it with `vite build`, then:
//   - renders Button (from '@morada/ui' and '@morada/ui/button') and formatBRL (from
//     '@morada/domain') with react-dom/server in plain Node: the packed ESM, exports and
//     dependencies resolve without the workspace;
//   - checks the built CSS holds the Button's utility classes: the README's
//     `@import "@morada/ui/styles.css"` + `@source` setup generates them.
// Exits non-zero on the first failure. Usage: node scripts/check-pacotes.mjs [--manter] (keeps the
// temporary folder for inspection).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const manter = process.argv.includes('--manter');
const inicio = Date.now();
const dir = mkdtempSync(join(tmpdir(), 'morada-pacotes-'));
const app = join(dir, 'app');

const falhar = (msg) => {
  console.error(`✗ ${msg}`);
  console.error(`  (pasta temporária mantida: ${dir})`);
  process.exit(1);
};
const ok = (msg) => console.log(`✓ ${msg}`);

const rodar = (cmd, args, cwd, { silencioso = false } = {}) => {
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    stdio: silencioso ? 'pipe' : ['ignore', 'inherit', 'inherit'],
    // The throwaway app must not inherit the workspace's npm settings.
    env: { ...process.env, npm_config_workspace: '', npm_config_workspaces: '' },
  });
  if (r.status !== 0) {
    if (silencioso) console.error(r.stdout, r.stderr);
    falhar(`${cmd} ${args.join(' ')} (em ${cwd}) saiu com ${r.status}`);
  }
  return r.stdout ?? '';
};

const versao = (pkg) =>
  JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;

// 1. Build both packages (turbo caches an unchanged build).
console.log('━━ build de @morada/domain e @morada/ui ━━');
rodar(
  'npx',
  ['turbo', 'run', 'build', '--filter=@morada/domain', '--filter=@morada/ui', '--output-logs=errors-only'],
  root,
);

// 2. Pack them outside the repository; a tarball holds only the built files.
const pacotes = {};
for (const [nome, pasta] of [
  ['@morada/domain', 'packages/domain'],
  ['@morada/ui', 'packages/ui'],
]) {
  const saida = rodar('npm', ['pack', '--json', '--pack-destination', dir], join(root, pasta), {
    silencioso: true,
  });
  const [info] = JSON.parse(saida.slice(saida.indexOf('[')));
  const fontes = info.files.map((f) => f.path).filter((p) => /^src\/.*\.tsx?$/.test(p));
  if (fontes.length) falhar(`${nome}: o pacote leva fontes TypeScript (${fontes.slice(0, 3).join(', ')}…)`);
  if (!info.files.some((f) => f.path === 'dist/index.js')) falhar(`${nome}: o pacote não tem dist/index.js`);
  if (!info.files.some((f) => f.path === 'README.md')) falhar(`${nome}: o pacote não tem README.md`);
  pacotes[nome] = `file:${join(dir, info.filename)}`;
  ok(`${nome}: ${info.filename} (${info.entryCount} arquivos, ${Math.round(info.size / 1024)} KB)`);
}

// 3. The packages' metadata: publint (exports, files; its warnings about the workspace-only
// `source` condition, whose src/ is not published, are expected) and Are the Types Wrong (types
// and ESM resolve for node16 and bundlers; ESM-only, so CommonJS `require` is out of scope).
for (const pasta of ['packages/domain', 'packages/ui']) rodar('npx', ['publint', pasta], root);
for (const [nome, spec] of Object.entries(pacotes)) {
  const extra =
    nome === '@morada/ui'
      ? ['--exclude-entrypoints', 'styles.css', '--include-entrypoints', 'button', 'field', 'views/login']
      : [];
  rodar(
    'npx',
    ['attw', spec.slice('file:'.length), '--profile', 'esm-only', '--format', 'table-flipped', ...extra],
    root,
    { silencioso: true },
  );
}
ok('publint e attw (--profile esm-only): sem erros');

// 4. A throwaway Vite + React + Tailwind v4 app, set up as the packages' READMEs say.
mkdirSync(join(app, 'src'), { recursive: true });
const escrever = (arquivo, texto) => writeFileSync(join(app, arquivo), texto);
escrever(
  'package.json',
  JSON.stringify(
    {
      name: 'app-externo',
      private: true,
      type: 'module',
      dependencies: {
        ...pacotes,
        react: versao('react'),
        'react-dom': versao('react-dom'),
      },
      devDependencies: {
        vite: versao('vite'),
        '@vitejs/plugin-react': versao('@vitejs/plugin-react'),
        tailwindcss: versao('tailwindcss'),
        '@tailwindcss/vite': versao('@tailwindcss/vite'),
      },
      // @morada/ui depends on @morada/domain 0.1.0: use the packed one, never the registry's.
      overrides: { '@morada/domain': '$@morada/domain' },
    },
    null,
    2,
  ),
);
escrever(
  'vite.config.js',
  `import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react(), tailwindcss()] });
`,
);
escrever(
  'index.html',
  `<!doctype html>
<html lang="pt-BR">
  <head><meta charset="UTF-8" /><title>App externo</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
);
escrever(
  'src/styles.css',
  `@import 'tailwindcss';
@import '@morada/ui/styles.css';
@source '../node_modules/@morada/ui/dist';
`,
);
// The app's own code names no utility class, so the Button's classes in the CSS come from @source.
escrever(
  'src/main.tsx',
  `import { createRoot } from 'react-dom/client';
import { formatBRL } from '@morada/domain';
import { Button } from '@morada/ui/button';
import './styles.css';

createRoot(document.getElementById('root')!).render(<Button>Pagar {formatBRL(1234.5)}</Button>);
`,
);
escrever(
  'render.mjs',
  `import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { formatBRL } from '@morada/domain';
import { loginSchema } from '@morada/domain/auth.schema';
import { Button } from '@morada/ui';
import { Button as ButtonSubpath } from '@morada/ui/button';

if (ButtonSubpath !== Button) throw new Error('@morada/ui e @morada/ui/button exportam Buttons diferentes');
if (loginSchema.safeParse({}).success) throw new Error('loginSchema aceitou um objeto vazio');
process.stdout.write(renderToString(createElement(Button, null, 'Pagar ' + formatBRL(1234.5))));
`,
);

// 5. Install from the tarballs and the registry.
console.log(`━━ npm install no app externo (${app}) ━━`);
rodar('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--no-package-lock'], app);
ok('instalação: os dois pacotes e suas dependências resolvem fora do workspace');

// 6. Build the app.
rodar('npx', ['vite', 'build', '--logLevel', 'warn'], app);
const assets = join(app, 'dist', 'assets');
const css = readdirSync(assets)
  .filter((f) => f.endsWith('.css'))
  .map((f) => readFileSync(join(assets, f), 'utf8'))
  .join('\n');
for (const classe of ['.bg-primary', '.text-primary-foreground', '.rounded-md', '.h-10']) {
  if (!css.includes(classe))
    falhar(`o CSS do app não tem ${classe} (o @source do README não gerou as classes do Button)`);
}
if (!css.includes('--color-primary')) falhar('o CSS do app não tem os tokens de @morada/ui/styles.css');
ok('vite build: CSS com os tokens de @morada/ui/styles.css e as classes do Button (@source)');

// 7. Render in plain Node from the installed packages.
const html = rodar('node', ['render.mjs'], app, { silencioso: true });
if (!/<button[^>]*data-slot="button"[^>]*>Pagar R\$ 1\.234,50<\/button>/.test(html)) {
  falhar(`o Button renderizado não é o esperado: ${html}`);
}
if (!html.includes('bg-primary')) falhar(`o Button renderizado não tem suas classes: ${html}`);
ok(`render no Node (ESM, exports, dependências): ${html}`);

if (!manter) rmSync(dir, { recursive: true, force: true });
console.log(`\npacotes publicáveis: ok (${Math.round((Date.now() - inicio) / 1000)} s)`);
