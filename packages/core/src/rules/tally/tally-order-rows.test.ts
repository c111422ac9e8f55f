import { describe, expect, it } from 'vitest';
import { tallyOrderRows } from './tally-order-rows.js';
import type { TallyRow } from './tally-row.js';

const row = (overrides: Partial<TallyRow>): TallyRow => ({
  Order_No: 40211,
  Serial_Number: 'A1',
  ...overrides,
});

describe('tallyOrderRows', () => {
  it('sums quantity, scrap, recut, SRF and hardbanding per order, newest order number first', () => {
    const rows = [
      row({
        Item_No: '550DP.12',
        Inspection_Date: '2024-03-01',
        Machining_Pin: 'SUM',
        Machining_Box: 'SUM',
        Pipe_Status: 'Scrap',
      }),
      row({
        Serial_Number: 'A2',
        Inspection_Date: '2024-03-04',
        Machining_Pin: 'SRF',
        Hardbanding_Box: 'SUM_HB',
      }),
      row({ Order_No: 9999, Serial_Number: 'A1', Inspection_Date: '2023-01-10', Machining_Box: 'srf' }),
    ];
    expect(tallyOrderRows(rows)).toEqual([
      {
        Order_No: '40211',
        Item_No: '550DP.12',
        Inspection_Date: '04.03.2024',
        Quantity: 2,
        Scrap: 1,
        Recut: 2,
        SRF: 1,
        Hardbanding: 1,
      },
      {
        Order_No: '9999',
        Item_No: null,
        Inspection_Date: '10.01.2023',
        Quantity: 1,
        Scrap: 0,
        Recut: 0,
        SRF: 1,
        Hardbanding: 0,
      },
    ]);
  });

  it('gives a null date when no joint of the order has one', () => {
    expect(
      tallyOrderRows([row({ Inspection_Date: null }), row({ Inspection_Date: '' })])[0]?.Inspection_Date,
    ).toBeNull();
  });

  it('keeps the latest date whatever the row order', () => {
    const rows = [row({ Inspection_Date: '2024-03-04' }), row({ Inspection_Date: '2024-03-01' })];
    expect(tallyOrderRows(rows)[0]?.Inspection_Date).toBe('04.03.2024');
  });

  it('gives no rows for no tallies and rejects bad dates', () => {
    expect(tallyOrderRows([])).toEqual([]);
    expect(() => tallyOrderRows([row({ Inspection_Date: '04.03.2024' })])).toThrow(RangeError);
  });
});
