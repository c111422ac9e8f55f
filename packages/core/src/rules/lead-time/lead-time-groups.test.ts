import { describe, expect, it } from 'vitest';
import type { LeadTimeDuration } from './lead-time.js';
import { groupLeadTimes } from './lead-time-groups.js';

const d = (year: number, scope: LeadTimeDuration['scope'], days: number): LeadTimeDuration => ({
  orderNo: `${year}-${days}`,
  itemNo: '550DP.12',
  scope,
  year,
  days,
});

describe('groupLeadTimes', () => {
  const durations = [
    d(2024, 'Inspection', 4),
    d(2023, 'Rig Return', 10),
    d(2024, 'Rig Return', 2),
    d(2023, 'Rig Return', 6),
  ];

  it('groups by completion year in ascending order with a summary each', () => {
    const groups = groupLeadTimes(durations, 'year');
    expect(groups.map((g) => [g.key, g.count, g.median, g.average])).toEqual([
      ['2023', 2, 10, 8],
      ['2024', 2, 4, 3],
    ]);
    expect(groups[0]?.durations.map((x) => x.days)).toEqual([10, 6]);
  });

  it('groups by scope, Rig Return first, leaving out empty scopes', () => {
    expect(groupLeadTimes(durations, 'scope').map((g) => [g.key, g.count])).toEqual([
      ['Rig Return', 3],
      ['Inspection', 1],
    ]);
    expect(groupLeadTimes([d(2024, 'Inspection', 1)], 'scope').map((g) => g.key)).toEqual(['Inspection']);
  });

  it('gives no groups for no durations', () => {
    expect(groupLeadTimes([], 'year')).toEqual([]);
  });
});
