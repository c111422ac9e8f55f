import { describe, expect, it } from 'vitest';
import { fileProgressLine, importSummaryLine } from './import-progress.server.js';

describe('import progress lines', () => {
  it('should name the file, the rows checked (not yet written: a refused import writes none), the time and the rate', () => {
    expect(fileProgressLine({ file: 'serials.ndjson', rows: 15_000, ms: 3000 })).toBe(
      'serials.ndjson: checked 15,000 rows in 3.0 s (5,000 rows/s)',
    );
    expect(fileProgressLine({ file: 'customers.json', rows: 1, ms: 0.2 })).toBe(
      'customers.json: checked 1 row in 0.0 s (5,000 rows/s)',
    );
  });

  it('should sum up files, rows, documents and the rate of the whole import', () => {
    expect(
      importSummaryLine({ folder: '/imports/2026-11', files: 18, rows: 40_000, documents: 52, ms: 12_500 }),
    ).toBe('Imported /imports/2026-11: 18 files, 40,000 rows and 52 documents in 12.5 s (3,200 rows/s).');
  });
});
