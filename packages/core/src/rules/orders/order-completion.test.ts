import { describe, expect, it } from 'vitest';
import { isInOrderView, matchesCompletionFilter, ORDER_STAGES, ordersInView } from './order-completion.js';

const rows = [
  { id: 1, Completed: 'Yes', Check_Inspection: 'Yes', Check_Machining: 'No', Check_Hardbanding: null },
  { id: 2, Completed: 'No', Check_Inspection: 'No', Check_Machining: 'Yes', Check_Hardbanding: 'Yes' },
  { id: 3, Completed: null, Check_Inspection: 'yes', Check_Machining: '', Check_Hardbanding: 'No' },
  { id: 4 },
];

const ids = (list: { id: number }[]) => list.map((row) => row.id);

describe('ordersInView', () => {
  it('puts a row in Completed only when its stage flag is exactly Yes', () => {
    expect(ids(ordersInView(rows, 'Orders', 'completed'))).toEqual([1]);
    expect(ids(ordersInView(rows, 'Inspection', 'completed'))).toEqual([1]);
    expect(ids(ordersInView(rows, 'Machining', 'completed'))).toEqual([2]);
    expect(ids(ordersInView(rows, 'Hardbanding', 'completed'))).toEqual([2]);
  });

  it('puts every other row (No, empty, missing, other case) in Ongoing', () => {
    expect(ids(ordersInView(rows, 'Orders', 'ongoing'))).toEqual([2, 3, 4]);
    expect(ids(ordersInView(rows, 'Inspection', 'ongoing'))).toEqual([2, 3, 4]);
    expect(ids(ordersInView(rows, 'Hardbanding', 'ongoing'))).toEqual([1, 3, 4]);
  });

  it('splits each table into two disjoint views that cover every row', () => {
    for (const stage of ORDER_STAGES.Tubular) {
      const both = [...ordersInView(rows, stage, 'ongoing'), ...ordersInView(rows, stage, 'completed')];
      expect(ids(both).sort()).toEqual([1, 2, 3, 4]);
    }
  });

  it('answers an empty list for no rows', () => {
    expect(ordersInView([], 'Orders', 'completed')).toEqual([]);
  });

  it('gives BHA three tables and Tubular four', () => {
    expect(ORDER_STAGES.BHA).toEqual(['Orders', 'Inspection', 'Machining']);
    expect(ORDER_STAGES.Tubular).toEqual(['Orders', 'Inspection', 'Machining', 'Hardbanding']);
    expect(isInOrderView({ Completed: 'Yes' }, 'Orders', 'ongoing')).toBe(false);
  });
});

describe('matchesCompletionFilter', () => {
  const fleet = { singleAsset: false };
  const single = { singleAsset: true };

  it('keeps every row for both', () => {
    expect(rows.every((row) => matchesCompletionFilter(row, 'both', single))).toBe(true);
  });

  it('keeps only Yes for completed', () => {
    expect(rows.filter((row) => matchesCompletionFilter(row, 'completed', fleet)).map((r) => r.id)).toEqual([
      1,
    ]);
  });

  it('keeps everything but Yes for ongoing over the fleet, only an explicit No for a single asset', () => {
    expect(rows.filter((row) => matchesCompletionFilter(row, 'ongoing', fleet)).map((r) => r.id)).toEqual([
      2, 3, 4,
    ]);
    expect(rows.filter((row) => matchesCompletionFilter(row, 'ongoing', single)).map((r) => r.id)).toEqual([
      2,
    ]);
  });
});
