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
      // Each command is a small entry that checks the Node version before it loads the command itself (the
      // `-main` file beside it, so import.meta.dirname stays build/bin/).
      input: {
        server: 'entries/server.ts',
        'server-main': 'server.ts',
        import: 'entries/import.ts',
        'import-main': 'scripts/import.ts',
        backup: 'entries/backup.ts',
        'backup-main': 'scripts/backup.ts',
        admin: 'entries/admin.ts',
        'admin-main': 'scripts/admin.ts',
        manifest: 'entries/manifest.ts',
        'manifest-main': 'scripts/manifest.ts',
      },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
