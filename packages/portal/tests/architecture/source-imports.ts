import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** One import of a source file that names another file of the tree by a relative path. */
export interface SourceImport {
  /** The importing file, from the tree's root, e.g. `app/server/db/database.server.ts`. */
  from: string;
  /** The imported file, from the tree's root, with its real extension. */
  to: string;
  /** Whether the import brings in types alone (`import type`, or every name marked `type`): no code runs. */
  typeOnly: boolean;
}

const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;
const SKIPPED = /(?:^|\/)(?:node_modules|build|dist|storybook-static|\.react-router|\.toolchain)(?:\/|$)/;

/**
 * The source files under `places` (folders or single files, from `root`), tests included, as paths from
 * `root`; generated and installed folders are left out.
 *
 * @example
 * sourceFiles(PORTAL, ['app', 'server.ts']); // ['app/root.tsx', ..., 'server.ts']
 */
export function sourceFiles(root: string, places: readonly string[]): string[] {
  return places.flatMap((place) => {
    const path = join(root, place);
    if (!existsSync(path)) return [];
    if (statSync(path).isFile()) return [place];
    return readdirSync(path, { recursive: true, encoding: 'utf8' })
      .map((name) => join(place, name).split('\\').join('/'))
      .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts') && !SKIPPED.test(file));
  });
}

// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`; group 1 is what is imported.
const STATEMENT =
  /(?:^|[;\n])\s*(?:import|export)\s+([^;'"]*?)\s*from\s*['"](\.{1,2}\/[^'"]+)['"]|(?:^|[;\n])\s*import\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function isTypeOnly(clause: string): boolean {
  if (/^type\s/.test(clause)) return true;
  const names = clause.match(/^\{([^}]*)\}$/)?.[1];
  return names?.split(',').every((name) => /^\s*(?:type\s|$)/.test(name)) ?? false;
}

function resolveSpecifier(files: ReadonlySet<string>, from: string, specifier: string): string | null {
  const stem = join(dirname(from), specifier).split('\\').join('/');
  const bare = stem.replace(/\.(?:js|mjs)$/, '');
  const candidates = [
    stem,
    `${bare}.ts`,
    `${bare}.tsx`,
    `${bare}.mts`,
    `${bare}/index.ts`,
    `${bare}/index.tsx`,
  ];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/**
 * Every relative import among `files` (paths from `root`) that lands on one of them.
 *
 * @example
 * sourceImports(PORTAL, ['app/root.tsx', 'app/shared/root-data.ts']);
 * // [{ from: 'app/root.tsx', to: 'app/shared/root-data.ts', typeOnly: true }]
 */
export function sourceImports(root: string, files: readonly string[]): SourceImport[] {
  const known = new Set(files);
  return files.flatMap((from) => {
    const text = readFileSync(resolve(root, from), 'utf8');
    return [...text.matchAll(STATEMENT)].flatMap((match) => {
      const clause = match[1];
      const specifier = match[2] ?? match[3] ?? match[4] ?? '';
      const to = resolveSpecifier(known, from, specifier);
      if (to === null) return [];
      return [{ from, to, typeOnly: clause !== undefined && isTypeOnly(clause.trim()) }];
    });
  });
}
