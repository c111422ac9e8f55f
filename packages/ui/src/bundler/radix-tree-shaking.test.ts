// @vitest-environment node
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { radixTreeShaking } from './radix-tree-shaking.js';

const HELPER = 'var __name = (target, value) => __defProp(target, "name", { value, configurable: true });';
const RADIX_ID =
  '/app/node_modules/.pnpm/@radix-ui+react-demo@1.0.0/node_modules/@radix-ui/react-demo/dist/index.mjs';
// A Radix-built module: two named functions, of which the app imports one.
const RADIX_MODULE = `var __defProp = Object.defineProperty;
${HELPER}
function used() { return 'USED'; }
__name(used, "used");
function unused() { return 'UNUSED'; }
__name(unused, "unused");
export { used, unused };
`;

async function bundle(plugins: ReturnType<typeof radixTreeShaking>[]): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'virtual-modules',
        resolveId: (id) => (id === 'entry' || id === '@radix-ui/react-demo' ? `\0${id}` : null),
        load: (id) =>
          id === '\0entry'
            ? "import { used } from '@radix-ui/react-demo'; console.log(used());"
            : id === '\0@radix-ui/react-demo'
              ? RADIX_MODULE
              : null,
      },
      // The virtual module stands at a Radix path for the plugin under test.
      {
        name: 'radix-path',
        transform(code, id) {
          return id === '\0@radix-ui/react-demo' ? (plugins[0]?.transform(code, RADIX_ID) ?? null) : null;
        },
      },
    ],
    build: { write: false, minify: false, rolldownOptions: { input: 'entry' } },
  })) as Rolldown.RolldownOutput;
  return output.output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('');
}

describe('radixTreeShaking', () => {
  const plugin = radixTreeShaking();

  it("marks the name helper of a Radix module free of side effects, in npm's and pnpm's layouts", () => {
    for (const id of [
      RADIX_ID,
      '/app/node_modules/@radix-ui/react-menu/dist/index.mjs',
      'C:\\app\\node_modules\\radix-ui\\dist\\index.mjs',
    ]) {
      expect(plugin.transform(RADIX_MODULE, id)?.code).toContain(
        'var __name = /* @__NO_SIDE_EFFECTS__ */ (target, value) =>',
      );
    }
  });

  it('leaves other modules and Radix modules without the helper alone', () => {
    expect(plugin.transform(RADIX_MODULE, '/app/src/menu.ts')).toBeNull();
    expect(plugin.transform(RADIX_MODULE, '/app/node_modules/left-pad/index.mjs')).toBeNull();
    expect(plugin.transform('export const a = 1;', RADIX_ID)).toBeNull();
  });

  it('lets the bundler drop a named function the app does not import, and keeps the one it does', async () => {
    const without = await bundle([]);
    const withPlugin = await bundle([plugin]);
    expect(without).toContain('UNUSED');
    expect(withPlugin).not.toContain('UNUSED');
    expect(withPlugin).toContain('USED');
  });
});
