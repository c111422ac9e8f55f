// Runs after `react-router build` and before the precompression: bundles app/service-worker/sw.ts into
// build/client/sw.js and writes into it the list of the client build's files to precache. It is a step of
// its own, not a Vite plugin of the framework build, because React Router writes its route manifest
// (assets/manifest-<hash>.js, which the worker must precache) after the plugins have run. See docs/decisions/059-service-worker-beside-the-framework-build.md.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

const PORTAL = join(import.meta.dirname, '..');
const CLIENT = join(PORTAL, 'build', 'client');
const BUNDLED = join(PORTAL, 'build', 'service-worker');

// The largest files of the client build are the scanner's QR decoder (ZXing compiled to WebAssembly, about
// 1 MB) and the entry chunk (about 210 KB); a file above this would be left out of the precache with a
// warning, which fails the build below rather than a field page offline.
const LARGEST_PRECACHED_BYTES = 3 * 1024 * 1024;

await build({
  configFile: false,
  root: PORTAL,
  publicDir: false,
  logLevel: 'warn',
  mode: 'production',
  // Workbox logs what it does unless the bundle says it is a production one.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: BUNDLED,
    emptyOutDir: true,
    minify: true,
    target: 'es2022',
    lib: {
      entry: join(PORTAL, 'app', 'service-worker', 'sw.ts'),
      formats: ['iife'],
      name: 'rigreadyServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});

const { count, size, warnings } = await injectManifest({
  swSrc: join(BUNDLED, 'sw.js'),
  swDest: join(CLIENT, 'sw.js'),
  globDirectory: CLIENT,
  // The pages themselves (HTML) are never precached: they are private and made per request. The .wasm is
  // the scanner's decoder where the browser has no BarcodeDetector: scanning works offline too.
  globPatterns: ['**/*.{js,css,woff2,png,svg,webmanifest,wasm}'],
  globIgnores: ['sw.js', '**/*.br', '**/*.gz'],
  // Fingerprinted files need no revision of their own: their name changes with their content.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: LARGEST_PRECACHED_BYTES,
});
await rm(BUNDLED, { recursive: true, force: true });
if (warnings.length > 0) throw new Error(`[rigready] the service worker's precache:\n${warnings.join('\n')}`);
console.log(
  `[rigready] wrote build/client/sw.js, precaching ${count} files (${Math.round(size / 1024)} KiB)`,
);
