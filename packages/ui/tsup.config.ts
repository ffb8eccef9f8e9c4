import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { defineConfig } from 'tsup';

// The published build (the workspace itself reads src/ through the "source" export condition).
// One entry per widget and view so consumers of the published package only pull what they import.
const entriesOf = (dir: string) =>
  existsSync(`src/${dir}`)
    ? Object.fromEntries(
        readdirSync(`src/${dir}`, { withFileTypes: true })
          .filter((d) => d.isDirectory() && existsSync(`src/${dir}/${d.name}/index.ts`))
          .map((d) => [`${dir}/${d.name}/index`, `src/${dir}/${d.name}/index.ts`]),
      )
    : {};

/**
 * tsc keeps the sources' extensionless relative specifiers ('./button'), which Node's ESM
 * resolution (TypeScript's node16/nodenext) cannot follow; point them at the emitted files.
 */
const specifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;
const withExtension = (file: string, spec: string) => {
  if (/\.(js|css|json)$/.test(spec)) return spec;
  const target = resolve(dirname(file), spec);
  if (existsSync(`${target}.d.ts`)) return `${spec}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${spec}/index.js`;
  return spec;
};
const fixDeclarations = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) fixDeclarations(file);
    else if (name.endsWith('.d.ts')) {
      const text = readFileSync(file, 'utf8');
      const fixed = text.replace(
        specifier,
        (_, head, q, spec) => `${head}${q}${withExtension(file, spec)}${q}`,
      );
      if (fixed !== text) writeFileSync(file, fixed);
    }
  }
};

export default defineConfig({
  entry: { index: 'src/index.ts', ...entriesOf('components'), ...entriesOf('views') },
  format: ['esm'],
  // Declarations come from `tsc -p tsconfig.build.json` (tsup's dts worker runs out of memory on
  // this many entries); they mirror src/, matching the entry layout.
  dts: false,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // dependencies and peerDependencies (@morada/domain included, subpaths too) stay imports.
  external: ['react', 'react-dom', 'react/jsx-runtime', 'radix-ui', /^@radix-ui\//, /^@morada\/domain/],
  onSuccess: async () => {
    execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
    fixDeclarations('dist');
  },
});
