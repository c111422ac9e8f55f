import { describe, expect, it } from 'vitest';
import { orderProgress } from './order-progress.js';

describe('orderProgress', () => {
  it('marks the steps done by flag or date, and the first open one current', () => {
    expect(
      orderProgress({
        Return_Date: '2026-11-02',
        Check_Inspection: 'Yes',
        Inspection_Completed_DATE: '2026-11-10',
        Check_Machining: 'No',
        Check_Hardbanding: 'No',
        Completed: 'No',
      }),
    ).toEqual([
      { step: 'Received', state: 'done', date: '2026-11-02' },
      { step: 'Inspection', state: 'done', date: '2026-11-10' },
      { step: 'Machining', state: 'current', date: null },
      { step: 'Hardbanding', state: 'todo', date: null },
      { step: 'Ready', state: 'todo', date: null },
      { step: 'Shipped', state: 'todo', date: null },
    ]);
  });

  it('counts a completion date without its flag, and a shipped line', () => {
    expect(
      orderProgress({
        Return_Date: '2026-10-01',
        Check_Inspection: 'Yes',
        Check_Machining: null,
        Machinig_Completed_Date: '2026-10-08',
        Check_Hardbanding: 'Yes',
        Completed: 'Yes',
        Job_Completed_Date: '2026-10-12',
        DT_No: 'DT-9',
      }).map((step) => `${step.step}:${step.state}:${step.date ?? ''}`),
    ).toEqual([
      'Received:done:2026-10-01',
      'Inspection:done:',
      'Machining:done:2026-10-08',
      'Hardbanding:done:',
      'Ready:done:2026-10-12',
      'Shipped:done:',
    ]);
  });

  it('has a received line with nothing else done at Inspection', () => {
    expect(orderProgress({ Return_Date: 'not a date' }).map((step) => step.state)).toEqual([
      'done',
      'current',
      'todo',
      'todo',
      'todo',
      'todo',
    ]);
  });

  it('gives a BHA order its four steps', () => {
    expect(
      orderProgress(
        { Return_Date: '2026-11-02', Check_Inspection: 'Yes', Check_Machining: 'No', Completed: 'No' },
        'BHA',
      ),
    ).toEqual([
      { step: 'Received', state: 'done', date: '2026-11-02' },
      { step: 'Inspection', state: 'done', date: null },
      { step: 'Machining', state: 'current', date: null },
      { step: 'Ready', state: 'todo', date: null },
    ]);
  });
});
