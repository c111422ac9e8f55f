import { describe, expect, it } from 'vitest';
import { leadTimeSummary } from '../lead-time/lead-time-summary.js';
import { leadTimeBases, readyEstimate } from './ready-estimate.js';

// Working days worked out on a calendar: 2024-03-01 is a Friday, 2024-03-04 a Monday.
const HISTORY = [
  // Rig Return: 1, 5, 9, 1 and 2 working days.
  {
    Scope_Of_Work: 'Rig Return',
    Completed: 'Yes',
    Return_Date: '2024-03-01',
    Job_Completed_Date: '2024-03-04',
  },
  {
    Scope_Of_Work: 'Rig Return',
    Completed: 'Yes',
    Return_Date: '2024-03-04',
    Job_Completed_Date: '2024-03-11',
  },
  {
    Scope_Of_Work: 'Rig Return',
    Completed: 'Yes',
    Return_Date: '2024-03-04',
    Job_Completed_Date: '2024-03-15',
  },
  {
    Scope_Of_Work: 'Rig Return',
    Completed: 'Yes',
    Return_Date: '2024-03-06',
    Job_Completed_Date: '2024-03-07',
  },
  {
    Scope_Of_Work: ' rig return ',
    Completed: 'Yes',
    Return_Date: '2024-03-11',
    Job_Completed_Date: '2024-03-13',
  },
  // Inspection: 1 and 4 working days.
  {
    Scope_Of_Work: 'Inspection',
    Completed: 'Yes',
    Return_Date: '2024-03-01',
    Job_Completed_Date: '2024-03-04',
  },
  {
    Scope_Of_Work: 'Inspection',
    Completed: 'Yes',
    Return_Date: '2024-03-04',
    Job_Completed_Date: '2024-03-08',
  },
  // Machining: 20 working days.
  {
    Scope_Of_Work: 'Machining',
    Completed: 'Yes',
    Return_Date: '2024-03-01',
    Job_Completed_Date: '2024-03-29',
  },
  // No basis: ongoing, no completion date, completed before returned, no scope.
  {
    Scope_Of_Work: 'Rig Return',
    Completed: 'No',
    Return_Date: '2024-03-01',
    Job_Completed_Date: '2024-04-30',
  },
  { Scope_Of_Work: 'Rig Return', Completed: 'Yes', Return_Date: '2024-03-01', Job_Completed_Date: null },
  {
    Scope_Of_Work: 'Rig Return',
    Completed: 'Yes',
    Return_Date: '2024-03-08',
    Job_Completed_Date: '2024-03-01',
  },
  { Scope_Of_Work: null, Completed: 'Yes', Return_Date: '2024-03-01', Job_Completed_Date: '2024-03-04' },
];

describe('leadTimeBases', () => {
  it('takes the median working days of the completed lines of each scope', () => {
    expect(Object.fromEntries(leadTimeBases(HISTORY))).toEqual({
      'rig return': { medianDays: 2, orders: 5 }, // 1, 1, 2, 5, 9
      inspection: { medianDays: 4, orders: 2 }, // 1, 4: the element at index floor(2 / 2) = 1
      machining: { medianDays: 20, orders: 1 },
    });
  });
});

describe('the median of leadTimeBases', () => {
  // Returned Monday 4 March 2024, completed 1, 2, 5 and 6 working days later (Tue 5, Wed 6, Mon 11, Tue 12).
  const done = (Job_Completed_Date: string) => ({
    Scope_Of_Work: 'Rig Return',
    Completed: 'Yes',
    Return_Date: '2024-03-04',
    Job_Completed_Date,
  });

  it('is the element at the middle index of an even-length list, as the lead-time page takes it', () => {
    // Sorted 1, 2, 5, 6: index floor(4 / 2) = 2 holds 5 (the mean of the middle two would be 3.5).
    const bases = leadTimeBases(['2024-03-12', '2024-03-05', '2024-03-11', '2024-03-06'].map(done));
    expect(bases.get('rig return')).toEqual({ medianDays: 5, orders: 4 });
    expect(leadTimeSummary([1, 2, 5, 6]).median).toBe(5);
  });

  it('is the middle element of an odd-length list', () => {
    // Sorted 1, 2, 6: index floor(3 / 2) = 1 holds 2.
    const bases = leadTimeBases(['2024-03-12', '2024-03-05', '2024-03-06'].map(done));
    expect(bases.get('rig return')).toEqual({ medianDays: 2, orders: 3 });
    expect(leadTimeSummary([1, 2, 6]).median).toBe(2);
  });
});

describe('readyEstimate', () => {
  const bases = leadTimeBases(HISTORY);

  it('adds the median working days to the return date', () => {
    // Friday 15 March plus 2 working days is Tuesday 19 March.
    expect(
      readyEstimate({ Scope_Of_Work: 'Rig Return', Completed: 'No', Return_Date: '2024-03-15' }, bases),
    ).toEqual({ date: '2024-03-19', medianDays: 2, orders: 5 });
    // Saturday 16 March plus 4 working days is Thursday 21 March.
    expect(
      readyEstimate({ Scope_Of_Work: 'INSPECTION', Completed: null, Return_Date: '2024-03-16' }, bases),
    ).toEqual({ date: '2024-03-21', medianDays: 4, orders: 2 });
  });

  it('gives no estimate without a basis', () => {
    expect(
      readyEstimate({ Scope_Of_Work: 'Pressure test', Completed: 'No', Return_Date: '2024-03-15' }, bases),
    ).toBeNull();
    expect(
      readyEstimate({ Scope_Of_Work: null, Completed: 'No', Return_Date: '2024-03-15' }, bases),
    ).toBeNull();
    expect(
      readyEstimate({ Scope_Of_Work: 'Rig Return', Completed: 'No', Return_Date: null }, bases),
    ).toBeNull();
    expect(
      readyEstimate({ Scope_Of_Work: 'Rig Return', Completed: 'Yes', Return_Date: '2024-03-15' }, bases),
    ).toBeNull();
  });
});
