import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles } from './import-circles.js';
import { sourceFiles, sourceImports } from './source-imports.js';

const REPOSITORY = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Every place of the repository that holds source code, tests and tools included. */
const PLACES = [
  'packages/core/src',
  'packages/ui/src',
  'packages/elements/src',
  'packages/portal/app',
  'packages/portal/entries',
  'packages/portal/scripts',
  'packages/portal/tests',
  'packages/portal/bench',
  'packages/portal/server.ts',
  'scripts',
];

describe('import circles of the repository', () => {
  it('should find a circle of two files, and one of three', () => {
    expect(
      importCircles([
        { from: 'a.ts', to: 'b.ts', typeOnly: false },
        { from: 'b.ts', to: 'a.ts', typeOnly: true },
        { from: 'b.ts', to: 'c.ts', typeOnly: false },
        { from: 'd.ts', to: 'e.ts', typeOnly: false },
        { from: 'e.ts', to: 'f.ts', typeOnly: true },
        { from: 'f.ts', to: 'd.ts', typeOnly: false },
      ]),
    ).toEqual([
      ['a.ts', 'b.ts'],
      ['d.ts', 'e.ts', 'f.ts'],
    ]);
  });

  it('should have no file in an import circle, type imports included', () => {
    const files = sourceFiles(REPOSITORY, PLACES);
    expect(files.length).toBeGreaterThan(1000);
    expect(importCircles(sourceImports(REPOSITORY, files))).toEqual([]);
  });
});
