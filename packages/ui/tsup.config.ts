import { readdirSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { defineConfig } from 'tsup';

const SOURCE_FILES = readdirSync('src', { recursive: true }) as string[];
// Tests, stories and what only they use.
const NOT_SHIPPED = /\.(test|stories|fixtures)\.tsx?$|(^|\/)test-support\/|(^|\/)story-[\w-]+\.tsx?$/;

// Each component's own stylesheet, published flat as `@rigready/ui/<component directory>.css`, so a tool that
// embeds one component loads only its CSS. The sheets hold no `@import`s: the bundled `styles.css` keeps
// one copy of each in its order, and the README lists the sheets a component needs.
const componentSheets = Object.fromEntries(
  SOURCE_FILES.filter((file) => file.endsWith('.css') && !file.startsWith('styles/')).map((file) => [
    `css/${basename(dirname(file))}`,
    `src/${file}`,
  ]),
);

export default defineConfig([
  // One module per source file (no bundling), as core ships: an app's bundler then drops every module the
  // components it imports do not reach (`sideEffects` lists only CSS), top-level code of other components
  // included, which it cannot do inside one bundled file. tsup emits the JavaScript; declarations come from
  // TypeScript 7's `tsc -b`. The stylesheets, built by the second config, survive this one's cleaning.
  {
    entry: SOURCE_FILES.filter((file) => /\.tsx?$/.test(file) && !NOT_SHIPPED.test(file)).map(
      (file) => `src/${file}`,
    ),
    bundle: false,
    format: ['esm'],
    target: 'es2023',
    platform: 'browser',
    sourcemap: true,
    clean: ['!styles.css*', '!css/**'],
    dts: false,
    esbuildOptions(options) {
      options.jsx = 'automatic';
    },
  },
  {
    entry: { styles: 'src/styles/index.css', 'css/tokens': 'src/styles/tokens.css', ...componentSheets },
    format: ['esm'],
    sourcemap: true,
    clean: false,
  },
]);
