import { defineConfig } from 'tsup';

// The published build (the workspace itself reads src/ through the "source" export condition).
// One entry per export; code shared between them lands in chunk-*.js files, which package.json
// lists under "sideEffects" because the zod pt-BR error map (shared/erro-zod) is installed there.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    api: 'src/api/index.ts',
    'auth.schema': 'src/auth/auth.schema.ts',
    'contato.schema': 'src/contato/contato.schema.ts',
  },
  format: ['esm'],
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  tsconfig: 'tsconfig.build.json',
});
