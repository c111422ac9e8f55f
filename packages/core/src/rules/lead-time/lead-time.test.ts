import { describe, expect, it } from 'vitest';
import {
  LEAD_TIME_MAX_DAYS,
  LEAD_TIME_MIN_QUANTITY,
  type LeadTimeOrder,
  leadTimeDurations,
} from './lead-time.js';

const order = (overrides: Partial<LeadTimeOrder>): LeadTimeOrder => ({
  Order_No: 40211,
  Item_No: '550DP.12',
  Scope_Of_Work: 'Rig Return',
  QTY_Recived: 10,
  Return_Date: '2024-03-01',
  Job_Completed_Date: '2024-03-04',
  ...overrides,
});

describe('leadTimeDurations', () => {
  it('gives working days from return to job completion, Friday to Monday being 1', () => {
    expect(leadTimeDurations([order({})])).toEqual([
      { orderNo: '40211', itemNo: '550DP.12', scope: 'Rig Return', year: 2024, days: 1 },
    ]);
  });

  it('counts only quantities of at least 10', () => {
    expect(LEAD_TIME_MIN_QUANTITY).toBe(10);
    expect(leadTimeDurations([order({ QTY_Recived: 9 })])).toEqual([]);
    expect(leadTimeDurations([order({ QTY_Recived: 10 })])).toHaveLength(1);
    expect(leadTimeDurations([order({ QTY_Recived: '12' })])).toHaveLength(1);
    expect(leadTimeDurations([order({ QTY_Recived: 'ten' }), order({ QTY_Recived: null })])).toEqual([]);
  });

  it('counts only Rig Return and Inspection scopes', () => {
    const scopes = ['Rig Return', 'inspection ', 'Machining', null];
    const kept = leadTimeDurations(scopes.map((s) => order({ Scope_Of_Work: s })));
    expect(kept.map((d) => d.scope)).toEqual(['Rig Return', 'Inspection']);
  });

  it('keeps 50 working days and discards 51', () => {
    expect(LEAD_TIME_MAX_DAYS).toBe(50);
    // 2024-03-04 is a Monday: ten weeks later is 50 working days, one more day is 51.
    expect(
      leadTimeDurations([order({ Return_Date: '2024-03-04', Job_Completed_Date: '2024-05-13' })])[0]?.days,
    ).toBe(50);
    expect(
      leadTimeDurations([order({ Return_Date: '2024-03-04', Job_Completed_Date: '2024-05-14' })]),
    ).toEqual([]);
  });

  it('falls back to the inspection completion date when the job date is empty', () => {
    const [d] = leadTimeDurations([
      order({
        Job_Completed_Date: null,
        Inspection_Completed_DATE: '2024-03-05',
        Scope_Of_Work: 'Inspection',
      }),
    ]);
    expect(d?.days).toBe(2);
    expect(
      leadTimeDurations([order({ Job_Completed_Date: '', Inspection_Completed_DATE: '2024-03-05' })]),
    ).toHaveLength(1);
  });

  it('leaves out running orders, bad dates and completions before the return', () => {
    expect(leadTimeDurations([order({ Job_Completed_Date: null })])).toEqual([]);
    expect(leadTimeDurations([order({ Return_Date: undefined })])).toEqual([]);
    expect(leadTimeDurations([order({ Job_Completed_Date: 'soon' })])).toEqual([]);
    expect(leadTimeDurations([order({ Job_Completed_Date: '2024-02-28' })])).toEqual([]);
  });

  it('keeps a same-day completion as 0 days and reads timestamp return dates by their UTC day', () => {
    expect(leadTimeDurations([order({ Job_Completed_Date: '2024-03-01' })])[0]?.days).toBe(0);
    expect(leadTimeDurations([order({ Return_Date: '2024-03-01T22:00:00.000Z' })])[0]?.days).toBe(1);
  });

  it('refuses an epoch-seconds return date in the types: the API schema converts it where it enters', () => {
    // @ts-expect-error a bare number is not a date
    expect(leadTimeDurations([order({ Return_Date: 1709251200 })])).toEqual([]);
  });

  it('dates a duration by its completion year and gives null for a missing item', () => {
    const [d] = leadTimeDurations([
      order({ Item_No: undefined, Return_Date: '2023-12-29', Job_Completed_Date: '2024-01-02' }),
    ]);
    expect(d).toMatchObject({ year: 2024, itemNo: null, days: 2 });
  });

  it('gives nothing for no orders', () => {
    expect(leadTimeDurations([])).toEqual([]);
  });
});
