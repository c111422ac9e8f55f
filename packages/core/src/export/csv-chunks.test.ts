import { describe, expect, it } from 'vitest';
import type { TableColumn } from '../search/column.js';
import { csvChunks, csvParts } from './csv-chunks.js';

type Row = { Item_No: string; Connection: string | null; Weight: number };
const columns: TableColumn<Row>[] = [
  { id: 'Item_No', header: 'Item No', accessor: (row) => row.Item_No },
  { id: 'Connection', accessor: (row) => row.Connection },
  { id: 'Weight', header: 'Weight, kg/m', accessor: (row) => row.Weight },
];
const rows: Row[] = [
  { Item_No: '550DP.12', Connection: '5 1/2" FH', Weight: 21.9 },
  { Item_No: '350HW.1', Connection: null, Weight: 25.3 },
  { Item_No: '800DC.4', Connection: 'NC50, box', Weight: 150 },
];
const HEAD = 'sep=,\r\n"Item No","Connection","Weight. kg/m"\r\n';

describe('csvParts', () => {
  it('starts with the separator line and the headers, then one line per row', () => {
    expect(csvParts(rows, columns).join('')).toBe(
      `${HEAD}"550DP.12","5 1/2"" FH","21.9"\r\n"350HW.1","","25.3"\r\n"800DC.4","NC50. box","150"\r\n`,
    );
  });

  it('writes only the separator line and the headers for no rows', () => {
    expect(csvParts([], columns)).toEqual([HEAD]);
  });

  it('reads rows from any iterable', () => {
    function* generated() {
      yield rows[0] as Row;
    }
    expect(csvParts(generated(), columns).join('')).toBe(`${HEAD}"550DP.12","5 1/2"" FH","21.9"\r\n`);
  });
});

describe('csvChunks', () => {
  it('yields the head, then chunks of whole lines of at most rowsPerChunk rows', () => {
    const chunks = [...csvChunks(rows, columns, { rowsPerChunk: 2 })];
    expect(chunks).toHaveLength(3);
    expect(chunks[0]).toBe(HEAD);
    expect(chunks[1]?.split('\r\n')).toHaveLength(3);
    expect(chunks[2]).toBe('"800DC.4","NC50. box","150"\r\n');
    expect(chunks[1]).toBe('"550DP.12","5 1/2"" FH","21.9"\r\n"350HW.1","","25.3"\r\n');
  });

  it('yields no partial chunk when the rows fill the last one exactly', () => {
    expect([...csvChunks(rows, columns, { rowsPerChunk: 3 })]).toHaveLength(2);
    expect([...csvChunks(rows, columns, { rowsPerChunk: 1 })]).toHaveLength(4);
  });

  it('reads rows only as chunks are taken', () => {
    let read = 0;
    const counted = {
      *[Symbol.iterator]() {
        for (const row of rows) {
          read += 1;
          yield row;
        }
      },
    };
    const chunks = csvChunks(counted, columns, { rowsPerChunk: 1 });
    chunks.next();
    chunks.next();
    expect(read).toBe(1);
  });

  it('rejects a rowsPerChunk that is not a positive whole number at once', () => {
    expect(() => csvChunks(rows, columns, { rowsPerChunk: 0 })).toThrow(
      'Invalid rowsPerChunk 0: use a positive whole number.',
    );
    expect(() => csvChunks(rows, columns, { rowsPerChunk: 1.5 })).toThrow(RangeError);
  });
});
