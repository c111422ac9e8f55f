/**
 * Row letters of a BHA rack, top to bottom (spec part 1 §9).
 *
 * @example
 * BHA_ROWS.indexOf('C'); // 2
 */
export const BHA_ROWS = Object.freeze(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const);

/**
 * One of {@link BHA_ROWS}.
 *
 * @example
 * const row: BhaRow = 'H';
 */
export type BhaRow = (typeof BHA_ROWS)[number];

/**
 * Slots (columns) per BHA row.
 *
 * @example
 * parseBhaSlotKey(`${BHA_SLOTS_PER_ROW}A`); // { column: 54, row: 'A' }
 */
export const BHA_SLOTS_PER_ROW = 54;

/**
 * Columns shown per chunk of the BHA grid.
 *
 * @example
 * BHA_SLOTS_PER_ROW / BHA_CHUNK_SIZE; // 6 chunks
 */
export const BHA_CHUNK_SIZE = 9;

/**
 * A parsed BHA slot key.
 *
 * @example
 * const slot: BhaSlot = { column: 12, row: 'C' };
 */
export interface BhaSlot {
  /** Column 1-54. */
  column: number;
  row: BhaRow;
}

const SLOT_KEY = /^([1-9]\d?)([A-H])$/;

/**
 * Parses a slot key: a column 1-54 without leading zeros followed by a row letter A-H in capitals, e.g.
 * `'12C'`. Returns `null` for anything else (`'55A'`, `'0B'`, `'12I'`, `'012C'`, `'12c'`), so one slot
 * has exactly one key.
 *
 * @example
 * parseBhaSlotKey('12C'); // { column: 12, row: 'C' }
 * parseBhaSlotKey('55A'); // null
 */
export function parseBhaSlotKey(key: string): BhaSlot | null {
  const match = SLOT_KEY.exec(key);
  if (!match) return null;
  const column = Number(match[1]);
  return column <= BHA_SLOTS_PER_ROW ? { column, row: match[2] as BhaRow } : null;
}

/**
 * Formats a slot as its key.
 *
 * @throws RangeError when the column is not an integer 1-54 or the row not a letter A-H.
 * @example
 * formatBhaSlotKey({ column: 12, row: 'C' }); // '12C'
 */
export function formatBhaSlotKey(slot: BhaSlot): string {
  if (!Number.isInteger(slot.column) || slot.column < 1 || slot.column > BHA_SLOTS_PER_ROW) {
    throw new RangeError(`BHA slot column must be an integer 1-${BHA_SLOTS_PER_ROW}, got ${slot.column}`);
  }
  if (!BHA_ROWS.includes(slot.row)) throw new RangeError(`BHA slot row must be A-H, got ${slot.row}`);
  return `${slot.column}${slot.row}`;
}

/**
 * One slot of the BHA grid with the items in it.
 *
 * @example
 * const slot: BhaGridSlot<string> = { key: '12C', column: 12, row: 'C', items: ['X1'] };
 */
export interface BhaGridSlot<T> extends BhaSlot {
  key: string;
  items: readonly T[];
}

/**
 * One chunk of the BHA grid: 9 columns of rows A-H.
 *
 * @example
 * const [first]: BhaGridChunk<string>[] = bhaSlotGrid({});
 * first.lastColumn; // 9
 */
export interface BhaGridChunk<T> {
  firstColumn: number;
  lastColumn: number;
  /** Rows A to H, each with the chunk's 9 slots left to right. */
  rows: { row: BhaRow; slots: BhaGridSlot<T>[] }[];
}

/**
 * Lays out one BHA rack: 54 columns cut into 6 chunks of 9, each chunk with rows A-H, each slot with the
 * items the rack's slot map holds for it (an empty list when none).
 *
 * @throws RangeError naming the key when the slot map has a key that is not a valid slot.
 * @example
 * const chunks = bhaSlotGrid({ '12C': [{ Serial_No: 'X1' }] });
 * chunks.length; // 6
 * chunks[1].rows[2].slots[2]; // { key: '12C', column: 12, row: 'C', items: [{ Serial_No: 'X1' }] }
 */
export function bhaSlotGrid<T>(slots: Readonly<Record<string, readonly T[]>>): BhaGridChunk<T>[] {
  for (const key of Object.keys(slots)) {
    if (!parseBhaSlotKey(key))
      throw new RangeError(`"${key}" is not a BHA slot key (column 1-54 and row A-H)`);
  }
  const chunks: BhaGridChunk<T>[] = [];
  for (let first = 1; first <= BHA_SLOTS_PER_ROW; first += BHA_CHUNK_SIZE) {
    const last = first + BHA_CHUNK_SIZE - 1;
    const rows = BHA_ROWS.map((row) => {
      const rowSlots: BhaGridSlot<T>[] = [];
      for (let column = first; column <= last; column++) {
        const key = `${column}${row}`;
        rowSlots.push({ key, column, row, items: slots[key] ?? [] });
      }
      return { row, slots: rowSlots };
    });
    chunks.push({ firstColumn: first, lastColumn: last, rows });
  }
  return chunks;
}
