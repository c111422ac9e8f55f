import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { contractTables } from '../db/contract-tables.server.js';
import type { ImportProblem } from './import-problem.server.js';

/** The file a data set may carry to describe itself. */
export const MANIFEST_FILE = 'manifest.json';

/** Every entity a data set may hold a file of, by file name without extension. */
const ENTITY_NAMES: readonly string[] = [...Object.keys(contractTables), 'users'];

/** Entities no customer owns (and customers themselves): a snapshot of them covers all customers or none. */
const ALL_CUSTOMERS_ONLY = new Set([
  'customers',
  ...Object.entries(contractTables).flatMap(([name, table]) => (table.owner === 'provider' ? [name] : [])),
]);

const sha256 = z.string().regex(/^[0-9a-f]{64}$/i, 'must be 64 hexadecimal digits');

const manifestSchema = z.object({
  files: z.record(
    z.string(),
    z.object({ rows: z.number().int().nonnegative(), sha256 }),
    'must map each file of the data set to { rows, sha256 }',
  ),
  snapshot: z
    .record(
      z.string(),
      z.union([z.literal('all'), z.array(z.string().min(1)).min(1)], {
        message: 'must be "all" or a list of customer names',
      }),
    )
    .optional(),
});

/** A snapshot's reach for one entity: every customer's rows, or those of the named customers. */
export type SnapshotScope = 'all' | readonly string[];

/** A data set's manifest.json, checked. */
export interface Manifest {
  files: Record<string, { rows: number; sha256: string }>;
  /** The entities the data set holds completely, and for whom: rows of them missing from it are deleted. */
  snapshot: Record<string, SnapshotScope>;
}

/** The data files of a folder: every `<entity>.json`/`.ndjson` and certificates.json (documents/ aside). */
export function dataFiles(folder: string): string[] {
  const names = new Set([
    ...ENTITY_NAMES.flatMap((name) => [`${name}.json`, `${name}.ndjson`]),
    'certificates.json',
  ]);
  return readdirSync(folder).filter((name) => names.has(name));
}

export async function fileSha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const problem = (file: string, field: string, reason: string): ImportProblem => ({
  file,
  row: 0,
  field,
  reason,
});

/**
 * Reads and checks a data set's manifest.json, if it has one: its shape, its snapshot declarations, and
 * that the files are exactly those it lists (none missing, none extra) with the SHA-256 it gives. Row
 * counts are compared while the rows are read. Null without a manifest (an import as without snapshots).
 *
 * @example
 * const read = await readManifest('/imports/2026-11');
 * if (read && 'problems' in read) console.error(read.problems);
 */
export async function readManifest(
  folder: string,
): Promise<{ manifest: Manifest } | { problems: ImportProblem[] } | null> {
  const path = join(folder, MANIFEST_FILE);
  if (!existsSync(path)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    return { problems: [problem(MANIFEST_FILE, '(file)', `not valid JSON (${(error as Error).message})`)] };
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((issue) =>
        problem(
          MANIFEST_FILE,
          issue.path.length > 0 ? issue.path.map(String).join('.') : '(file)',
          issue.message,
        ),
      ),
    };
  }
  const manifest: Manifest = { files: parsed.data.files, snapshot: parsed.data.snapshot ?? {} };
  const problems: ImportProblem[] = [];
  const present = new Set(dataFiles(folder));
  for (const [entity, scope] of Object.entries(manifest.snapshot)) {
    if (!ENTITY_NAMES.includes(entity)) {
      problems.push(
        problem(MANIFEST_FILE, `snapshot.${entity}`, `no such entity; one of ${ENTITY_NAMES.join(', ')}`),
      );
    } else if (scope !== 'all' && ALL_CUSTOMERS_ONLY.has(entity)) {
      problems.push(
        problem(MANIFEST_FILE, `snapshot.${entity}`, 'can only be "all": no customer owns it alone'),
      );
    } else if (!present.has(`${entity}.json`) && !present.has(`${entity}.ndjson`)) {
      const reason = `the data set has no ${entity} file; a snapshot of none is an empty file`;
      problems.push(problem(MANIFEST_FILE, `snapshot.${entity}`, reason));
    }
  }
  for (const file of present)
    if (!(file in manifest.files))
      problems.push(problem(file, '(file)', `is not listed in ${MANIFEST_FILE}`));
  for (const [file, expected] of Object.entries(manifest.files)) {
    if (!present.has(file)) {
      problems.push(problem(file, '(file)', `is listed in ${MANIFEST_FILE} but not in the data set`));
      continue;
    }
    const actual = await fileSha256(join(folder, file));
    if (actual !== expected.sha256.toLowerCase()) {
      const reason = `SHA-256 is ${actual}, ${MANIFEST_FILE} says ${expected.sha256} (the file is incomplete or changed)`;
      problems.push(problem(file, '(file)', reason));
    }
  }
  return problems.length > 0 ? { problems } : { manifest };
}
