import { defineConfig } from 'tsup';

/**
 * One ESM bundle per entry; native/driver packages (SQLite, PostgreSQL, sharp's libvips) stay in
 * node_modules, workspace code is inlined.
 */
export default defineConfig({
  entry: ['src/index.ts', 'src/create-admin.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  external: ['better-sqlite3', 'pg', 'sharp'],
  noExternal: ['@morada/domain'],
  // @morada/domain is bundled from its TypeScript sources (the "source" export condition), so the
  // server build needs no build of the package first.
  esbuildOptions(options) {
    options.conditions = ['source', 'module', 'import', 'default'];
  },
});
