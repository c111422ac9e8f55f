// Someone who clones the repository has nothing beside it: no tracked file (doc, comment, script, config)
// may send the reader to a path that resolves outside the repository, to the specification's folder or
// files that lie beside the clone on the machines that built it, or to a folder of one machine. A relative
// path is resolved from the file that names it, so the bench's own folder of shared modules passes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
// Lock files and images hold no prose; generated API reports only repeat the sources.
const SKIPPED = /(^|\/)pnpm-lock\.yaml$|\.(png|jpe?g|gif|webp|ico|pdf|xlsx|woff2?|ttf|zip|gz|sqlite)$/i;

/** `../` chains, in links, code spans, strings and plain text alike. */
const RELATIVE = /(?<![\w.\-/])((?:\.\.\/)+)([\w@.-]+(?:\/[\w@.-]+)*)?/g;
/** Folders that only exist on one machine: work trees, home folders. */
const MACHINE = /(?<![\w.\-\\/:])\/(?:work|home|root|Users)\/[\w.-]+/g;
/** The specification's folder and files, which sit beside the clone only where the portal was built. */
const SPECIFICATION = /\bshared\/(?:spec|design|tools)\b|\bdata-format\.md\b|\bportal-spec-part\d/g;
const THIS_FILE = 'scripts/repository-stands-alone.test.ts';

/** Every path in one file's text that leaves the repository, as `file:line: path`. */
function pathsOutside(name: string, text: string): string[] {
  const found: string[] = [];
  const folder = resolve(ROOT, dirname(name));
  for (const [index, line] of text.split('\n').entries()) {
    for (const match of line.matchAll(RELATIVE)) {
      const target = resolve(folder, match[0]);
      if (target !== ROOT && !target.startsWith(ROOT + sep)) found.push(`${name}:${index + 1}: ${match[0]}`);
    }
    for (const pattern of [MACHINE, SPECIFICATION])
      for (const match of line.matchAll(pattern)) found.push(`${name}:${index + 1}: ${match[0]}`);
  }
  return found;
}

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((name) => name !== '' && name !== THIS_FILE && !SKIPPED.test(name));

// The samples are built from parts, so that `git grep` for the sibling folder or a machine's folders does
// not find this file.
const UP = '../';
const SIBLING = `${UP}shared`;

describe('paths that leave the repository', () => {
  test.each([
    ['README.md', `see \`${SIBLING}/spec/data-format.md\``],
    ['packages/portal/scripts/demo-data/README.md', `[contract](${UP.repeat(4)}${SIBLING}/spec/x.md)`],
    ['packages/core/docs/rules.md', `Every rule of the spec (/${'work'}/shared/spec) lives here`],
    ['packages/ui/scripts/screenshots.ts', ' *   /home/ci/portal/node_modules/.bin/tsx screenshots.ts'],
    [
      'packages/portal/app/server/importer/import-folder.server.ts',
      ' * Imports a folder (data-format.md): checks',
    ],
  ])('are found in %s', (name, line) => {
    expect(pathsOutside(name, line)).not.toEqual([]);
  });

  test.each([
    ['packages/ui/bench/apps/ag-grid/main.tsx', `import { X } from '${SIBLING}/ag-grid-modules.js';`],
    ['docs/importing.md', '[decision 032](decisions/032-imports.md) and [the README](../README.md)'],
    ['packages/portal/tests/browser/a.e2e.ts', 'await page.waitForURL(/\\/home/);'],
    ['packages/portal/app/routes.ts', "route('/home/:section', 'home.tsx'), https://example.com/home/x"],
  ])('are not found in %s when the path stays inside', (name, line) => {
    expect(pathsOutside(name, line)).toEqual([]);
  });

  test('are named by no tracked file', () => {
    expect(tracked.length).toBeGreaterThan(1000);
    const found = tracked.flatMap((name) => {
      const text = readFileSync(resolve(ROOT, name), 'utf8');
      return text.includes('\0') ? [] : pathsOutside(relative(ROOT, resolve(ROOT, name)), text);
    });
    expect(found).toEqual([]);
  });
});
