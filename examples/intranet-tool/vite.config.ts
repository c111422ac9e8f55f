import { radixTreeShaking } from '@rigready/ui/bundler';
import { defineConfig } from 'vite';

// No React plugin: Vite's own transform compiles JSX with React's automatic runtime.
export default defineConfig({
  // Drops the Radix code the kit's menus and dialogs do not use (see @rigready/ui's README).
  plugins: [radixTreeShaking()],
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // React, the DataTable and the RackGrid make one ~600 kB chunk; a one-screen tool gains nothing by splitting.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      onwarn(warning, warn) {
        // Radix marks its modules "use client" for React Server Components; a client-only bundle ignores it.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
