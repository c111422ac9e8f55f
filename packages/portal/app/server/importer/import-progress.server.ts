/** One data-format file read by the importer: its name, the rows it held and how long it took. */
export interface FileProgress {
  file: string;
  rows: number;
  ms: number;
}

const count = (value: number) => Math.round(value).toLocaleString('en-US');
const seconds = (ms: number) => (ms / 1000).toFixed(1);
// A file read within the timer's resolution still gets a finite rate.
const perSecond = (rows: number, ms: number) => `${count((rows * 1000) / Math.max(ms, 0.2))} rows/s`;

/**
 * The line `npm run import` prints as each file is read and checked (nothing is written yet: a refused
 * import writes none of them).
 *
 * @example
 * fileProgressLine({ file: 'serials.ndjson', rows: 15000, ms: 3000 });
 * // 'serials.ndjson: checked 15,000 rows in 3.0 s (5,000 rows/s)'
 */
export function fileProgressLine({ file, rows, ms }: FileProgress): string {
  return `${file}: checked ${count(rows)} ${rows === 1 ? 'row' : 'rows'} in ${seconds(ms)} s (${perSecond(rows, ms)})`;
}

/**
 * The last line of a successful `npm run import`.
 *
 * @example
 * importSummaryLine({ folder: '/imports/2026-11', files: 18, rows: 40000, documents: 52, ms: 12500 });
 * // 'Imported /imports/2026-11: 18 files, 40,000 rows and 52 documents in 12.5 s (3,200 rows/s).'
 */
export function importSummaryLine(summary: {
  folder: string;
  files: number;
  rows: number;
  documents: number;
  ms: number;
}): string {
  const { folder, files, rows, documents, ms } = summary;
  return (
    `Imported ${folder}: ${count(files)} files, ${count(rows)} rows and ${count(documents)} documents ` +
    `in ${seconds(ms)} s (${perSecond(rows, ms)}).`
  );
}
