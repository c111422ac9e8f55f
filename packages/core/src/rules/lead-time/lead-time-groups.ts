import { LEAD_TIME_SCOPES, type LeadTimeDuration } from './lead-time.js';
import { type LeadTimeSummary, leadTimeSummary } from './lead-time-summary.js';

/**
 * One group of the lead-time chart.
 *
 * @example
 * const group: LeadTimeGroup = { key: '2024', count: 1, median: 3, average: 3, durations: [] };
 */
export interface LeadTimeGroup extends LeadTimeSummary {
  /** The year (as a string) or the scope. */
  key: string;
  durations: LeadTimeDuration[];
}

/**
 * Groups lead times for the chart by completion year (ascending) or by scope (Rig Return, then
 * Inspection), each group with its own summary. Groups without durations are left out.
 *
 * @example
 * groupLeadTimes(leadTimeDurations(orders), 'year');
 * // [{ key: '2023', count: 12, median: 9, average: 10, durations: [...] }, { key: '2024', ... }]
 */
export function groupLeadTimes(
  durations: readonly LeadTimeDuration[],
  by: 'year' | 'scope',
): LeadTimeGroup[] {
  const groups = new Map<string, LeadTimeDuration[]>();
  for (const d of durations) {
    const key = by === 'year' ? String(d.year) : d.scope;
    const list = groups.get(key) ?? [];
    list.push(d);
    groups.set(key, list);
  }
  const order: string[] =
    by === 'year' ? [...groups.keys()].sort() : LEAD_TIME_SCOPES.filter((s) => groups.has(s));
  return order.map((key) => {
    const list = groups.get(key) as LeadTimeDuration[];
    return { key, ...leadTimeSummary(list.map((d) => d.days)), durations: list };
  });
}
