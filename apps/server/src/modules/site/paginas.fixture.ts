import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModuloSsr } from '@morada/domain';
import { Hono } from 'hono';
import { servirSpa } from '../../static';
import { paginasDoSite, type OpcoesPaginas } from './paginas';

// The site's server entry straight from its sources (the suites run before the build). A path in
// a variable: Vitest compiles the site's TSX, while the server's typecheck (no DOM) stays out of it.
const ENTRADA_DO_SITE = fileURLToPath(new URL('../../../../site/src/entry-server.tsx', import.meta.url));
export const carregar = () => import(/* @vite-ignore */ ENTRADA_DO_SITE) as Promise<ModuloSsr>;
export const BASE = 'https://www.morada.test';

/** The shell Vite builds: title and description to replace, the root to fill, one page chunk. */
export const criarShellDoSite = (): string => {
  const dist = mkdtempSync(join(tmpdir(), 'morada-ssr-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-1.css'), 'body{color:red}');
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Shell</title>
    <meta
      name="description"
      content="descrição do shell"
    />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`,
  );
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      'src/app/routes/imovel.tsx': { file: 'assets/imovel-1.js', imports: ['_react.js', '_galeria.js'] },
      '_galeria.js': { file: 'assets/galeria-1.js' },
    }),
  );
  return dist;
};

/**
 * The site served over `app` (one process) with `cache`, as the server mounts it, over the shell in
 * `dist`; `aoRenderizar` runs on every render, so a test tells a kept page from a new render.
 */
export const servirSiteContando = (
  app: Hono,
  dist: string,
  cache: OpcoesPaginas['cache'],
  aoRenderizar: () => void,
) => {
  const s = new Hono();
  s.route('/', app);
  servirSpa(
    s,
    '',
    dist,
    'O site',
    paginasDoSite({
      dist,
      carregar: async () => {
        const m = await carregar();
        return {
          ...m,
          renderizar: (pedido) => {
            aoRenderizar();
            return m.renderizar(pedido);
          },
        } satisfies ModuloSsr;
      },
      base: BASE,
      api: (caminho, init) => Promise.resolve(app.request(caminho, init)),
      cache,
    }),
  );
  return s;
};
