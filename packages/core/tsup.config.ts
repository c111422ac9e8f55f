import { defineConfig } from 'tsup';

// tsup emits the JavaScript; declarations come from TypeScript 7's own `tsc -b` (it has no JS API for tsup).
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2023',
  platform: 'neutral',
  sourcemap: true,
  clean: true,
  dts: false,
  treeshake: true,
});
