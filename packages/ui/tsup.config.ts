import { copyFileSync, mkdirSync, readdirSync, existsSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per widget and view so consumers of the published package only pull what they import.
const entriesOf = (dir: string) =>
  existsSync(`src/${dir}`)
    ? Object.fromEntries(
        readdirSync(`src/${dir}`, { withFileTypes: true })
          .filter((d) => d.isDirectory() && existsSync(`src/${dir}/${d.name}/index.ts`))
          .map((d) => [`${dir}/${d.name}/index`, `src/${dir}/${d.name}/index.ts`]),
      )
    : {};

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
  external: ['react', 'react-dom', 'react/jsx-runtime', 'radix-ui', /^@radix-ui\//, '@morada/domain'],
  onSuccess: async () => {
    mkdirSync('dist', { recursive: true });
    copyFileSync('src/styles.css', 'dist/styles.css');
  },
});
