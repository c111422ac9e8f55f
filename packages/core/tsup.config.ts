import { defineConfig } from 'tsup';

// One module per source file (no bundling), so an app's bundler keeps only the modules it imports:
// `sideEffects: false` lets it drop a whole unused file, zod schemas included, which it cannot do
// inside one bundled file (a top-level `z.object(...)` call is not known to be pure).
// tsup emits the JavaScript; declarations come from TypeScript 7's own `tsc -b` (it has no JS API for tsup).
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.bench.ts', '!src/**/test-support/**'],
  bundle: false,
  format: ['esm'],
  target: 'es2023',
  platform: 'neutral',
  sourcemap: true,
  clean: true,
  dts: false,
});
