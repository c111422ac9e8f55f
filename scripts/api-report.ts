import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The published packages whose public surface is recorded, by folder under packages/. */
export const API_REPORT_PACKAGES = ['core', 'ui'] as const;
type ReportedPackage = (typeof API_REPORT_PACKAGES)[number];

const UPDATE_COMMAND = 'pnpm build:packages && node scripts/api-report.ts --update';

interface Entry {
  subpath: string;
  types: string;
  import: string;
}

/** Where a package's report lives. */
export function apiReportPath(name: ReportedPackage): string {
  return join(ROOT, 'packages', name, 'api-report.md');
}

// The JavaScript entries of package.json's `exports` (stylesheets and package.json carry no names).
function entriesOf(packageDir: string): Entry[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { types?: string; import?: string }>;
  };
  return Object.entries(manifest.exports).flatMap(([subpath, target]) =>
    typeof target === 'object' && target.types && target.import
      ? [{ subpath, types: target.types, import: target.import }]
      : [],
  );
}

// Names the declaration file exports as types only: `export type { A }`, `export { type A }`,
// `export interface A`, `export type A =`. Re-exports with `export *` would hide names, so they are refused.
function typeOnlyNames(declarations: string, file: string): Set<string> {
  if (/^export \*/m.test(declarations)) throw new Error(`${file}: \`export *\` hides the names it exports`);
  const names = new Set<string>();
  for (const [, typeKeyword, list] of declarations.matchAll(/^export (type )?\{([^}]*)\}/gm)) {
    for (const item of (list as string).split(',')) {
      const spec = item.trim();
      if (!spec) continue;
      const exported = spec
        .replace(/^type /, '')
        .split(/ as /)
        .pop() as string;
      if (typeKeyword || spec.startsWith('type ')) names.add(exported);
    }
  }
  for (const [, name] of declarations.matchAll(/^export (?:declare )?(?:interface|type) (\w+)/gm)) {
    names.add(name as string);
  }
  return names;
}

function kindOf(value: unknown): string {
  if (typeof value === 'function') {
    return /^class\b/.test(Function.prototype.toString.call(value)) ? 'class' : 'function';
  }
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value;
}

/**
 * The report of one package: for each entry of its `exports`, every exported name with its kind (a
 * value's runtime kind, or `type`), sorted, read from the built dist as an app receives it.
 */
export async function renderApiReport(name: ReportedPackage): Promise<string> {
  const packageDir = join(ROOT, 'packages', name);
  const lines = [
    `# API report of @rigready/${name}`,
    '',
    'The names the package exports, read from its build. `npm test` compares them with this file; after a',
    `change of the public surface, update it with \`${UPDATE_COMMAND}\` and add a changeset.`,
  ];
  for (const entry of entriesOf(packageDir)) {
    const declarationFile = join(packageDir, entry.types);
    const typeNames = typeOnlyNames(readFileSync(declarationFile, 'utf8'), declarationFile);
    const module = (await import(pathToFileURL(join(packageDir, entry.import)).href)) as Record<
      string,
      unknown
    >;
    const rows = new Map<string, string>();
    for (const [exported, value] of Object.entries(module)) rows.set(exported, kindOf(value));
    for (const exported of typeNames) if (!rows.has(exported)) rows.set(exported, 'type');
    const sorted = [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    lines.push(
      '',
      `## \`${entry.subpath}\``,
      '',
      ...sorted.map(([exported, kind]) => `- \`${exported}\` ${kind}`),
    );
  }
  return `${lines.join('\n')}\n`;
}

// The report's rows (`- \`name\` kind` under `## \`entry\``), so Markdown formatting never counts as a change.
export function reportRows(report: string): string[] {
  const rows: string[] = [];
  let entry = '';
  for (const line of report.split('\n')) {
    const heading = line.match(/^## `(.+)`$/);
    if (heading) entry = heading[1] as string;
    const row = line.match(/^- `(.+)` (\w+)$/);
    if (row) rows.push(`${entry} ${row[1]} ${row[2]}`);
  }
  return rows;
}

/** Throws, naming what was added and removed, when the built package differs from its checked-in report. */
export async function checkApiReport(name: ReportedPackage): Promise<void> {
  const expected = reportRows(readFileSync(apiReportPath(name), 'utf8'));
  const actual = reportRows(await renderApiReport(name));
  const added = actual.filter((row) => !expected.includes(row));
  const removed = expected.filter((row) => !actual.includes(row));
  if (added.length === 0 && removed.length === 0) return;
  throw new Error(
    [
      `The public API of @rigready/${name} differs from packages/${name}/api-report.md.`,
      ...added.map((row) => `  added:   ${row}`),
      ...removed.map((row) => `  removed: ${row}`),
      `If the change is meant, update the report with \`${UPDATE_COMMAND}\` and add a changeset`,
      '(`pnpm changeset`) that tells embedders what changed.',
    ].join('\n'),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.argv.includes('--update')) {
    console.error('usage: node scripts/api-report.ts --update   (after pnpm build:packages)');
    process.exit(2);
  }
  for (const name of API_REPORT_PACKAGES) {
    writeFileSync(apiReportPath(name), await renderApiReport(name));
    console.log(`wrote packages/${name}/api-report.md`);
  }
}
