import { radixTreeShaking } from '@rigready/ui/bundler';
import { defineConfig } from 'vite';

// One file per format, everything inside (React, the kit, core): a page loads one script and nothing
// else. `es` for `<script type="module">`, `iife` (a classic script) for hosts without modules.
export default defineConfig({
  plugins: [radixTreeShaking()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    sourcemap: true,
    lib: {
      entry: 'src/index.ts',
      name: 'RigreadyElements',
      formats: ['es', 'iife'],
      fileName: (format) => (format === 'es' ? 'rigready-elements.js' : 'rigready-elements.iife.js'),
    },
    minify: true,
    rolldownOptions: {
      output: { codeSplitting: false, minify: true },
      // Radix marks its modules "use client" for React Server Components; a page script has no server part.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
