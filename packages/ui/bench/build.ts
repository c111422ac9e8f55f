import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';
import { radixTreeShaking } from '../src/bundler/radix-tree-shaking.ts';

const BENCH = import.meta.dirname;
const REACT = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'];

// Core is used as published (its dist, one module per source file), as an app would get it.
// BENCH_NO_MINIFY=1 keeps names readable for a profile.
function baseConfig(root: string, outDir: string): InlineConfig {
  return {
    configFile: false,
    // Errors only: Radix's 'use client' directives would fill the report with warnings.
    logLevel: 'error',
    root,
    base: './',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      outDir,
      emptyOutDir: true,
      minify: process.env.BENCH_NO_MINIFY !== '1',
      target: 'es2023',
      reportCompressedSize: false,
    },
  };
}

/**
 * Builds the kit as it is published (`pnpm run build`: its dist, one module per source file, and its
 * stylesheets), which the benchmark apps and the size apps import, so the figures are of what an app gets.
 */
export function buildKit(): void {
  // Its file-by-file log stays out of the report; a failed build throws with it.
  execFileSync('pnpm', ['run', '--silent', 'build'], { cwd: join(BENCH, '..'), stdio: 'pipe' });
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

/** Raw and gzipped bytes. */
export interface Size {
  raw: number;
  gzip: number;
}

/** What an app loads before its first render (`initial`) and what it loads later on demand (`lazy`). */
export interface AppSize {
  initial: Size;
  lazy: Size;
}

function sizeOf(paths: readonly string[]): Size {
  let raw = 0;
  let gzip = 0;
  for (const path of paths) {
    const content = readFileSync(path);
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
}

// The entry chunk and every chunk it imports statically are loaded up front, as is the one stylesheet
// (cssCodeSplit off); chunks reached only through a dynamic import() are loaded on demand.
function initialChunks(bundle: Rolldown.OutputBundle): Set<string> {
  const initial = new Set<string>();
  const visit = (fileName: string) => {
    if (initial.has(fileName)) return;
    initial.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
  };
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.isEntry) visit(output.fileName);
  }
  return initial;
}

/** An app whose bundle is measured: its entry in `bench/size` and the bundler plugins it builds with. */
interface SizeApp {
  readonly entry: string;
  readonly plugins?: readonly Plugin[];
}

/**
 * The apps whose bundles are measured: the DataTable alone as a default build makes it, and as it is built
 * with the kit's `radixTreeShaking` plugin; AG Grid with the benchmark's modules and with the modules for
 * the DataTable's other features.
 */
export const SIZE_APPS = {
  ours: { entry: 'size/ours.tsx' },
  oursRadixTreeShaken: { entry: 'size/ours.tsx', plugins: [radixTreeShaking()] },
  agGrid: { entry: 'size/ag-grid.tsx' },
  agGridFeatures: { entry: 'size/ag-grid-features.tsx' },
} as const satisfies Record<string, SizeApp>;

/**
 * Builds each of {@link SIZE_APPS}, React left out of all, and returns each one's minified JS + CSS size,
 * raw and gzipped, split into what the app loads up front and what it loads on demand (the DataTable's
 * menus).
 */
export async function measureBundleSizes(outDir: string): Promise<Record<keyof typeof SIZE_APPS, AppSize>> {
  const sizes = {} as Record<keyof typeof SIZE_APPS, AppSize>;
  for (const [name, app] of Object.entries(SIZE_APPS) as [keyof typeof SIZE_APPS, SizeApp][]) {
    const dir = join(outDir, `size-${name}`);
    const config = baseConfig(BENCH, dir);
    let initial = new Set<string>();
    await build({
      ...config,
      plugins: [
        ...(app.plugins ?? []),
        {
          name: 'initial-chunks',
          generateBundle(_options, bundle) {
            initial = initialChunks(bundle);
          },
        },
      ],
      build: {
        ...config.build,
        cssCodeSplit: false,
        rolldownOptions: { input: join(BENCH, app.entry), external: REACT },
      },
    });
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter(
      (file) => statSync(join(dir, file)).isFile() && /\.(js|css)$/.test(file),
    );
    const loadedFirst = (file: string) => file.endsWith('.css') || initial.has(file);
    sizes[name] = {
      initial: sizeOf(files.filter(loadedFirst).map((file) => join(dir, file))),
      lazy: sizeOf(files.filter((file) => !loadedFirst(file)).map((file) => join(dir, file))),
    };
  }
  return sizes;
}
