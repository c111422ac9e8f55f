import { describe, expect, it } from 'vitest';
import { changesFromPrevious } from './tally-changes.js';
import type { TallyRow } from './tally-row.js';

const rows: TallyRow[] = [
  { Order_No: 2, Serial_Number: 'A1', Inspection_Date: '2024-01-10', Wall: 92.5, TS_Pin: '6.9', OD_Box: 6.6 },
  { Order_No: 1, Serial_Number: 'A1', Inspection_Date: '2023-01-10', Wall: 95, TS_Pin: 7.1, OD_Box: null },
  { Order_No: 3, Serial_Number: 'A1', Inspection_Date: '2025-01-10', Wall: 90 },
  { Order_No: 2, Serial_Number: 'B7', Inspection_Date: '2024-01-10', Wall: 99 },
  { Order_No: 1, Serial_Number: 'C3', Inspection_Date: '2023-01-10', Wall: 98 },
];

describe('changesFromPrevious', () => {
  it('compares each serial of the order with its latest earlier inspection', () => {
    const [a1, b7] = changesFromPrevious(rows, 2);
    expect(a1).toEqual({
      serial: 'A1',
      current: { Order_No: '2', TS_Pin: 6.9, TS_Box: null, OD_Box: 6.6, Wall: 92.5 },
      previous: { Order_No: '1', TS_Pin: 7.1, TS_Box: null, OD_Box: null, Wall: 95 },
      diff: { TS_Pin: -0.2, TS_Box: null, OD_Box: null, Wall: -2.5 },
    });
    expect(b7).toMatchObject({ serial: 'B7', previous: null, diff: { Wall: null } });
  });

  it('ignores later inspections and serials not in the order', () => {
    const changes = changesFromPrevious(rows, '3');
    expect(changes).toHaveLength(1);
    expect(changes[0]?.previous?.Order_No).toBe('2');
  });

  it('sorts undated inspections first and same-day inspections by listing order', () => {
    const sameDay: TallyRow[] = [
      { Order_No: 5, Serial_Number: 'S', Inspection_Date: '2024-01-01', Wall: 90 },
      { Order_No: 6, Serial_Number: 'S', Inspection_Date: '2024-01-01', Wall: 89 },
      { Order_No: 4, Serial_Number: 'S', Wall: 99 },
    ];
    expect(changesFromPrevious(sameDay, 6)[0]?.previous?.Order_No).toBe('5');
    expect(changesFromPrevious(sameDay, 5)[0]?.previous?.Order_No).toBe('4');
    expect(changesFromPrevious(sameDay, 4)[0]?.previous).toBeNull();
  });

  it('gives nothing for an order without tallies or no rows', () => {
    expect(changesFromPrevious(rows, 99)).toEqual([]);
    expect(changesFromPrevious([], 1)).toEqual([]);
  });
});
