import { defineConfig } from 'vite';

// The server's own entry points, compiled to build/bin/ beside React Router's build so plain `node` runs them
// (no tsx at run time). Packages stay imports of node_modules: the deploy folder installs them.
export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'build/bin',
    emptyOutDir: true,
    target: 'node24',
    rollupOptions: {
      input: { server: 'server.ts', import: 'scripts/import.ts', backup: 'scripts/backup.ts', admin: 'scripts/admin.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
