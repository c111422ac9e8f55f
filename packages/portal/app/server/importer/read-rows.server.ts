import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** A parsed row with its 1-based position (array index, or line number in NDJSON), or why it is unusable. */
export type SourceRow = { row: number; value: unknown } | { row: number; error: string };

/** The file an entity was found in, or why it cannot be read. */
export type SourceFile = { name: string; path: string } | { name: string; error: string } | null;

/**
 * Finds `<entity>.json` or `<entity>.ndjson` in a data-set folder. Absent means no rows (null); both
 * present is an error, because either could be the intended one.
 *
 * @example
 * locateEntityFile('/imports/2026-05', 'serials'); // { name: 'serials.ndjson', path: '…/serials.ndjson' }
 */
export function locateEntityFile(folder: string, entity: string): SourceFile {
  const json = `${entity}.json`;
  const ndjson = `${entity}.ndjson`;
  const hasJson = existsSync(join(folder, json));
  const hasNdjson = existsSync(join(folder, ndjson));
  if (hasJson && hasNdjson) return { name: json, error: `both ${json} and ${ndjson} exist; keep one` };
  if (hasJson) return { name: json, path: join(folder, json) };
  if (hasNdjson) return { name: ndjson, path: join(folder, ndjson) };
  return null;
}

/**
 * Reads the rows of a .json (array) or .ndjson file. NDJSON is streamed line by line, so a file of
 * hundreds of thousands of rows never sits in memory whole; blank lines are skipped.
 *
 * @example
 * for await (const source of readRows('/imports/serials.ndjson')) console.log(source.row);
 */
export async function* readRows(path: string): AsyncGenerator<SourceRow> {
  if (path.endsWith('.ndjson')) {
    const lines = createInterface({
      input: createReadStream(path, 'utf8'),
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    let row = 0;
    for await (const line of lines) {
      row += 1;
      if (line.trim() === '') continue;
      try {
        yield { row, value: JSON.parse(line) };
      } catch (error) {
        yield { row, error: `not valid JSON (${(error as Error).message})` };
      }
    }
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    yield { row: 0, error: `not valid JSON (${(error as Error).message})` };
    return;
  }
  if (!Array.isArray(parsed)) {
    yield { row: 0, error: 'must hold a JSON array of objects' };
    return;
  }
  for (const [index, value] of parsed.entries()) yield { row: index + 1, value };
}
