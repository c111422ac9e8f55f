import { describe, expect, it } from 'vitest';
import { itemStatisticsOrderRows } from './item-statistics-order-rows.js';

describe('itemStatisticsOrderRows', () => {
  it('adds pin and box recut sums and SRF, and formats the date as DD.MM.YYYY', () => {
    expect(
      itemStatisticsOrderRows([
        {
          Order_No: 'S101',
          Inspection_Date: '2024-03-06',
          Machining_Pin_Sum_Recut: 0,
          Machining_Box_Sum_Recut: 1,
          Machining_Pin_SRF: 1,
          Machining_Box_SRF: 0,
        },
      ]),
    ).toEqual([{ orderNo: 'S101', date: '06.03.2024', recut: 1, srf: 1 }]);
  });

  it('keeps a date that is already DD.MM.YYYY', () => {
    expect(itemStatisticsOrderRows([{ Order_No: 'S103', Inspection_Date: '22.01.2025' }])[0]?.date).toBe(
      '22.01.2025',
    );
  });

  it('counts a missing figure as 0 and leaves an unknown date empty', () => {
    expect(itemStatisticsOrderRows([{ Order_No: 40211, Inspection_Date: null }])).toEqual([
      { orderNo: '40211', date: '', recut: 0, srf: 0 },
    ]);
  });

  it('gives no rows for no orders', () => {
    expect(itemStatisticsOrderRows([])).toEqual([]);
  });
});
