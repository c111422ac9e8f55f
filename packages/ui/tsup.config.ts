import { defineConfig } from 'tsup';

// tsup emits the JavaScript and the stylesheet; declarations come from TypeScript 7's `tsc -b`.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    styles: 'src/styles/index.css',
    bundler: 'src/bundler/radix-tree-shaking.ts',
  },
  format: ['esm'],
  target: 'es2023',
  platform: 'browser',
  sourcemap: true,
  clean: true,
  dts: false,
  treeshake: true,
  external: ['react', 'react-dom', '@rigready/core'],
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
});
