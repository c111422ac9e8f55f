import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type InlineConfig } from 'vite';

const BENCH = import.meta.dirname;
const REACT = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];

function baseConfig(root: string, outDir: string, coreFromSource = false): InlineConfig {
  return {
    // core's dist is one bundled module, so an app cannot drop the parts it does not use (its zod schemas);
    // from source, its per-file modules and `sideEffects: false` let the bundler keep only what is used.
    resolve: coreFromSource ? { alias: { '@rigready/core': join(BENCH, '../../core/src/index.ts') } } : {},
    configFile: false,
    logLevel: 'warn',
    root,
    base: './',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    oxc: { jsx: { runtime: 'automatic' } },
    build: { outDir, emptyOutDir: true, minify: true, target: 'es2023', reportCompressedSize: false },
  };
}

/**
 * Builds the two benchmark apps (ours and AG Grid's) as production bundles into `outDir`/apps.
 */
export async function buildApps(outDir: string): Promise<string> {
  const appsDir = join(outDir, 'apps');
  const config = baseConfig(join(BENCH, 'apps'), appsDir);
  await build({
    ...config,
    build: {
      ...config.build,
      rolldownOptions: {
        input: {
          ours: join(BENCH, 'apps/ours/index.html'),
          'ag-grid': join(BENCH, 'apps/ag-grid/index.html'),
        },
      },
    },
  });
  return appsDir;
}

function gzippedSize(dir: string): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const path = join(dir, name);
    if (!statSync(path).isFile() || !/\.(js|css)$/.test(name)) continue;
    const content = readFileSync(path);
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
}

/**
 * Builds an app that uses the DataTable alone and one that uses AG Grid with the benchmark's modules,
 * React left out of both, and returns each one's minified JS + CSS size, raw and gzipped.
 */
export async function measureBundleSizes(
  outDir: string,
): Promise<Record<'ours' | 'oursCoreFromSource' | 'agGrid', { raw: number; gzip: number }>> {
  const sizes = {} as Record<'ours' | 'oursCoreFromSource' | 'agGrid', { raw: number; gzip: number }>;
  for (const [name, entry, coreFromSource] of [
    ['ours', 'size/ours.tsx', false],
    ['oursCoreFromSource', 'size/ours.tsx', true],
    ['agGrid', 'size/ag-grid.tsx', false],
  ] as const) {
    const dir = join(outDir, `size-${name}`);
    const config = baseConfig(BENCH, dir, coreFromSource);
    await build({
      ...config,
      build: {
        ...config.build,
        cssCodeSplit: false,
        rolldownOptions: { input: join(BENCH, entry), external: REACT },
      },
    });
    sizes[name] = gzippedSize(dir);
  }
  return sizes;
}
