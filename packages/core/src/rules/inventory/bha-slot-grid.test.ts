import { describe, expect, it } from 'vitest';
import {
  BHA_CHUNK_SIZE,
  BHA_SLOTS_PER_ROW,
  bhaSlotGrid,
  formatBhaSlotKey,
  parseBhaSlotKey,
} from './bha-slot-grid.js';

describe('parseBhaSlotKey', () => {
  it('reads a column 1-54 and a row A-H', () => {
    expect(parseBhaSlotKey('12C')).toEqual({ column: 12, row: 'C' });
    expect(parseBhaSlotKey('1A')).toEqual({ column: 1, row: 'A' });
    expect(parseBhaSlotKey('54H')).toEqual({ column: 54, row: 'H' });
  });

  it.each([['55A'], ['0B'], ['12I'], ['012C'], ['12c'], ['C12'], [''], ['12'], [' 12C']])(
    'rejects %j',
    (key) => {
      expect(parseBhaSlotKey(key)).toBeNull();
    },
  );
});

describe('formatBhaSlotKey', () => {
  it('round-trips with parse', () => {
    expect(formatBhaSlotKey({ column: 12, row: 'C' })).toBe('12C');
    expect(parseBhaSlotKey(formatBhaSlotKey({ column: 54, row: 'H' }))).toEqual({ column: 54, row: 'H' });
  });

  it('rejects slots outside the grid', () => {
    expect(() => formatBhaSlotKey({ column: 55, row: 'A' })).toThrow('integer 1-54, got 55');
    expect(() => formatBhaSlotKey({ column: 0, row: 'A' })).toThrow(RangeError);
    expect(() => formatBhaSlotKey({ column: 1, row: 'I' as 'A' })).toThrow('row must be A-H, got I');
  });
});

describe('bhaSlotGrid', () => {
  it('lays out 6 chunks of 9 columns with rows A-H', () => {
    const chunks = bhaSlotGrid({});
    expect(BHA_SLOTS_PER_ROW / BHA_CHUNK_SIZE).toBe(6);
    expect(chunks).toHaveLength(6);
    expect(chunks.map((c) => [c.firstColumn, c.lastColumn])).toEqual([
      [1, 9],
      [10, 18],
      [19, 27],
      [28, 36],
      [37, 45],
      [46, 54],
    ]);
    expect(chunks[0]?.rows.map((r) => r.row)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    expect(chunks[5]?.rows[7]?.slots.map((s) => s.key)).toEqual([
      '46H',
      '47H',
      '48H',
      '49H',
      '50H',
      '51H',
      '52H',
      '53H',
      '54H',
    ]);
  });

  it('puts each slot its items and empty slots an empty list', () => {
    const item = { Serial_No: 'X1' };
    const chunks = bhaSlotGrid({ '12C': [item] });
    expect(chunks[1]?.rows[2]?.slots[2]).toEqual({ key: '12C', column: 12, row: 'C', items: [item] });
    expect(chunks[1]?.rows[2]?.slots[3]?.items).toEqual([]);
  });

  it('rejects a slot map with an invalid key', () => {
    expect(() => bhaSlotGrid({ '55A': [] })).toThrow('"55A" is not a BHA slot key');
  });
});
