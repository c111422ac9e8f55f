import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
  };
}
