import { describe, expect, it } from 'vitest';
import { CSV_LINE_END, CSV_SEPARATOR_LINE, csvField, csvLine, csvRow } from './csv-format.js';

describe('CSV format constants', () => {
  it("use Excel's comma separator hint and CRLF line ends", () => {
    expect(CSV_SEPARATOR_LINE).toBe('sep=,');
    expect(CSV_LINE_END).toBe('\r\n');
  });
});

describe('csvField', () => {
  it('quotes every value', () => {
    expect(csvField('550DP.12')).toBe('"550DP.12"');
    expect(csvField(19.5)).toBe('"19.5"');
    expect(csvField(0)).toBe('"0"');
    expect(csvField(true)).toBe('"true"');
  });

  it('replaces every comma with a dot', () => {
    expect(csvField('Stavanger, Norway, Europe')).toBe('"Stavanger. Norway. Europe"');
    expect(csvField(',')).toBe('"."');
  });

  it('doubles double quotes', () => {
    expect(csvField('5 1/2" FH')).toBe('"5 1/2"" FH"');
    expect(csvField('"')).toBe('""""');
  });

  it('replaces commas and escapes quotes in one value', () => {
    expect(csvField('6 5/8", REG')).toBe('"6 5/8"". REG"');
  });

  it('writes null, undefined and the empty string as an empty quoted value', () => {
    expect(csvField(null)).toBe('""');
    expect(csvField(undefined)).toBe('""');
    expect(csvField('')).toBe('""');
  });

  it('keeps line breaks and semicolons inside the quotes', () => {
    expect(csvField('line 1\nline 2; more')).toBe('"line 1\nline 2; more"');
  });

  it('writes dates as ISO text', () => {
    expect(csvField(new Date(Date.UTC(2024, 2, 1)))).toBe('"2024-03-01T00:00:00.000Z"');
  });
});

describe('csvLine', () => {
  it('joins the fields with commas and ends the line', () => {
    expect(csvLine(['550DP.12', 19.5, null])).toBe('"550DP.12","19.5",""\r\n');
  });

  it('writes an empty line for no values', () => {
    expect(csvLine([])).toBe('\r\n');
  });
});

describe('csvRow', () => {
  it('reads each cell with its accessor and joins the fields without a line ending', () => {
    const row = { Item_No: '550DP.12', Connection: 'NC50, box', Weight: 19.5 };
    expect(csvRow(row, [(r) => r.Item_No, (r) => r.Connection, (r) => r.Weight])).toBe(
      '"550DP.12","NC50. box","19.5"',
    );
  });

  it('writes an empty line for no accessors', () => {
    expect(csvRow({}, [])).toBe('');
  });
});
