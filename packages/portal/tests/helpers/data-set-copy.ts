import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A copy of a fixture data set that a test may change, file by file. */
export interface DataSetCopy {
  folder: string;
  /** The rows of an .ndjson file, parsed. */
  readLines(file: string): Record<string, unknown>[];
  /** Replaces an .ndjson file with these rows. */
  writeLines(file: string, rows: readonly Record<string, unknown>[]): void;
  /** Replaces a .json file with this value. */
  writeJson(file: string, value: unknown): void;
  /** Writes manifest.json listing every data file as it is now (rows, SHA-256), with this snapshot. */
  writeManifest(snapshot?: Record<string, 'all' | string[]>): void;
}

/** The rows a data file holds: lines of NDJSON, elements of a JSON array, entries of certificates.json. */
function rowsOf(text: string, file: string): number {
  if (file.endsWith('.ndjson')) return text.split('\n').filter((line) => line.trim() !== '').length;
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.length : Object.keys(value as object).length;
}

/**
 * Copies a fixture data set into a temporary folder, so a test can change a row and import it again.
 *
 * @example
 * const copy = copyDataSet(FIXTURES.twoCustomers);
 * copy.writeLines('serials.ndjson', copy.readLines('serials.ndjson').slice(1));
 */
export function copyDataSet(source: string): DataSetCopy {
  const folder = mkdtempSync(join(tmpdir(), 'rigready-data-set-'));
  cpSync(source, folder, { recursive: true });
  return {
    folder,
    readLines: (file) =>
      readFileSync(join(folder, file), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    writeLines: (file, rows) =>
      writeFileSync(join(folder, file), `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`),
    writeJson: (file, value) => writeFileSync(join(folder, file), JSON.stringify(value, null, 2)),
    writeManifest: (snapshot) => {
      const files: Record<string, { rows: number; sha256: string }> = {};
      for (const file of readdirSync(folder).filter(
        (name) => /\.(nd)?json$/.test(name) && name !== 'manifest.json',
      )) {
        const text = readFileSync(join(folder, file), 'utf8');
        files[file] = { rows: rowsOf(text, file), sha256: createHash('sha256').update(text).digest('hex') };
      }
      writeFileSync(
        join(folder, 'manifest.json'),
        JSON.stringify({ files, ...(snapshot ? { snapshot } : {}) }),
      );
    },
  };
}
