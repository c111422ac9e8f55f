/**
 * A bundler plugin in the shape Vite, Rolldown and Rollup share: a name and a `transform` hook.
 *
 * @example
 * const plugin: TransformPlugin = radixTreeShaking();
 */
export interface TransformPlugin {
  readonly name: string;
  transform(code: string, id: string): { code: string; map: null } | null;
}

// Radix's builds keep function names with esbuild's helper, which every module declares as this arrow.
const NAME_HELPER = /\bvar __name = \(target, value\) =>/;
const RADIX_MODULE = /[\\/]node_modules[\\/](?:@radix-ui[\\/]|radix-ui[\\/])/;

/**
 * Lets the bundler drop the Radix code an app does not use. Radix's modules name their functions and
 * classes with a `__name(fn, "name")` call at the top level; a bundler cannot know that call is free of
 * side effects, so it keeps every sub-component and helper a module defines, used or not (the
 * DataTable's menus pay 3.5 KB gzipped for them). This plugin marks Radix's `__name` helper
 * `@__NO_SIDE_EFFECTS__`, so a call whose result is unused goes with the code it names. It touches Radix's
 * modules only: Radix reads no function's `name` (its components carry a `displayName`, which stays).
 *
 * @example
 * // vite.config.ts
 * import { radixTreeShaking } from '@rigready/ui/bundler';
 * export default defineConfig({ plugins: [radixTreeShaking()] });
 */
export function radixTreeShaking(): TransformPlugin {
  return {
    name: 'rigready:radix-tree-shaking',
    transform(code, id) {
      if (!RADIX_MODULE.test(id) || !NAME_HELPER.test(code)) return null;
      // The comment adds characters within one line, so the module's line mappings stay as they were.
      return {
        code: code.replace(NAME_HELPER, 'var __name = /* @__NO_SIDE_EFFECTS__ */ (target, value) =>'),
        map: null,
      };
    },
  };
}
