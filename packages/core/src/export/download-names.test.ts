import { describe, expect, it } from 'vitest';
import { CSV_MIME_TYPE, EXCEL_TALLY_CSV_NAME, INVENTORY_TALLY_CSV_NAME } from './download-names.js';

describe('CSV download names', () => {
  it("are the spec's two file names", () => {
    expect(INVENTORY_TALLY_CSV_NAME).toBe('InventoryTally.csv');
    expect(EXCEL_TALLY_CSV_NAME).toBe('ExcelTally.csv');
  });

  it('go with a UTF-8 CSV media type', () => {
    expect(CSV_MIME_TYPE).toBe('text/csv;charset=utf-8');
  });
});
