import { createReadStream, existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

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

/** The longest NDJSON line read: a row is a few kilobytes, and a line is held whole while it is read. */
export const MAX_LINE_BYTES = 1024 * 1024;

const NEWLINE = 0x0a;

/**
 * The lines of a file (without `\n` or `\r\n`), or null in place of a line longer than
 * {@link MAX_LINE_BYTES}, after which it stops: no more than that is ever held for one line. UTF-8 never
 * has the newline byte inside a character, so lines are cut as bytes.
 */
async function* cappedLines(path: string): AsyncGenerator<string | null> {
  const stream = createReadStream(path);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const text = (parts: Buffer[]) => {
    const line = Buffer.concat(parts).toString('utf8');
    return line.endsWith('\r') ? line.slice(0, -1) : line;
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let start = 0;
      for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
        if (pendingBytes + end - start > MAX_LINE_BYTES) {
          yield null;
          return;
        }
        yield text([...pending, chunk.subarray(start, end)]);
        pending = [];
        pendingBytes = 0;
        start = end + 1;
      }
      pending.push(chunk.subarray(start));
      pendingBytes += chunk.length - start;
      if (pendingBytes > MAX_LINE_BYTES) {
        yield null;
        return;
      }
    }
    if (pendingBytes > 0) yield text(pending);
  } finally {
    stream.destroy();
  }
}

/**
 * Reads the rows of a .json (array) or .ndjson file. NDJSON is streamed line by line, so a file of
 * hundreds of thousands of rows never sits in memory whole; blank lines are skipped, and a line longer
 * than {@link MAX_LINE_BYTES} is a problem that ends the file's reading.
 *
 * @example
 * for await (const source of readRows('/imports/serials.ndjson')) console.log(source.row);
 */
export async function* readRows(path: string): AsyncGenerator<SourceRow> {
  if (path.endsWith('.ndjson')) {
    let row = 0;
    for await (const line of cappedLines(path)) {
      row += 1;
      if (line === null) {
        const reason = `the line is longer than ${MAX_LINE_BYTES} bytes; a row is a few kilobytes, so the file is read no further`;
        yield { row, error: reason };
        return;
      }
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
