import { describe, expect, it } from 'vitest';
import type { TallyRow } from './tally-row.js';
import { summarizeTallies } from './tally-summary.js';

describe('summarizeTallies', () => {
  it('feeds the counts into the percentage maths', () => {
    const rows: TallyRow[] = [
      {
        Order_No: 1,
        Serial_Number: 'A',
        IPC: 'A',
        Wall: 96,
        TU_Tube: 'OK',
        Machining_Pin: 'SUM',
        Hardbanding_Box: 'OK',
      },
      {
        Order_No: 1,
        Serial_Number: 'B',
        IPC: 2,
        Wall: 79,
        TU_Tube: 'Reject',
        Machining_Pin: 'OK',
        Hardbanding_Box: 'SUM_HB',
      },
    ];
    const summary = summarizeTallies(rows);
    expect(summary.quantity_inspected).toBe(2);
    expect(summary.IPC.data).toEqual([1, 1, 0, 0, 0]);
    expect(summary.Wall.data).toEqual([1, 0, 0, 0, 1]);
    expect(summary.TU_Tube).toEqual({ labels: ['OK', 'Reject'], data: [1, 1] });
    expect(summary.minimum_values.Wall).toBe(79);
    expect(summary.machining_rates[0]).toEqual({ connection: 'Pin', recut: 50, srf: 0, ok: 50, reject: 50 });
    expect(summary.hb_rates).toEqual({ connection: 'Box', rej: 0, ok: 50, reject: 50 });
    expect(summary.listOfOrderData).toHaveLength(1);
  });

  it('gives zeros, 0% rates and no hardbanding rates for no rows', () => {
    const summary = summarizeTallies([]);
    expect(summary.quantity_inspected).toBe(0);
    expect(summary.machining_rates).toEqual([
      { connection: 'Pin', recut: 0, srf: 0, ok: 0, reject: 0 },
      { connection: 'Box', recut: 0, srf: 0, ok: 0, reject: 0 },
    ]);
    expect(summary.hb_rates).toBeNull();
    expect(summary.minimum_values).toEqual({ TS_Pin: null, TS_Box: null, OD_Box: null, Wall: null });
    expect(summary.listOfOrderData).toEqual([]);
  });
});
